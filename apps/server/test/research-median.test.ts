import type { MedianData } from '@baylytics/contract/research-median';
import type { SearchQuery } from '@baylytics/sandbox/marketplace/model';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => new Date().toISOString().slice(0, 10);
const newIds = ['1000', '1500', '1750'];

/** What the stand-in's market holds for the search the tool makes: Buy-It-Now, one condition group, 200. */
function marketResults(siteId: 77 | 0 | 3, search: { q?: string; gtin?: string }, condition: 'new' | 'used') {
  const query: SearchQuery = {
    siteId,
    ...search,
    limit: 200,
    offset: 0,
    filters: {
      buyingOptions: ['FIXED_PRICE'],
      conditionIds:
        condition === 'new'
          ? newIds
          : ['2000', '2010', '2020', '2030', '2500', '2750', '3000', '4000', '5000', '6000', '7000'],
    },
  };
  const result = t.ebaySandbox.market.search(query, today());
  // The tool counts a listing once, where it first shows (a sponsored place may repeat an organic one).
  const seen = new Set<string>();
  const items = result.items.filter((hit) => !seen.has(hit.listing.itemId) && seen.add(hit.listing.itemId));
  return { total: result.total, items };
}

/** The median worked out the long way: sort, then the middle one or the mean of the middle two. */
function handMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length / 2;
  const value =
    sorted.length % 2
      ? (sorted[Math.floor(half)] as number)
      : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
  return Math.round(value * 100) / 100;
}

describe('GET /api/mediantool', () => {
  let token: string;
  let keyword = '';

  beforeAll(async () => {
    ({ token } = await t.signedInUser({ plan: 'Bronze' }));
    keyword =
      [...t.ebaySandbox.market.keywordUniverse(77)].find(
        (phrase) => marketResults(77, { q: phrase }, 'new').items.length >= 60,
      ) ?? '';
    expect(keyword).not.toBe('');
  });

  afterEach(() => t.ebaySandbox.clearFaults());

  const ask = (query: string, as = token) => t.get<MedianData>(`/api/mediantool?${query}`, { token: as });

  it('answers the medians of the first 20, 50, 100 and 200 new Buy-It-Now results, in best-match order', async () => {
    const answer = await ask(`keywordOrEAN=${encodeURIComponent(keyword)}&eBaySiteId=77`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const market = marketResults(77, { q: keyword }, 'new');
    const prices = market.items.map((hit) => hit.listing.price);
    expect(data).toMatchObject({ keywordOrEAN: keyword, isEan: false, condition: 'new', currency: 'EUR' });
    expect(data.total).toBe(market.total);
    expect(data.count).toBe(prices.length);
    expect(data.top20Median).toBe(handMedian(prices.slice(0, 20)));
    expect(data.top50Median).toBe(handMedian(prices.slice(0, 50)));
    expect(data.top100Median).toBe(handMedian(prices.slice(0, 100)));
    expect(data.top200Median).toBe(handMedian(prices.slice(0, 200)));
    const itemNumbers = data.priceData.map((point) => point.itemNumber);
    expect(itemNumbers).toEqual(market.items.map((hit) => hit.listing.itemId));
    expect(new Set(itemNumbers).size).toBe(itemNumbers.length);
    expect(data.count).toBeLessThanOrEqual(data.total);
    expect(data.priceData[0]).toMatchObject({
      position: 1,
      price: prices[0],
      shippingCost: market.items[0]?.listing.shippingCost,
    });
    const shipping = market.items.map((hit) => hit.listing.shippingCost);
    expect(data.shippingData).toMatchObject({
      free: shipping.filter((cost) => cost === 0).length,
      paid: shipping.filter((cost) => cost > 0).length,
      unknown: 0,
      median: handMedian(shipping),
    });
  });

  it('reads used listings only when asked, in the currency of the site', async () => {
    const british = [...t.ebaySandbox.market.keywordUniverse(3)].find(
      (phrase) => marketResults(3, { q: phrase }, 'used').items.length >= 5,
    );
    const answer = await ask(`keywordOrEAN=${encodeURIComponent(british ?? '')}&eBaySiteId=3&condition=used`);
    expect(answer.status).toBe(200);
    const market = marketResults(3, { q: british ?? '' }, 'used');
    expect(answer.body.data.currency).toBe('GBP');
    expect(answer.body.data.condition).toBe('used');
    expect(answer.body.data.priceData.map((point) => point.itemNumber)).toEqual(
      market.items.map((hit) => hit.listing.itemId),
    );
    expect(market.items.every((hit) => Number(hit.listing.conditionId) >= 2000)).toBe(true);
  });

  it('searches an EAN as a GTIN: only the listings of that product', async () => {
    const withEan = marketResults(77, { q: keyword }, 'new').items.find((hit) => hit.listing.ean)?.listing;
    expect(withEan?.ean).toMatch(/^\d{13}$/);
    const answer = await ask(`keywordOrEAN=${withEan?.ean}&eBaySiteId=77`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.isEan).toBe(true);
    const market = marketResults(77, { gtin: withEan?.ean ?? '' }, 'new');
    expect(market.items.every((hit) => hit.listing.ean === withEan?.ean)).toBe(true);
    expect(answer.body.data.priceData.map((point) => point.itemNumber)).toEqual(
      market.items.map((hit) => hit.listing.itemId),
    );
    expect(answer.body.data.priceData.map((point) => point.itemNumber)).toContain(withEan?.itemId);
    expect(answer.body.data.top20Median).toBe(handMedian(market.items.map((hit) => hit.listing.price)));
  });

  it('answers empty figures for a search nothing matches', async () => {
    const answer = await ask('keywordOrEAN=0000000000000');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      isEan: true,
      count: 0,
      total: 0,
      top20Median: null,
      top200Median: null,
      priceData: [],
      shippingData: { free: 0, paid: 0, unknown: 0, median: null, average: null },
    });
  });

  it('needs a keyword and takes only the conditions new and used', async () => {
    for (const query of [
      'keywordOrEAN=%20%20',
      'eBaySiteId=77',
      `keywordOrEAN=a&condition=mint`,
      'keywordOrEAN=a&eBaySiteId=9',
    ]) {
      const answer = await ask(query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('validationFailed');
    }
    const empty = await ask('keywordOrEAN=');
    expect(empty.body.errors?.[0]?.field).toBe('keywordOrEAN');
  });

  it('says eBay is unavailable when the search keeps failing', async () => {
    t.ebaySandbox.injectFault({ api: 'browse', status: 503, count: 20 });
    const answer = await ask(`keywordOrEAN=${encodeURIComponent(keyword)}`);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('serviceUnavailable');
  });

  it('is for Bronze and above', async () => {
    expect((await t.get('/api/mediantool?keywordOrEAN=x')).status).toBe(401);
    const { token: planless } = await t.signedInUser();
    expect((await ask('keywordOrEAN=x', planless)).status).toBe(403);
  });
});
