import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import type { EbayClient } from '../src/integrations/ebay/create-ebay-client.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

// Trading GetSellerList filtered by category, as the item specifics load sends it (pages of 200): the client's
// request and the stand-in's answer hold to eBay's reference for the call (GetSellerListRequestType and
// GetSellerListResponseType, Trading API), and the stand-in answers that category's listings and no others.
const t = useTestApp();
const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '@_' });
type Node = Record<string, unknown>;

/** The request fields eBay documents for GetSellerList (besides the standard ones every call takes). */
const documentedRequestFields = new Set([
  'AdminEndedItemsOnly',
  'CategoryID',
  'EndTimeFrom',
  'EndTimeTo',
  'GranularityLevel',
  'IncludeVariations',
  'IncludeWatchCount',
  'MotorsDealerUsers',
  'Pagination',
  'SKUArray',
  'Sort',
  'StartTimeFrom',
  'StartTimeTo',
  'UserID',
  'DetailLevel',
  'ErrorLanguage',
  'MessageID',
  'OutputSelector',
  'Version',
  'WarningLevel',
]);
/** The response fields eBay documents for GetSellerList, the standard ones included. */
const documentedResponseFields = new Set([
  '@_xmlns',
  'Ack',
  'Build',
  'CorrelationID',
  'Errors',
  'HasMoreItems',
  'ItemArray',
  'ItemsPerPage',
  'PageNumber',
  'PaginationResult',
  'ReturnedItemCountActual',
  'Seller',
  'Timestamp',
  'Version',
]);

interface Exchange {
  headers: Headers;
  request: Node;
  response: Node;
}
const exchanges: Exchange[] = [];

const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!String(input).endsWith('/ws/api.dll')) return response;
  const text = await response.clone().text();
  const request = parser.parse(String(init?.body ?? '')) as Node;
  exchanges.push({
    headers: new Headers(init?.headers),
    request: request.GetSellerListRequest as Node,
    response: (parser.parse(text) as Node).GetSellerListResponse as Node,
  });
  return response;
};

const list = (value: unknown): Node[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];

let client: EbayClient;
let tokenId: number;
let live: Listing[];
let categoryId: string;

beforeAll(async () => {
  client = standInEbayClient(t, { fetch: recordingFetch });
  const market = t.ebaySandbox.market;
  const day = t.clock.now().toISOString().slice(0, 10);
  // The seller whose listings span the most categories, so a filter has something to leave out.
  const ranked = market
    .sellers()
    .map((seller) => {
      const listings = market
        .listingIdsOfSeller(seller.username, day)
        .map((id) => market.listing(id, day))
        .filter((l): l is Listing => l !== undefined);
      return { seller, listings, categories: new Set(listings.map((l) => l.categoryId)).size };
    })
    .sort((a, b) => b.categories - a.categories);
  const chosen = ranked[0];
  if (!chosen || chosen.categories < 2) throw new Error('no seller with listings in two categories');
  live = chosen.listings;
  const counts = new Map<string, number>();
  for (const l of live) counts.set(l.categoryId, (counts.get(l.categoryId) ?? 0) + 1);
  categoryId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, chosen.seller.username);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  tokenId = row.id;
});

describe('GetSellerList filtered by category', () => {
  it("sends eBay's documented request and reads the documented answer of that category's listings only", async () => {
    const now = t.clock.now();
    const window = { endTimeFrom: now, endTimeTo: new Date(now.getTime() + 120 * dayMs) };
    exchanges.length = 0;
    const page = await client
      .seller(tokenId)
      .getSellerList({ page: 1, perPage: 200, ...window, categoryId, withVariations: false });

    const [exchange] = exchanges;
    if (!exchange) throw new Error('no GetSellerList request was sent');
    expect(exchange.headers.get('x-ebay-api-call-name')).toBe('GetSellerList');
    expect(exchange.headers.get('x-ebay-api-compatibility-level')).toMatch(/^\d+$/);
    expect(exchange.headers.get('x-ebay-api-siteid')).toMatch(/^\d+$/);
    expect(exchange.headers.get('x-ebay-api-iaf-token')).toBeTruthy();
    const request = exchange.request;
    expect(request['@_xmlns']).toBe('urn:ebay:apis:eBLBaseComponents');
    for (const field of Object.keys(request).filter((k) => !k.startsWith('@_')))
      expect(documentedRequestFields, `request field ${field}`).toContain(field);
    expect(request.CategoryID).toBe(categoryId);
    expect(String(request.CategoryID)).toMatch(/^\d+$/);
    const pagination = request.Pagination as Node;
    expect(pagination.EntriesPerPage).toBe('200');
    expect(pagination.PageNumber).toBe('1');
    expect(['Coarse', 'Medium', 'Fine']).toContain(request.GranularityLevel);
    expect(request.IncludeVariations).toBe('false');
    // eBay: both ends of the window in ISO 8601 UTC, at most 120 days apart.
    const from = Date.parse(String(request.EndTimeFrom));
    const to = Date.parse(String(request.EndTimeTo));
    expect(String(request.EndTimeFrom)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(to - from).toBeLessThanOrEqual(120 * dayMs);

    const response = exchange.response;
    for (const field of Object.keys(response))
      expect(documentedResponseFields, `response field ${field}`).toContain(field);
    expect(response.Ack).toBe('Success');
    const items = list((response.ItemArray as Node).Item);
    expect(response.ItemsPerPage).toBe('200');
    expect(response.PageNumber).toBe('1');
    expect(Number(response.ReturnedItemCountActual)).toBe(items.length);
    const result = response.PaginationResult as Node;
    const total = Number(result.TotalNumberOfEntries);
    expect(Number(result.TotalNumberOfPages)).toBe(Math.ceil(total / 200));
    expect(response.HasMoreItems).toBe(String(total > 200));

    // The stand-in filters by the listing's primary category: exactly the category's listings in the window.
    const expected = live
      .filter((l) => l.categoryId === categoryId)
      .filter((l) => Date.parse(l.endTime) >= from && Date.parse(l.endTime) <= to)
      .map((l) => l.itemId)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    for (const item of items) expect((item.PrimaryCategory as Node).CategoryID).toBe(categoryId);
    expect(page.totalEntries).toBe(expected.length);
    expect(page.items.map((item) => item.itemId).sort()).toEqual(expected.slice(0, 200));
    expect(page.items.every((item) => item.categoryId === categoryId && item.variations.length === 0)).toBe(
      true,
    );
  });

  it('answers other categories without the filter, so the filter is what leaves them out', async () => {
    const now = t.clock.now();
    const window = { endTimeFrom: now, endTimeTo: new Date(now.getTime() + 120 * dayMs) };
    const all = await client.seller(tokenId).getSellerList({ page: 1, perPage: 200, ...window });
    expect(all.items.some((item) => item.categoryId !== categoryId)).toBe(true);
    const filtered = await client
      .seller(tokenId)
      .getSellerList({ page: 1, perPage: 200, ...window, categoryId });
    expect(filtered.totalEntries).toBeLessThan(all.totalEntries);
    expect(filtered.items.every((item) => item.categoryId === categoryId)).toBe(true);
  });
});
