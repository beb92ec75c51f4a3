import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteId } from '../marketplace/model.ts';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// What market research asks of the stand-in, held to eBay's published documents: search by GTIN and by
// condition group, and category trees whose version moves when a category changes.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  browse: 'buy_browse_v1_oas3.json',
  taxonomy: 'commerce_taxonomy_v1_oas3.json',
});
let ebay: TestSandbox;
let appToken: string;

interface Summary {
  itemId: string;
  conditionId: string;
  price: { value: string };
  shippingOptions?: { shippingCost?: { value: string; currency: string } }[];
}
interface Page {
  total: number;
  itemSummaries?: Summary[];
  warnings?: { errorId: number }[];
}

const fits = (check: ReturnType<typeof spec.response>, answer: Answer, status = 200) => {
  expect(answer.status, answer.text).toBe(status);
  expect(check(answer.body)).toEqual([]);
};

const get = (path: string) =>
  ebay.call(path, { headers: { authorization: `Bearer ${appToken}`, 'x-ebay-c-marketplace-id': 'EBAY_DE' } });

async function search(query: Record<string, string>) {
  const answer = await get(`/buy/browse/v1/item_summary/search?${new URLSearchParams(query)}`);
  return { answer, page: answer.body as Page };
}

/** A busy German keyword: one with many hits today. */
function busyKeyword(): string {
  for (const keyword of ebay.sandbox.market.keywordUniverse(77 as SiteId)) {
    if (ebay.sandbox.market.search({ siteId: 77, q: keyword, limit: 1, offset: 0 }, ebay.today()).total > 40)
      return keyword;
  }
  throw new Error('no busy keyword');
}

beforeAll(async () => {
  ebay = await startTestSandbox();
  appToken = await ebay.applicationToken();
});

afterAll(async () => {
  await ebay?.close();
});

describe('Browse search by GTIN and condition, held to buy_browse_v1', () => {
  it('finds the listings of a GTIN without keywords, and none for an unknown one', async () => {
    const { page } = await search({ q: busyKeyword(), limit: '200' });
    let gtin: string | undefined;
    for (const summary of page.itemSummaries ?? []) {
      const item = (await get(`/buy/browse/v1/item/${encodeURIComponent(summary.itemId)}`)).body as {
        gtin?: string;
      };
      if (item.gtin) {
        gtin = item.gtin;
        break;
      }
    }
    expect(gtin).toMatch(/^\d{13}$/);
    const { answer, page: byGtin } = await search({ gtin: gtin ?? '' });
    fits(spec.response('search', 200), answer);
    expect(byGtin.total).toBeGreaterThanOrEqual(1);
    for (const summary of byGtin.itemSummaries ?? []) {
      const item = (await get(`/buy/browse/v1/item/${encodeURIComponent(summary.itemId)}`)).body as {
        gtin?: string;
      };
      expect(item.gtin).toBe(gtin);
    }
    const { answer: none, page: nothing } = await search({ gtin: '0000000000000' });
    fits(spec.response('search', 200), none);
    expect(nothing.total).toBe(0);
    expect(nothing.itemSummaries).toBeUndefined();
  });

  it('narrows to the NEW or the USED condition group, which together make the whole', async () => {
    const q = busyKeyword();
    const { page: all } = await search({ q, limit: '200' });
    const { answer, page: fresh } = await search({ q, limit: '200', filter: 'conditions:{NEW}' });
    fits(spec.response('search', 200), answer);
    const { page: used } = await search({ q, limit: '200', filter: 'conditions:{USED}' });
    expect(fresh.itemSummaries?.every((item) => ['1000', '1500', '1750'].includes(item.conditionId))).toBe(
      true,
    );
    expect(used.itemSummaries?.every((item) => Number(item.conditionId) >= 2000)).toBe(true);
    expect(fresh.total + used.total).toBe(all.total);
    expect(fresh.total).toBeGreaterThan(0);
    const { answer: odd, page: warned } = await search({ q, filter: 'conditions:{MINT}' });
    fits(spec.response('search', 200), odd);
    expect(warned.warnings?.[0]?.errorId).toBe(12002);
  });

  it('names each hit’s shipping cost in the site’s currency', async () => {
    const { page } = await search({ q: busyKeyword(), limit: '50' });
    const costs = (page.itemSummaries ?? []).map((item) => item.shippingOptions?.[0]?.shippingCost);
    expect(costs.every((cost) => cost?.currency === 'EUR' && Number(cost.value) >= 0)).toBe(true);
  });
});

describe('Category tree versions, held to commerce_taxonomy_v1', () => {
  const base = '/commerce/taxonomy/v1';

  it('publishes a new version of a tree with a renamed category, the other trees kept', async () => {
    const before = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_GB`);
    fits(spec.response('getDefaultCategoryTreeId', 200), before);
    const german = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_DE`);
    const first = ebay.sandbox.market.rootCategory(3).children[0];
    const version = ebay.sandbox.renameCategory(3, first?.categoryId ?? '', 'Nursery');
    const after = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_GB`);
    const versionOf = (answer: Answer) =>
      (answer.body as { categoryTreeVersion: string }).categoryTreeVersion;
    expect(versionOf(after)).toBe(version);
    expect(versionOf(after)).not.toBe(versionOf(before));
    const tree = await get(`${base}/category_tree/3`);
    fits(spec.response('getCategoryTree', 200), tree);
    const body = tree.body as {
      categoryTreeVersion: string;
      rootCategoryNode: {
        childCategoryTreeNodes: { category: { categoryId: string; categoryName: string } }[];
      };
    };
    expect(body.categoryTreeVersion).toBe(version);
    expect(body.rootCategoryNode.childCategoryTreeNodes[0]?.category).toEqual({
      categoryId: first?.categoryId,
      categoryName: 'Nursery',
    });
    const germanAfter = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_DE`);
    expect(versionOf(germanAfter)).toBe(versionOf(german));
  });

  it('renames a category through the sandbox control, and refuses an unknown one', async () => {
    const [, second] = ebay.sandbox.market.rootCategory(77).children;
    const renamed = await ebay.call('/sandbox/categories/rename', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 77, categoryId: second?.categoryId, name: 'Neu benannt' }),
    });
    expect(renamed.status, renamed.text).toBe(200);
    const version = (renamed.body as { categoryTreeVersion: string }).categoryTreeVersion;
    const id = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_DE`);
    expect((id.body as { categoryTreeVersion: string }).categoryTreeVersion).toBe(version);
    const unknown = await ebay.call('/sandbox/categories/rename', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 77, categoryId: '999999999', name: 'x' }),
    });
    expect(unknown.status).toBe(400);
  });
});

describe('Category suggestions, held to commerce_taxonomy_v1', () => {
  const base = '/commerce/taxonomy/v1';

  it("suggests a listing's own category for its title, with the ancestors up to level 1", async () => {
    const market = ebay.sandbox.market;
    const seller = market.sellers()[0]?.username ?? '';
    const listing = market
      .listingIdsOfSeller(seller, ebay.today())
      .map((id) => market.listing(id, ebay.today()))
      .find((candidate) => candidate?.siteId === 77);
    if (!listing) throw new Error('no German listing');
    const treeId = market.categoryTreeId(77);
    const answer = await get(
      `${base}/category_tree/${treeId}/get_category_suggestions?${new URLSearchParams({ q: listing.title })}`,
    );
    fits(spec.response('getCategorySuggestions', 200), answer);
    const body = answer.body as {
      categorySuggestions: {
        category: { categoryId: string; categoryName: string };
        categoryTreeNodeAncestors: { categoryTreeNodeLevel: number }[];
        categoryTreeNodeLevel: number;
      }[];
    };
    const ids = body.categorySuggestions.map((s) => s.category.categoryId);
    expect(ids).toContain(listing.categoryId);
    expect(ids.length).toBeLessThanOrEqual(10);
    const own = body.categorySuggestions.find((s) => s.category.categoryId === listing.categoryId);
    expect(own?.category.categoryName).toBe(listing.categoryPath.at(-1));
    expect(own?.categoryTreeNodeAncestors.map((a) => a.categoryTreeNodeLevel)).toEqual(
      Array.from(
        { length: (own?.categoryTreeNodeLevel ?? 1) - 1 },
        (_, i) => (own?.categoryTreeNodeLevel ?? 1) - 1 - i,
      ),
    );
  });

  it('refuses a request without keywords as eBay does, and finds nothing for words no category has', async () => {
    const treeId = ebay.sandbox.market.categoryTreeId(77);
    const missing = await get(`${base}/category_tree/${treeId}/get_category_suggestions`);
    expect(missing.status).toBe(400);
    expect((missing.body as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(62007);
    const none = await get(`${base}/category_tree/${treeId}/get_category_suggestions?q=xqzvw`);
    fits(spec.response('getCategorySuggestions', 200), none);
    expect((none.body as { categorySuggestions: unknown[] }).categorySuggestions).toEqual([]);
  });
});
