import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import type { EbayClient } from '../src/integrations/ebay/create-ebay-client.ts';
import { EbayError, EbayReconsentRequired } from '../src/integrations/ebay/ebay-error.ts';
import type { RetryPolicy } from '../src/integrations/ebay/send-with-retry.ts';
import { documentedOperationOf, ebayRestOperations } from './support/ebay-openapi-operations.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { dayMs, minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Every request the client sends, and a hook to break the next answer or the next connection. */
const sent: SentRequest[] = [];
const logged: { details: object; message: string }[] = [];
let tamper: ((url: URL) => Response | undefined) | undefined;
let failConnections = 0;

const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  sent.push({ method: init?.method ?? 'GET', url, headers: new Headers(init?.headers) });
  if (failConnections > 0) {
    failConnections -= 1;
    throw new TypeError('fetch failed (connection reset)');
  }
  const response = await fetch(input, init);
  const replaced = tamper?.(url);
  if (replaced) {
    await response.body?.cancel();
    return replaced;
  }
  return response;
};

function clientWith(retry: Partial<RetryPolicy> = {}): EbayClient {
  return standInEbayClient(t, {
    fetch: recordingFetch,
    logger: { error: (details, message) => logged.push({ details, message }) },
    retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 50, ...retry },
  });
}

let client: EbayClient;
let seller: string;
let sellerItemId: string;
let searchWords: string;
let userToken: string;
let tokenId: number;

const today = () => t.clock.now().toISOString().slice(0, 10);
/** eBay's widest end-time window, 120 days, from one reading of the clock (two could differ by a millisecond). */
const sellerWindow = () => {
  const now = t.clock.now().getTime();
  return { endTimeFrom: new Date(now - dayMs), endTimeTo: new Date(now + 119 * dayMs) };
};
const browseCalls = () => t.ebaySandbox.stats().calls.browse ?? 0;
const oauthCalls = () => t.ebaySandbox.stats().calls.oauth ?? 0;
const tokenRow = async () => (await t.db.select().from(ebayTokens).where(eq(ebayTokens.id, tokenId)))[0];

beforeAll(async () => {
  client = clientWith();
  const market = t.ebaySandbox.market;
  // A seller with German listings: their titles give search words that find something.
  const found = market
    .sellers()
    .map((s) => ({
      s,
      listings: market.listingIdsOfSeller(s.username, today()).map((id) => market.listing(id, today())),
    }))
    .find(({ listings }) => listings.some((l) => l?.siteId === 77));
  const listing = found?.listings.find((l) => l?.siteId === 77);
  if (!found || !listing) throw new Error('no seller with German listings in the stand-in');
  seller = found.s.username;
  sellerItemId = listing.itemId;
  searchWords = listing.title.split(/\s+/).slice(0, 2).join(' ');
  const user = await t.signedInUser({ plan: 'Gold' });
  userToken = user.token;
  await t.connectEbaySeller(user.token, seller);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  tokenId = row.id;
});

describe('public eBay APIs with the application token', () => {
  it('searches a site and maps the results; the application token is fetched once and reused', async () => {
    const before = oauthCalls();
    const page = await client.searchItems({ siteId: 77, q: searchWords, limit: 50 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.itemId).toBeTruthy();
      expect(item.title).toBeTruthy();
      expect(item.price?.currency).toBe('EUR');
    }
    await client.searchItems({ siteId: 77, q: searchWords, limit: 10, offset: 10 });
    expect(oauthCalls() - before).toBe(1);
    const search = sent.filter((r) => r.url.pathname === '/buy/browse/v1/item_summary/search').at(-1);
    expect(search?.headers.get('x-ebay-c-marketplace-id')).toBe('EBAY_DE');
    expect(search?.url.searchParams.get('offset')).toBe('10');
  });

  it('reads one item', async () => {
    const page = await client.searchItems({ siteId: 77, q: searchWords, limit: 50 });
    // A listing with variations is an item group, which eBay serves by getItemsByItemGroup instead.
    const first = page.items.find((item) => item.itemGroupType === null);
    if (!first) throw new Error('no single-item search result');
    const item = await client.getItem(77, first.itemId);
    expect(item.itemId).toBe(first.itemId);
    expect(item.title).toBe(first.title);
  });

  it("reads a product's reviews from the item answer, and none where the product has none", async () => {
    const market = t.ebaySandbox.market;
    const listings = market
      .listingIdsOfSeller(seller, today())
      .map((id) => market.listing(id, today()))
      .filter((l) => l !== undefined && l.siteId === 77)
      .map((l) => l as NonNullable<typeof l>);
    const reviewed = listings.find((l) => !l.itemGroup && (l.productReviews?.reviewCount ?? 0) > 1);
    const unreviewed = listings.find((l) => !l.itemGroup && !l.productReviews);
    const group = listings.find((l) => l.itemGroup && l.productReviews);
    if (!reviewed || !unreviewed || !group) throw new Error('the seller lacks a listing of each kind');
    const item = await client.getItemByLegacyId(77, reviewed.itemId);
    const histogram = reviewed.productReviews?.histogram ?? [];
    expect(item.productReviews).toEqual({
      averageRating: reviewed.productReviews?.averageRating,
      reviewCount: reviewed.productReviews?.reviewCount,
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: histogram[stars - 1] })),
    });
    expect((await client.getItemByLegacyId(77, unreviewed.itemId)).productReviews).toBeNull();
    // A listing known to have variations is read as its group at once, without the refused legacy call.
    const before = browseCalls();
    const variation = await client.getItemByLegacyId(77, group.itemId, { isItemGroup: true });
    expect(browseCalls() - before).toBe(1);
    expect(variation.productReviews?.reviewCount).toBe(group.productReviews?.reviewCount);
  });

  it('reads up to 20 items with getItems; an id the stand-in does not know comes back as unknown', async () => {
    const market = t.ebaySandbox.market;
    const known = market
      .listingIdsOfSeller(seller, today())
      .map((id) => market.listing(id, today()))
      .filter((l) => l !== undefined && !l.itemGroup)
      .slice(0, 19)
      .map((l) => l as NonNullable<typeof l>);
    const unknown = 'v1|999999999999|0';
    const before = browseCalls();
    const answer = await client.getItems(77, [...known.map((l) => `v1|${l.itemId}|0`), unknown]);
    expect(browseCalls() - before).toBe(1);
    expect(answer.unknownItemIds).toEqual([unknown]);
    expect(answer.items.map((item) => item.legacyItemId)).toEqual(known.map((l) => l.itemId));
    expect(answer.items[0]).toMatchObject({
      price: { value: known[0]?.price, currency: known[0]?.currency },
      availableQuantity: known[0]?.quantity,
      soldQuantity: known[0]?.quantitySold,
    });
    const tooMany = Array.from({ length: 21 }, () => `v1|${known[0]?.itemId}|0`);
    await expect(client.getItems(77, tooMany)).rejects.toThrow(RangeError);
    expect(browseCalls() - before).toBe(1);
  });

  it('passes asOf as X-Sandbox-Date, which the stand-in reads (a future day is refused)', async () => {
    const yesterday = new Date(t.clock.now().getTime() - dayMs).toISOString().slice(0, 10);
    await client.searchItems({ siteId: 77, q: searchWords, asOf: yesterday });
    expect(sent.at(-1)?.headers.get('x-sandbox-date')).toBe(yesterday);
    const tomorrow = new Date(t.clock.now().getTime() + dayMs).toISOString().slice(0, 10);
    await expect(client.searchItems({ siteId: 77, q: searchWords, asOf: tomorrow })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
    });
    await client.autocomplete(77, searchWords.slice(0, 3), { asOf: yesterday });
    expect(sent.at(-1)?.headers.get('x-sandbox-date')).toBe(yesterday);
  });

  it('reads the category tree and the aspects of a leaf', async () => {
    const tree = await client.categoryTree(77);
    expect(tree.root.children.length).toBeGreaterThan(0);
    let leaf = tree.root;
    while (leaf.children[0]) leaf = leaf.children[0];
    expect(leaf.isLeaf).toBe(true);
    const aspects = await client.itemAspects(77, leaf.categoryId);
    expect(aspects.length).toBeGreaterThan(0);
    expect(aspects.every((a) => a.name.length > 0)).toBe(true);
  });

  it("suggests categories for a listing's title, its own among them, with the path from level 1", async () => {
    const listing = t.ebaySandbox.market.listing(sellerItemId, today());
    const suggestions = await client.categorySuggestions(77, listing?.title ?? '');
    const own = suggestions.find((s) => s.categoryId === listing?.categoryId);
    expect(own?.path).toEqual(listing?.categoryPath);
  });

  it('suggests search words for a prefix', async () => {
    const prefix = searchWords.slice(0, 3).toLowerCase();
    const suggestions = await client.autocomplete(77, prefix);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.toLowerCase().startsWith(prefix))).toBe(true);
    expect(sent.at(-1)?.url.searchParams.get('sId')).toBe('77');
  });
});

describe('the Trading API for a connected seller', () => {
  it("lists the seller's listings page by page", async () => {
    const first = await client.seller(tokenId).getSellerList({ page: 1, perPage: 5, ...sellerWindow() });
    expect(first.totalEntries).toBeGreaterThan(0);
    expect(first.items.length).toBe(Math.min(5, first.totalEntries));
    expect(first.hasMore).toBe(first.totalEntries > 5);
    for (const item of first.items) {
      expect(item.sellerUsername).toBe(seller);
      expect(item.categoryId).toBeTruthy();
      expect(item.endTime).toBeInstanceOf(Date);
    }
    const request = sent.at(-1);
    expect(request?.headers.get('x-ebay-api-call-name')).toBe('GetSellerList');
    expect(request?.headers.get('x-ebay-api-iaf-token')).toBeTruthy();
  });

  it('reads one listing with its description, and revises its title', async () => {
    const seller_ = client.seller(tokenId);
    const item = await seller_.getItem(sellerItemId);
    expect(item.itemId).toBe(sellerItemId);
    expect(item.descriptionHtml).toBeTruthy();
    const title = `${item.title.slice(0, 60)} Neu`;
    const result = await seller_.reviseItem(
      sellerItemId,
      { title },
      { fixedPrice: item.listingType === 'FixedPriceItem' },
    );
    expect(['Success', 'Warning']).toContain(result.ack);
    expect((await seller_.getItem(sellerItemId)).title).toBe(title);
  });

  it('renews an expired access token once, even for concurrent calls, and stores it sealed', async () => {
    const before = await tokenRow();
    t.clock.advance(3 * 60 * minuteMs);
    const refreshesBefore = oauthCalls();
    const seller_ = client.seller(tokenId);
    await Promise.all([
      seller_.getSellerList({ page: 1, perPage: 2, ...sellerWindow() }),
      seller_.getItem(sellerItemId),
    ]);
    expect(oauthCalls() - refreshesBefore).toBe(1);
    const after = await tokenRow();
    expect(after?.accessTokenSealed).not.toBe(before?.accessTokenSealed);
    expect(after?.accessTokenExpiresAt?.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});

describe('retries', () => {
  it('waits out a 429 and then succeeds, honouring Retry-After', async () => {
    const patient = clientWith({ maxDelayMs: 3_000 });
    t.ebaySandbox.injectFault({ api: 'browse', status: 429, count: 1, retryAfterSeconds: 1 });
    const callsBefore = browseCalls();
    const started = Date.now();
    const page = await patient.searchItems({ siteId: 77, q: searchWords });
    expect(page.total).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(browseCalls() - callsBefore).toBe(2);
  });

  it('retries 5xx answers and a dropped connection, then succeeds', async () => {
    t.ebaySandbox.injectFault({ api: 'browse', status: 503, count: 1 });
    failConnections = 1;
    const sentBefore = sent.length;
    const page = await client.searchItems({ siteId: 77, q: searchWords });
    expect(page.total).toBeGreaterThan(0);
    expect(sent.length - sentBefore).toBe(3);
  });

  it('gives up after the configured attempts with an unavailable error', async () => {
    t.ebaySandbox.injectFault({ api: 'browse', status: 500, count: 10 });
    const callsBefore = browseCalls();
    try {
      const failure = await client
        .searchItems({ siteId: 77, q: searchWords })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(EbayError);
      expect(failure).toMatchObject({ kind: 'unavailable', attempts: 3, status: 500 });
      expect(browseCalls() - callsBefore).toBe(3);
    } finally {
      t.ebaySandbox.clearFaults();
    }
  });
});

describe('answers that do not have the documented shape', () => {
  it('are rejected and logged with their problems, never with a token', async () => {
    tamper = (url) =>
      url.pathname === '/buy/browse/v1/item_summary/search'
        ? new Response(JSON.stringify({ total: 'many', itemSummaries: [{ title: 3 }] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : undefined;
    try {
      await expect(client.searchItems({ siteId: 77, q: searchWords })).rejects.toMatchObject({
        kind: 'invalidAnswer',
      });
    } finally {
      tamper = undefined;
    }
    const entry = logged.at(-1);
    expect(entry?.message).toMatch(/answer rejected/);
    expect(JSON.stringify(entry?.details)).toMatch(/total/);
    const row = await tokenRow();
    const access = row?.accessTokenSealed ? t.ebay.cipher.open(row.accessTokenSealed, 'access') : 'none';
    expect(JSON.stringify(logged)).not.toContain(access);
  });
});

describe('a grant eBay revoked', () => {
  it('makes seller calls throw EbayReconsentRequired and marks the token invalid', async () => {
    expect(t.ebaySandbox.revokeGrants(seller)).toBeGreaterThan(0);
    const failure = await client
      .seller(tokenId)
      .getItem(sellerItemId)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EbayReconsentRequired);
    expect(failure).toMatchObject({ reason: 'revoked', username: seller, tokenId });
    expect((await tokenRow())?.refreshTokenSealed).toBeNull();
    const invalid = await t.get<{ username: string }[]>('/api/bayuser/invalid-ebay-token', {
      token: userToken,
    });
    expect(invalid.body.data.map((entry) => entry.username)).toContain(seller);
  });
});

// The client's REST requests checked against eBay's published OpenAPI documents: every operation it calls is
// documented, every query parameter it sends is declared, and every required parameter is present.
describe("the client's REST requests match eBay's OpenAPI documents", () => {
  const operations = ebayRestOperations();
  // Not REST documents of this folder: OAuth (RFC 6749), Trading (XML), autosug, and the Notification API.
  const undocumented = ['/identity/v1/oauth2/token', '/ws/api.dll', '/autosug', '/commerce/notification/'];

  it('every REST call is a documented operation with declared and required parameters', async () => {
    // The revoke above took the seller's tokens: consenting again gives a user token for Identity.
    await t.connectEbaySeller(userToken, seller);
    const sealed = (await tokenRow())?.accessTokenSealed;
    if (!sealed) throw new Error('no access token after consenting again');
    const identity = await client.identity(t.ebay.cipher.open(sealed, 'access'));
    expect(identity.username).toBe(seller);
    const checked = new Set<string>();
    for (const request of sent) {
      const { pathname } = request.url;
      if (undocumented.some((prefix) => pathname.startsWith(prefix))) continue;
      const operation = documentedOperationOf(operations, request);
      if (!operation) continue;
      for (const parameter of operation.parameters.filter((p) => p.required)) {
        if (parameter.in === 'query')
          expect(request.url.searchParams.has(parameter.name), `${pathname}: ${parameter.name}`).toBe(true);
        if (parameter.in === 'header')
          expect(request.headers.has(parameter.name), `${pathname}: header ${parameter.name}`).toBe(true);
      }
      expect(request.headers.get('authorization')).toMatch(/^Bearer \S+$/);
      checked.add(`${operation.method} ${operation.basePath}${operation.template.source}`);
    }
    // search, getItem, getItems, getItemByLegacyId, getItemsByItemGroup, getDefaultCategoryTreeId,
    // getCategoryTree, getItemAspectsForCategory, getCategorySuggestions, getUser
    expect(checked.size).toBe(10);
  });
});
