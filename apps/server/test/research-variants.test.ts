import type { VariantItems } from '@baylytics/contract/research-variants';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { observedListings } from '../src/db/schema/research.ts';
import { addDays, dayOf } from '../src/features/crawler/public.ts';
import { readVariantSales } from '../src/features/research/variants/read-variant-sales-job.ts';
import { startVariantHistory } from '../src/features/research/variants/variant-history.ts';
import { useEngine } from './support/engine-harness.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const historyDays = 10;
const today = () => dayOf(t.clock.now());

/** A keyword whose first results hold a listing with variations that sold in the last days. */
function sellingKeyword(): { keyword: string; listing: Listing } {
  const market = t.ebaySandbox.market;
  for (const keyword of market.keywordUniverse(77)) {
    const hits = market.search({ siteId: 77, q: keyword, limit: 50, offset: 0 }, today()).items;
    const grouped = hits.filter((hit) => hit.listing.itemGroup).slice(0, 4);
    for (const { listing } of grouped) {
      const before = market.listing(listing.itemId, addDays(today(), -historyDays));
      if (listing.variations.length > 1 && before && listing.quantitySold - before.quantitySold >= 4)
        return { keyword, listing };
    }
  }
  throw new Error('no keyword with a selling listing with variations');
}

/** A listing without variations on the US site nobody has looked up yet (`skip`: the next ones). */
function plainListing(skip = 0): Listing {
  const market = t.ebaySandbox.market;
  let seen = 0;
  for (const keyword of market.keywordUniverse(0)) {
    const hit = market
      .search({ siteId: 0, q: keyword, limit: 20, offset: 0 }, today())
      .items.find((candidate) => !candidate.listing.itemGroup && candidate.listing.listingType !== 'Chinese');
    if (hit && seen++ === skip) return hit.listing;
  }
  throw new Error('no plain listing');
}

describe('the variant tool', () => {
  let token: string;
  let selling: { keyword: string; listing: Listing };

  beforeAll(async () => {
    ({ token } = await t.signedInUser({ plan: 'Silver' }));
    selling = sellingKeyword();
    // The demo's history: observe the keyword's listings with variations, then read each past day.
    const observed = await startVariantHistory(engine.deps, {
      keywords: [selling.keyword],
      siteId: 77,
      days: historyDays,
    });
    expect(observed).toBeGreaterThanOrEqual(1);
    await engine.drain();
    expect(await engine.failedJobs()).toEqual([]);
  });

  afterEach(() => t.ebaySandbox.clearFaults());

  const get = (path: string, as = token) => t.get<VariantItems>(`/api/varianttool${path}`, { token: as });
  const post = (htmlSource: unknown, as = token) =>
    t.post<VariantItems>('/api/varianttool/by-html-source', { htmlSource }, { token: as });

  it('answers a listing’s sales per day and per variation from the daily readings, as the market sold', async () => {
    const { listing } = selling;
    const answer = await get(`/${listing.itemId}`);
    expect(answer.status).toBe(200);
    const [item] = answer.body.data.items;
    const market = t.ebaySandbox.market;
    const days = Array.from({ length: historyDays }, (_, i) => addDays(today(), i - historyDays + 1));
    const sales = days.map((day) => market.sales(listing.itemId, day));
    expect(item).toMatchObject({
      itemNumber: listing.itemId,
      title: listing.title,
      currency: 'EUR',
      hasVariations: true,
      historySince: addDays(today(), 1 - historyDays),
      observedDays: historyDays,
    });
    expect(item?.soldByDate).toEqual(days.map((date, i) => ({ date, quantity: sales[i]?.quantity })));
    const total = sales.reduce((sum, day) => sum + day.quantity, 0);
    expect(item?.totalQuantity).toBe(total);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(item?.summary.averageQuantityPerMonth).toBe(Math.round((total / historyDays) * 30 * 100) / 100);
    expect(item?.summary.averageQuantity).toBe(Math.round((total / historyDays) * 100) / 100);
    let revenue = 0;
    days.forEach((day, i) => {
      for (const variation of market.listing(listing.itemId, day)?.variations ?? [])
        revenue += (sales[i]?.byVariation[variation.variationId] ?? 0) * variation.price;
    });
    expect(item?.summary.averageRevenuePerMonth).toBeCloseTo((revenue / historyDays) * 30, 1);
    expect(item?.summary.averageRevenue).toBeCloseTo(revenue / historyDays, 1);
    // Per variation: each one once, its sales over the days, best seller first.
    expect(item?.soldByVariant).toHaveLength(listing.variations.length);
    for (const variation of listing.variations) {
      const sold = sales.reduce((sum, day) => sum + (day.byVariation[variation.variationId] ?? 0), 0);
      const label = variation.specifics.map((s) => `${s.name}: ${s.values[0]}`);
      const row = item?.soldByVariant.find((candidate) =>
        label.every((part) => candidate.variant.includes(part)),
      );
      expect(row).toMatchObject({ price: variation.price, currency: 'EUR', quantity: sold });
    }
    const quantities = item?.soldByVariant.map((row) => row.quantity) ?? [];
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    expect(answer.body.data.soldByDate).toEqual(item?.soldByDate);
  });

  it('observes a listing looked up for the first time: no sales yet, then the next day’s reading counts', async () => {
    const listing = plainListing();
    const first = await get(`/${listing.itemId}`);
    expect(first.status).toBe(200);
    expect(first.body.data.items[0]).toMatchObject({
      itemNumber: listing.itemId,
      hasVariations: false,
      currency: 'USD',
      historySince: today(),
      observedDays: 0,
      totalQuantity: 0,
      soldByDate: [],
      summary: {
        averageQuantity: 0,
        averageQuantityPerMonth: 0,
        averageRevenue: 0,
        averageRevenuePerMonth: 0,
      },
      soldByVariant: [{ variant: '', price: listing.price, currency: 'USD', quantity: 0 }],
    });
    t.clock.advance(dayMs);
    await readVariantSales(engine.deps);
    const next = (await get(`/${listing.itemId}`)).body.data.items[0];
    expect(next?.observedDays).toBe(1);
    expect(next?.soldByDate).toEqual([
      { date: today(), quantity: t.ebaySandbox.market.sales(listing.itemId, today()).quantity },
    ]);
  });

  it('looks up several item numbers at once and adds their sales up per day', async () => {
    const other = plainListing();
    const answer = await get(`/multi?itemNumbers=${selling.listing.itemId},%20${other.itemId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((item) => item.itemNumber)).toEqual([
      selling.listing.itemId,
      other.itemId,
    ]);
    expect(answer.body.data.currency).toBeNull();
  });

  it('takes the first listings with variations of a live search for a keyword', async () => {
    const answer = await get(`?keyword=${encodeURIComponent(selling.keyword)}&eBaySiteId=77`);
    expect(answer.status).toBe(200);
    const expected = t.ebaySandbox.market
      .search({ siteId: 77, q: selling.keyword, limit: 50, offset: 0 }, today())
      .items.filter((hit) => hit.listing.itemGroup)
      .map((hit) => hit.listing.itemId);
    expect(answer.body.data.items.map((item) => item.itemNumber)).toEqual(
      [...new Set(expected)].slice(0, 10),
    );
    expect(answer.body.data.items.every((item) => item.hasVariations)).toBe(true);
  });

  it('reads the listing a pasted view-item page names, without running its scripts', async () => {
    const page = await fetch(`${t.ebaySandboxUrl}/itm/${selling.listing.itemId}`).then((r) => r.text());
    expect(page).toContain('<script');
    const answer = await post(page);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((item) => item.itemNumber)).toEqual([selling.listing.itemId]);
    expect(answer.body.data.items[0]?.observedDays).toBe(historyDays);
  });

  it('reads a pasted page on the marketplace of its address: ebay.com is the US site', async () => {
    const listing = plainListing(3);
    const page = await fetch(`${t.ebaySandboxUrl}/itm/${listing.itemId}`).then((r) => r.text());
    expect(page).toContain(`https://www.ebay.com/itm/${listing.itemId}`);
    const answer = await post(page);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items[0]).toMatchObject({ itemNumber: listing.itemId, currency: 'USD' });
    // Observed on the US site: the daily reading asks eBay's US marketplace for it.
    const [observed] = await t.db
      .select({ siteId: observedListings.siteId })
      .from(observedListings)
      .where(eq(observedListings.itemNumber, listing.itemId));
    expect(observed?.siteId).toBe(0);
  });

  it('says what is missing: the item numbers, the keyword, the page source', async () => {
    const cases = [
      [await get('/multi?itemNumbers='), 'itemNumbers', 'variantTool.pleaseEnterTheItemNumbers'],
      [await get('/multi?itemNumbers=%20,%20'), 'itemNumbers', 'variantTool.pleaseEnterTheItemNumbers'],
      [await get('/multi?itemNumbers=12345'), 'itemNumbers', 'variantTool.invalidItemNumbers'],
      [await get('?keyword=%20&eBaySiteId=77'), 'keyword', 'variantTool.pleaseEnterTheKeyword'],
      [await post(''), 'htmlSource', 'variantTool.pleaseEnterTheHtmlSource'],
      [await post('<p>nothing of eBay</p>'), 'htmlSource', 'variantTool.noListingInHtmlSource'],
    ] as const;
    for (const [answer, field, message] of cases) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('validationFailed');
      expect(answer.body.errors?.[0]).toMatchObject({ field, message });
    }
    const many = Array.from({ length: 21 }, (_, i) => String(100000000000 + i)).join(',');
    expect((await get(`/multi?itemNumbers=${many}`)).body.errors?.[0]?.message).toBe(
      'variantTool.tooManyItemNumbers',
    );
    expect((await get('/12')).status).toBe(400);
    expect((await get('?keyword=x&eBaySiteId=9')).status).toBe(400);
  });

  it('refuses a page source over the size limit', async () => {
    expect((await post('x'.repeat(4_000_001))).status).toBe(400);
    expect((await post('x'.repeat(7 * 1024 * 1024))).status).toBe(413);
  });

  it('says eBay does not know an item number, and that eBay is unavailable', async () => {
    const unknown = await get('/100000000001');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('itemNotFoundOnEbay');
    // A reading minutes old answers without eBay; an older one is read again, and eBay is down.
    t.ebaySandbox.injectFault({ api: 'browse', status: 503, count: 20 });
    expect((await get(`/${selling.listing.itemId}`)).status).toBe(200);
    t.clock.advance(11 * 60_000);
    const down = await get(`/${selling.listing.itemId}`);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('serviceUnavailable');
  });

  it('is for Silver, Gold, Platinum, EbayRanking and Old', async () => {
    expect((await t.get(`/api/varianttool/${selling.listing.itemId}`)).status).toBe(401);
    const { token: bronze } = await t.signedInUser({ plan: 'Bronze' });
    expect((await get(`/${selling.listing.itemId}`, bronze)).status).toBe(403);
    expect((await post('x', bronze)).status).toBe(403);
    const { token: gold } = await t.signedInUser({ plan: 'Gold' });
    expect((await get(`/${selling.listing.itemId}`, gold)).status).toBe(200);
  });
});
