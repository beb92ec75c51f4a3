import type { OrganicResult } from '@baylytics/contract/search-organic';
import { organicSearchLimit } from '@baylytics/contract/search-organic';
import { describe, expect, it } from 'vitest';
import { sellerSearchPhrases } from '../src/seed/demo-connections.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const url = '/api/ebayranking/search-organic';
const today = () => t.clock.now().toISOString().slice(0, 10);

/** A keyword the demo market knows: its first suggestion for a letter. */
async function marketKeyword(letter: string): Promise<string> {
  const [keyword] = await t.ebay.client.autocomplete(77, letter);
  if (!keyword) throw new Error(`no suggestion for ${letter}`);
  return keyword;
}

/** What the eBay stand-in's market itself lists for the keyword today (no HTTP, no client). */
function marketSearch(keyword: string) {
  return t.ebaySandbox.market.search({ siteId: 77, q: keyword, limit: 200, offset: 0 }, today());
}

/** A live German listing of the demo market: the organic search takes only a listing eBay shows. */
async function liveItem(): Promise<string> {
  const listing = marketSearch(await marketKeyword('k')).items[0]?.listing;
  if (!listing) throw new Error('the demo market lists nothing for its first k keyword');
  return listing.itemId;
}

const bronze = () => t.signedInUser({ grantedRoles: ['EbayRankingBronze'] });
const query = (p: { keyword: string; itemNumber: string | number; countryId?: number }) =>
  `${url}?${new URLSearchParams({ countryId: String(p.countryId ?? 1), keyword: p.keyword, itemNumber: String(p.itemNumber) })}`;

describe('GET /ebayranking/search-organic', () => {
  it("answers the stand-in's live top 200 for the day, with the item's place and its row marked", async () => {
    const user = await bronze();
    const keyword = await marketKeyword('k');
    const expected = marketSearch(keyword);
    expect(expected.items.length).toBeGreaterThan(7);
    const target = expected.items[6]?.listing;
    if (!target) throw new Error('no seventh result');

    const answer = await t.get<OrganicResult>(query({ keyword, itemNumber: target.itemId }), {
      token: user.token,
    });

    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result.total).toBe(expected.total);
    expect(result.items.map((item) => item.itemNumber)).toEqual(
      expected.items.map((hit) => hit.listing.itemId),
    );
    expect(result.items.map((item) => item.priorityListing)).toEqual(
      expected.items.map((hit) => hit.priorityListing),
    );
    expect(result.position).toBe(result.items.findIndex((item) => item.itemNumber === target.itemId) + 1);
    expect(result.position).toBeLessThanOrEqual(7);
    expect(result.items.filter((item) => item.sameItemNumber).map((item) => item.itemNumber)).toEqual(
      expected.items.filter((hit) => hit.listing.itemId === target.itemId).map(() => target.itemId),
    );

    const row = result.items[6];
    const seller = t.ebaySandbox.market.seller(target.sellerUsername);
    expect(row).toMatchObject({
      position: 7,
      title: target.title,
      sellerName: target.sellerUsername,
      feedbackScore: seller?.feedbackScore,
      positiveFeedbackPercent: seller?.feedbackPercentage,
      topRatedSeller: target.topRatedListing,
      eBayPlus: target.eBayPlus,
      variant: target.itemGroup,
      currency: 'EUR',
      convertedCurrentPrice: target.price,
      listingType: target.listingType === 'Chinese' ? 'Auction' : 'FixedPrice',
    });
  });

  it("shows other sellers' listings competing with a demo seller's for the search phrases of its items", async () => {
    const user = await bronze();
    const market = t.ebaySandbox.market;
    const seller = 'demo-seller-2';
    const titles = market
      .listingIdsOfSeller(seller, today())
      .map((id) => market.listing(id, today()))
      .filter((listing) => listing?.siteId === 77)
      .slice(0, 200)
      .map((listing) => listing?.title ?? '');
    const phrases = await sellerSearchPhrases(t.ebay.client, titles, 3);
    expect(phrases).toHaveLength(3);
    for (const keyword of phrases) {
      // A buyer's phrase: a product type with a brand, attribute, size or model, not a title fragment.
      expect(keyword.split(' ').length).toBeGreaterThan(1);
      const own = marketSearch(keyword).items.find((hit) => hit.listing.sellerUsername === seller);
      if (!own) throw new Error(`${seller} has no listing in the top 200 for ${keyword}`);
      const answer = await t.get<OrganicResult>(query({ keyword, itemNumber: own.listing.itemId }), {
        token: user.token,
      });
      expect(answer.status).toBe(200);
      const sellers = new Set(answer.body.data.items.map((item) => item.sellerName));
      expect(sellers.has(seller)).toBe(true);
      expect(sellers.size).toBeGreaterThanOrEqual(4);
    }
  });

  it('searches the site of the country asked for, and answers place 0 for an item not in the results', async () => {
    const user = await bronze();
    // The demo market is small outside Germany: the first UK suggestion that finds anything.
    const suggestions = await t.ebay.client.autocomplete(3, 'c');
    const keyword = suggestions.find(
      (k) =>
        t.ebaySandbox.market.search({ siteId: 3, q: k, limit: 200, offset: 0 }, today()).items.length > 0,
    );
    if (!keyword) throw new Error('no UK suggestion with results');
    const shown = new Set(
      t.ebaySandbox.market
        .search({ siteId: 3, q: keyword, limit: 200, offset: 0 }, today())
        .items.map((i) => i.listing.itemId),
    );
    // A UK listing of another search, not among this one's results.
    const elsewhere = suggestions
      .flatMap((k) => t.ebaySandbox.market.search({ siteId: 3, q: k, limit: 200, offset: 0 }, today()).items)
      .find((i) => !shown.has(i.listing.itemId))?.listing.itemId;
    if (!elsewhere) throw new Error('no UK listing outside the search');
    const answer = await t.get<OrganicResult>(query({ keyword, itemNumber: elsewhere, countryId: 3 }), {
      token: user.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.position).toBe(0);
    expect(answer.body.data.items.some((item) => item.sameItemNumber)).toBe(false);
    expect(answer.body.data.items[0]?.currency).toBe('GBP');
    const expected = t.ebaySandbox.market.search({ siteId: 3, q: keyword, limit: 200, offset: 0 }, today());
    expect(answer.body.data.total).toBe(expected.total);
  });

  it('searches live each time (no stored snapshot) and limits each user to 30 searches a minute', async () => {
    const user = await bronze();
    const other = await bronze();
    const keyword = await marketKeyword('s');
    const item = await liveItem();
    t.ebaySandbox.resetStats();
    for (let i = 0; i < organicSearchLimit.searches; i += 1) {
      const answer = await t.get(query({ keyword, itemNumber: item }), { token: user.token });
      expect(answer.status).toBe(200);
    }
    const searches = t.ebaySandbox.stats().searches.filter((s) => s.q === keyword);
    expect(searches.reduce((sum, s) => sum + s.count, 0)).toBe(organicSearchLimit.searches);

    const refused = await t.get(query({ keyword, itemNumber: item }), { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('tooManyLiveSearches');
    // Another user is not held back by the first one's searches.
    expect((await t.get(query({ keyword, itemNumber: item }), { token: other.token })).status).toBe(200);

    t.clock.advance(organicSearchLimit.windowMs + 1_000);
    expect((await t.get(query({ keyword, itemNumber: item }), { token: user.token })).status).toBe(200);
  });

  it('answers 503 serviceUnavailable when eBay stays unavailable', async () => {
    const user = await bronze();
    t.ebaySandbox.injectFault({ path: '/buy/browse/v1/item_summary/search', status: 503, count: 10 });
    try {
      const answer = await t.get(query({ keyword: 'lampe', itemNumber: await liveItem() }), {
        token: user.token,
      });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('serviceUnavailable');
    } finally {
      t.ebaySandbox.clearFaults();
    }
  });

  it('refuses a missing keyword, an item number not of 12 digits and an unknown country', async () => {
    const user = await bronze();
    for (const bad of [
      `${url}?countryId=1&itemNumber=123456789012`,
      `${url}?countryId=1&keyword=lampe&itemNumber=abc`,
      `${url}?countryId=1&keyword=lampe&itemNumber=12`,
      `${url}?countryId=9&keyword=lampe&itemNumber=123456789012`,
    ]) {
      const answer = await t.get(bad, { token: user.token });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toBe('validationFailed');
    }
  });

  it('refuses an item number eBay shows no listing for, before the search is counted', async () => {
    const user = await bronze();
    t.ebaySandbox.resetStats();
    for (let i = 0; i <= organicSearchLimit.searches; i += 1) {
      const answer = await t.get(query({ keyword: 'lampe', itemNumber: '999999999998' }), {
        token: user.token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('itemNotFoundOnEbay');
    }
    expect(t.ebaySandbox.stats().searches.filter((s) => s.q === 'lampe')).toEqual([]);
  });

  it('is open to ranking plans only', async () => {
    const plain = await t.signedInUser();
    const answer = await t.get(query({ keyword: 'lampe', itemNumber: await liveItem() }), {
      token: plain.token,
    });
    expect(answer.status).toBe(403);
  });
});
