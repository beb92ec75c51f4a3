import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteId } from '../marketplace/model.ts';
import { findVendorSpecDirectory, loadOpenApiChecks, type SchemaCheck } from '../openapi/openapi-checks.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// Every JSON answer of Browse and Taxonomy, errors included, is checked against eBay's published OpenAPI
// documents, so the stand-in cannot drift from the real service unnoticed.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  browse: 'buy_browse_v1_oas3.json',
  taxonomy: 'commerce_taxonomy_v1_oas3.json',
});
let ebay: TestSandbox;
let appToken: string;

interface SearchPage {
  total: number;
  limit: number;
  offset: number;
  href: string;
  next?: string;
  prev?: string;
  itemSummaries?: {
    itemId: string;
    legacyItemId: string;
    title: string;
    price: { value: string; currency: string };
    priorityListing: boolean;
    itemGroupType?: string;
    itemGroupHref?: string;
    shippingOptions?: { shippingCost?: { value: string } }[];
    image: { imageUrl: string };
    seller: { username: string };
  }[];
  warnings?: { errorId: number }[];
}

function expectFits(check: SchemaCheck, answer: Answer, status = 200): void {
  expect(answer.status, answer.text).toBe(status);
  expect(check(answer.body)).toEqual([]);
}

const errorsFit = (api: 'browse' | 'taxonomy') => spec.listOf(api, 'errors', 'Error');
const errorIdOf = (answer: Answer) => (answer.body as { errors: { errorId: number }[] }).errors[0]?.errorId;

function get(path: string, headers: Record<string, string> = {}) {
  return ebay.call(path, {
    headers: { authorization: `Bearer ${appToken}`, 'x-ebay-c-marketplace-id': 'EBAY_DE', ...headers },
  });
}

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  const answer = await get(`/buy/browse/v1/item_summary/search?${new URLSearchParams(query)}`, headers);
  return { answer, page: answer.body as SearchPage };
}

/** Keywords of the German site that find listings today. */
async function busyKeywords(count: number): Promise<string[]> {
  const found: string[] = [];
  for (const keyword of ebay.sandbox.market.keywordUniverse(77 as SiteId)) {
    if (ebay.sandbox.market.search({ siteId: 77, q: keyword, limit: 1, offset: 0 }, ebay.today()).total > 3) {
      found.push(keyword);
    }
    if (found.length === count) break;
  }
  return found;
}

type Summary = NonNullable<SearchPage['itemSummaries']>[number];

/** The first search hit (German site, today) that fits. */
async function findSummary(fits: (item: Summary) => boolean): Promise<Summary> {
  for (const candidate of await busyKeywords(40)) {
    const { page } = await search({ q: candidate, limit: '200' });
    const found = page.itemSummaries?.find(fits);
    if (found) return found;
  }
  throw new Error('no search hit fits');
}

let keyword: string;

beforeAll(async () => {
  ebay = await startTestSandbox();
  appToken = await ebay.applicationToken();
  [keyword = ''] = await busyKeywords(1);
});

afterAll(async () => {
  await ebay?.close();
});

describe('Browse search, held to buy_browse_v1', () => {
  it('answers a keyword search with a SearchPagedCollection of ItemSummaries', async () => {
    const { answer, page } = await search({ q: keyword, limit: '200' });
    expectFits(spec.response('search', 200), answer);
    expect(page.total).toBeGreaterThan(0);
    expect(page.limit).toBe(200);
    const first = page.itemSummaries?.[0];
    expect(first?.itemId).toMatch(/^v1\|\d+\|0$/);
    expect(first?.itemId).toBe(`v1|${first?.legacyItemId}|0`);
    expect(first?.price.currency).toBe('EUR');
    expect(first?.image.imageUrl).toMatch(/\/pictures\/\d+\/1\.svg$/);
  });

  it('pages with offset, next and prev, and keeps limit + offset within 10,000', async () => {
    const { page: firstPage } = await search({ q: keyword, limit: '2' });
    expect(firstPage.next).toContain('offset=2');
    expect(firstPage.prev).toBeUndefined();
    const { answer, page } = await search({ q: keyword, limit: '2', offset: '2' });
    expectFits(spec.response('search', 200), answer);
    expect(page.prev).toContain('offset=0');
    // A sponsored listing may also stand at its organic place, as on eBay; organic places never repeat.
    const organic = (summaries: SearchPage['itemSummaries']) =>
      (summaries ?? []).filter((item) => !item.priorityListing).map((item) => item.itemId);
    const firstIds = organic(firstPage.itemSummaries);
    expect(organic(page.itemSummaries).some((id) => firstIds.includes(id))).toBe(false);
    const tooFar = await search({ q: keyword, limit: '200', offset: '9900' });
    expectFits(errorsFit('browse'), tooFar.answer, 400);
    expect(errorIdOf(tooFar.answer)).toBe(12029);
  });

  it('refuses a limit over 200, a negative offset and a search with neither q nor category', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ q: keyword, limit: '201' }, 12006],
      [{ q: keyword, limit: 'ten' }, 12007],
      [{ q: keyword, offset: '-1' }, 12004],
      [{ limit: '10' }, 12001],
    ];
    for (const [query, errorId] of cases) {
      const { answer } = await search(query);
      expectFits(errorsFit('browse'), answer, 400);
      expect(errorIdOf(answer)).toBe(errorId);
    }
  });

  it('narrows by buying option, condition, price and seller filters', async () => {
    const { page: all } = await search({ q: keyword, limit: '200' });
    const someone = all.itemSummaries?.[0]?.seller.username ?? '';
    const { answer, page } = await search({ q: keyword, limit: '200', filter: `sellers:{${someone}}` });
    expectFits(spec.response('search', 200), answer);
    expect(page.itemSummaries?.every((item) => item.seller.username === someone)).toBe(true);
    expect(page.total).toBeLessThanOrEqual(all.total);
    const { page: cheap } = await search({
      q: keyword,
      limit: '200',
      filter: 'price:[..20],priceCurrency:EUR',
    });
    expect(cheap.itemSummaries?.every((item) => Number(item.price.value) <= 20) ?? true).toBe(true);
    const { page: fixed } = await search({ q: keyword, filter: 'buyingOptions:{FIXED_PRICE}' });
    expect(fixed.total).toBeLessThanOrEqual(all.total);
    const { answer: noCurrency, page: warned } = await search({ q: keyword, filter: 'price:[1..5]' });
    expectFits(spec.response('search', 200), noCurrency);
    expect(warned.warnings?.[0]?.errorId).toBe(12012);
  });

  // eBay's price sort is by the total a buyer pays: price plus shipping.
  it('orders by price plus shipping when asked', async () => {
    const { page } = await search({
      q: keyword,
      limit: '50',
      sort: 'price',
      filter: 'buyingOptions:{FIXED_PRICE}',
    });
    const totals = (page.itemSummaries ?? []).map((item) =>
      Math.round(
        (Number(item.price.value) + Number(item.shippingOptions?.[0]?.shippingCost?.value ?? 0)) * 100,
      ),
    );
    expect(totals.length).toBeGreaterThan(1);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('refuses calls without a valid token in eBay’s error shape', async () => {
    const answer = await ebay.call(`/buy/browse/v1/item_summary/search?q=${encodeURIComponent(keyword)}`);
    expectFits(errorsFit('browse'), answer, 401);
    expect(errorIdOf(answer)).toBe(1001);
  });

  it('answers for a past day named by X-Sandbox-Date, and refuses a future one', async () => {
    const today = await search({ q: keyword, limit: '200' });
    const past = new Date(ebay.now().getTime() - 45 * 86_400_000).toISOString().slice(0, 10);
    const then = await search({ q: keyword, limit: '200' }, { 'x-sandbox-date': past });
    expectFits(spec.response('search', 200), then.answer);
    const describe = (page: SearchPage) =>
      JSON.stringify([page.total, (page.itemSummaries ?? []).map((item) => [item.itemId, item.price.value])]);
    expect(describe(then.page)).not.toBe(describe(today.page));
    const future = new Date(ebay.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const refused = await search({ q: keyword }, { 'x-sandbox-date': future });
    expectFits(errorsFit('browse'), refused.answer, 400);
  });
});

describe('Browse items, held to buy_browse_v1', () => {
  it('answers getItem and get_item_by_legacy_id with an Item, and 404 for an unknown one', async () => {
    const single = await findSummary((item) => !item.itemGroupType);
    const byId = await get(`/buy/browse/v1/item/${encodeURIComponent(single?.itemId ?? '')}`);
    expectFits(spec.response('getItem', 200), byId);
    expect(byId.body).toMatchObject({ itemId: single?.itemId, title: single?.title });
    expect((byId.body as { localizedAspects: unknown[] }).localizedAspects.length).toBeGreaterThan(0);
    const byLegacy = await get(
      `/buy/browse/v1/item/get_item_by_legacy_id?legacy_item_id=${single?.legacyItemId}`,
    );
    expectFits(spec.response('getItemByLegacyId', 200), byLegacy);
    const unknown = await get(`/buy/browse/v1/item/${encodeURIComponent('v1|999999999999|0')}`);
    expectFits(errorsFit('browse'), unknown, 404);
    expect(errorIdOf(unknown)).toBe(11001);
  });

  it('answers an item group with one Item per variation', async () => {
    const group = await findSummary((item) => item.itemGroupType === 'SELLER_DEFINED_VARIATIONS');
    expect(group?.itemGroupHref).toContain('item_group_id=');
    const answer = await get(
      new URL(group?.itemGroupHref ?? '').pathname + new URL(group?.itemGroupHref ?? '').search,
    );
    expectFits(spec.response('getItemsByItemGroup', 200), answer);
    const items = (answer.body as { items: { itemId: string; primaryItemGroup: { itemGroupId: string } }[] })
      .items;
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]?.primaryItemGroup.itemGroupId).toBe(group?.legacyItemId);
    const variation = await get(`/buy/browse/v1/item/${encodeURIComponent(items[1]?.itemId ?? '')}`);
    expectFits(spec.response('getItem', 200), variation);
    const whole = await get(
      `/buy/browse/v1/item/get_item_by_legacy_id?legacy_item_id=${group?.legacyItemId}`,
    );
    expectFits(errorsFit('browse'), whole, 400);
    expect(errorIdOf(whole)).toBe(11006);
  });
});

interface ReviewRatingAnswer {
  averageRating: string;
  reviewCount: number;
  ratingHistograms: { rating: string; count: number }[];
}

/** Live listings of a demo seller today without variations: some with product reviews, some without. */
function plainListings() {
  const market = ebay.sandbox.market;
  return market
    .listingIdsOfSeller('demo-seller-2', ebay.today())
    .map((id) => market.listing(id, ebay.today()))
    .filter((listing) => listing !== undefined && !listing.itemGroup)
    .map((listing) => listing as NonNullable<typeof listing>);
}

describe('Browse product reviews and getItems, held to buy_browse_v1', () => {
  it('carries the product’s review rating on the Item where the product has reviews', async () => {
    const listings = plainListings();
    const reviewed = listings.find((listing) => (listing.productReviews?.reviewCount ?? 0) > 3);
    const unreviewed = listings.find((listing) => !listing.productReviews);
    const withReviews = await get(`/buy/browse/v1/item/${encodeURIComponent(`v1|${reviewed?.itemId}|0`)}`);
    expectFits(spec.response('getItem', 200), withReviews);
    const rating = (withReviews.body as { primaryProductReviewRating: ReviewRatingAnswer })
      .primaryProductReviewRating;
    const histogram = reviewed?.productReviews?.histogram ?? [];
    expect(rating).toEqual({
      averageRating: reviewed?.productReviews?.averageRating.toFixed(1),
      reviewCount: reviewed?.productReviews?.reviewCount,
      ratingHistograms: [5, 4, 3, 2, 1].map((stars) => ({
        rating: String(stars),
        count: histogram[stars - 1],
      })),
    });
    expect(rating.ratingHistograms.reduce((sum, bar) => sum + bar.count, 0)).toBe(rating.reviewCount);
    const weighted =
      rating.ratingHistograms.reduce((sum, bar) => sum + Number(bar.rating) * bar.count, 0) /
      rating.reviewCount;
    expect(Math.abs(weighted - Number(rating.averageRating))).toBeLessThanOrEqual(0.05 + 1e-9);
    const without = await get(
      `/buy/browse/v1/item/get_item_by_legacy_id?legacy_item_id=${unreviewed?.itemId}`,
    );
    expectFits(spec.response('getItemByLegacyId', 200), without);
    expect(without.body).not.toHaveProperty('primaryProductReviewRating');
  });

  it('answers getItems with the documented CoreItem fields and warns of ids it does not know', async () => {
    const known = plainListings().slice(0, 18);
    const ids = [...known.map((l) => `v1|${l.itemId}|0`), 'v1|999999999999|0', `v1|${known[0]?.itemId}|7`];
    const answer = await get(`/buy/browse/v1/item/?item_ids=${encodeURIComponent(ids.join(','))}`);
    expectFits(spec.response('getItems', 200), answer);
    const body = answer.body as {
      items: Record<string, unknown>[];
      total: number;
      warnings: { errorId: number; parameters: { value: string }[] }[];
    };
    expect(body.items.map((item) => item.legacyItemId)).toEqual(known.map((l) => l.itemId));
    expect(body.total).toBe(18);
    expect(body.items[0]).toMatchObject({
      itemId: ids[0],
      price: { value: known[0]?.price.toFixed(2), currency: known[0]?.currency },
    });
    // eBay's document: this call returns only these fields (no title, no review rating).
    const documented = new Set([
      'eligibleForInlineCheckout',
      'estimatedAvailabilities',
      'itemAffiliateWebUrl',
      'itemId',
      'itemWebUrl',
      'legacyItemId',
      'price',
      'sellerItemRevision',
      'taxes',
      'topRatedBuyingExperience',
    ]);
    for (const item of body.items) for (const field of Object.keys(item)) expect(documented).toContain(field);
    expect(body.warnings.map((w) => [w.errorId, w.parameters[0]?.value])).toEqual([
      [11001, ids[18]],
      [11001, ids[19]],
    ]);
    const noSlash = await get(`/buy/browse/v1/item?item_ids=${encodeURIComponent(ids[0] ?? '')}`);
    expectFits(spec.response('getItems', 200), noSlash);
    expect((noSlash.body as { items: unknown[] }).items).toHaveLength(1);
  });

  it('refuses getItems with too many, malformed, missing or mixed id lists', async () => {
    const id = `v1|${plainListings()[0]?.itemId}|0`;
    const cases: [string, number][] = [
      [`item_ids=${encodeURIComponent(Array.from({ length: 21 }, () => id).join(','))}`, 11015],
      ['item_ids=12345', 11012],
      ['', 11017],
      [`item_ids=${encodeURIComponent(id)}&item_group_ids=123`, 11014],
    ];
    for (const [query, errorId] of cases) {
      const answer = await get(`/buy/browse/v1/item/?${query}`);
      expectFits(errorsFit('browse'), answer, 400);
      expect(errorIdOf(answer)).toBe(errorId);
    }
  });
});

describe('Taxonomy, held to commerce_taxonomy_v1', () => {
  const base = '/commerce/taxonomy/v1';

  it('names the default tree per marketplace and serves the whole tree', async () => {
    const id = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_DE`);
    expectFits(spec.response('getDefaultCategoryTreeId', 200), id);
    expect((id.body as { categoryTreeId: string }).categoryTreeId).toBe('77');
    const tree = await get(`${base}/category_tree/77`);
    expectFits(spec.response('getCategoryTree', 200), tree);
    const root = (
      tree.body as { rootCategoryNode: { categoryTreeNodeLevel: number; childCategoryTreeNodes: unknown[] } }
    ).rootCategoryNode;
    expect(root.categoryTreeNodeLevel).toBe(0);
    expect(root.childCategoryTreeNodes.length).toBeGreaterThan(3);
    const unknown = await get(`${base}/get_default_category_tree_id?marketplace_id=EBAY_XX`);
    expectFits(errorsFit('taxonomy'), unknown, 400);
    expect(errorIdOf(unknown)).toBe(62003);
  });

  it('serves a subtree and a leaf’s aspects, and refuses aspects of a non-leaf', async () => {
    const market = ebay.sandbox.market;
    const top = market.rootCategory(77).children[0];
    const subtree = await get(`${base}/category_tree/77/get_category_subtree?category_id=${top?.categoryId}`);
    expectFits(spec.response('getCategorySubtree', 200), subtree);
    let leaf = top;
    while (leaf && !leaf.leaf) leaf = leaf.children[0];
    const aspects = await get(
      `${base}/category_tree/77/get_item_aspects_for_category?category_id=${leaf?.categoryId}`,
    );
    expectFits(spec.response('getItemAspectsForCategory', 200), aspects);
    expect((aspects.body as { aspects: unknown[] }).aspects.length).toBe(
      market.aspects(77, leaf?.categoryId ?? '').length,
    );
    const notLeaf = await get(
      `${base}/category_tree/77/get_item_aspects_for_category?category_id=${top?.categoryId}`,
    );
    expectFits(errorsFit('taxonomy'), notLeaf, 400);
    expect(errorIdOf(notLeaf)).toBe(62009);
    const wrongTree = await get(
      `${base}/category_tree/999/get_category_subtree?category_id=${top?.categoryId}`,
    );
    expectFits(errorsFit('taxonomy'), wrongTree, 400);
    expect(errorIdOf(wrongTree)).toBe(62004);
  });
});

describe('Autocomplete and pictures', () => {
  it('suggests at most 10 keywords for a prefix in eBay’s autosug shape', async () => {
    const prefix = keyword.slice(0, 2);
    const answer = await ebay.call(`/autosug?kwd=${encodeURIComponent(prefix)}&sId=77`);
    expect(answer.status).toBe(200);
    const body = answer.body as { prefix: string; res: { sug: string[] } };
    expect(body.prefix).toBe(prefix);
    expect(body.res.sug.length).toBeGreaterThan(0);
    expect(body.res.sug.length).toBeLessThanOrEqual(10);
    expect(
      body.res.sug.every((suggestion) => suggestion.toLowerCase().startsWith(prefix.toLowerCase())),
    ).toBe(true);
  });

  it('draws a listing’s picture as SVG with its item number', async () => {
    const answer = await ebay.call('/pictures/123456789012/2.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.text).toContain('123456789012');
  });
});
