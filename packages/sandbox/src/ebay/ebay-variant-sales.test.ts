import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayNumber, dayString } from '../marketplace/days.ts';
import type { Listing } from '../marketplace/model.ts';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// What the variant tool reads: each variation's sold quantity through Browse's item group, day by day, and
// the listing's view-item page that sellers paste. Held to eBay's published Browse document.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), { browse: 'buy_browse_v1_oas3.json' });
let ebay: TestSandbox;
let appToken: string;

const addDays = (day: string, days: number) => dayString(dayNumber(day) + days);

interface GroupItem {
  itemId: string;
  legacyItemId: string;
  price: { value: string; currency: string };
  estimatedAvailabilities: { estimatedSoldQuantity: number }[];
}

const get = (path: string, headers: Record<string, string> = {}) =>
  ebay.call(path, {
    headers: { authorization: `Bearer ${appToken}`, 'x-ebay-c-marketplace-id': 'EBAY_DE', ...headers },
  });

/** A German listing with variations that sold in the last 10 days. */
function sellingGroup(): Listing {
  const market = ebay.sandbox.market;
  for (const keyword of market.keywordUniverse(77)) {
    for (const hit of market.search({ siteId: 77, q: keyword, limit: 50, offset: 0 }, ebay.today()).items) {
      const listing = hit.listing;
      if (!listing.itemGroup || listing.variations.length < 2) continue;
      const before = market.listing(listing.itemId, addDays(ebay.today(), -11));
      const after = market.listing(listing.itemId, addDays(ebay.today(), -1));
      if (before && after && after.quantitySold - before.quantitySold >= 3) return listing;
    }
  }
  throw new Error('no selling listing with variations');
}

beforeAll(async () => {
  ebay = await startTestSandbox();
  appToken = await ebay.applicationToken();
});

afterAll(async () => {
  await ebay?.close();
});

describe('per-variation sales through getItemsByItemGroup', () => {
  it('answers each variation’s sold quantity, and a day’s difference is that day’s sales', async () => {
    const listing = sellingGroup();
    const group = async (day: string) => {
      const answer = await get(
        `/buy/browse/v1/item/get_items_by_item_group?item_group_id=${listing.itemId}`,
        {
          'x-sandbox-date': day,
        },
      );
      expect(spec.response('getItemsByItemGroup', 200)(answer.body)).toEqual([]);
      return (answer.body as { items: GroupItem[] }).items;
    };
    let checkedSales = 0;
    for (let back = 10; back >= 1; back--) {
      const day = addDays(ebay.today(), -back);
      const [before, after] = [await group(addDays(day, -1)), await group(day)];
      const sales = ebay.sandbox.market.sales(listing.itemId, day);
      expect(after.map((item) => item.itemId)).toEqual(before.map((item) => item.itemId));
      for (const [index, item] of after.entries()) {
        const variationId = item.itemId.split('|')[2] ?? '';
        const sold =
          (item.estimatedAvailabilities[0]?.estimatedSoldQuantity ?? 0) -
          (before[index]?.estimatedAvailabilities[0]?.estimatedSoldQuantity ?? 0);
        expect(sold).toBe(sales.byVariation[variationId]);
        checkedSales += sold;
      }
    }
    expect(checkedSales).toBeGreaterThanOrEqual(3);
    const today = await group(ebay.today());
    expect(today.every((item) => item.legacyItemId === listing.itemId)).toBe(true);
  });
});

describe('the view-item page', () => {
  it('serves a listing’s page with its canonical address, item number and variation selects', async () => {
    const listing = sellingGroup();
    const answer = await ebay.call(`/itm/${listing.itemId}`);
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).toContain(`<link rel="canonical" href="https://www.ebay.de/itm/${listing.itemId}">`);
    expect(html).toContain('eBay-Artikelnummer:');
    expect(html).toContain('class="x-msku__select-box"');
    const firstValue = listing.variations[0]?.specifics[0]?.values[0] ?? '';
    expect(html).toContain(firstValue.replace(/&/g, '&amp;'));
    expect((await ebay.call('/itm/1')).status).toBe(404);
  });
});
