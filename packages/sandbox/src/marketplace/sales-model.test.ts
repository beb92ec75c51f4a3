import { describe, expect, it } from 'vitest';
import { createMarketplace } from './create-marketplace.ts';
import { dayNumber, dayString } from './days.ts';

const market = createMarketplace({ seed: 3, listings: 1200, keywordsPerSite: 400, epoch: '2026-01-01' });

describe('sales', () => {
  it('are never negative and add up to the listing’s quantity sold, per variation too', () => {
    const ids = market.listingIdsOfSeller('demo-seller-1').slice(0, 60);
    let totalSold = 0;
    for (const id of ids) {
      const first = market.listing(id, '2026-01-01');
      if (!first) continue;
      const startDay = Math.max(dayNumber('2026-01-01'), dayNumber(first.startTime.slice(0, 10)));
      let previous = market.listing(id, dayString(startDay))?.quantitySold ?? 0;
      const perVariation = new Map<string, number>(
        (market.listing(id, dayString(startDay))?.variations ?? []).map((v) => [
          v.variationId,
          v.quantitySold,
        ]),
      );
      for (let d = startDay + 1; d <= startDay + 40; d++) {
        const day = dayString(d);
        const sold = market.sales(id, day);
        const listing = market.listing(id, day);
        expect(sold.quantity).toBeGreaterThanOrEqual(0);
        if (!listing) continue;
        expect(listing.quantitySold).toBe(previous + sold.quantity);
        previous = listing.quantitySold;
        for (const v of listing.variations) {
          const n = sold.byVariation[v.variationId] ?? -1;
          expect(n).toBeGreaterThanOrEqual(0);
          expect(v.quantitySold).toBe((perVariation.get(v.variationId) ?? 0) + n);
          perVariation.set(v.variationId, v.quantitySold);
        }
        totalSold += sold.quantity;
      }
    }
    expect(totalSold).toBeGreaterThan(50);
  });

  it('follow the season: toys sell more in December than in June', () => {
    const toys = market
      .search({ siteId: 77, categoryIds: ['1239'], limit: 200, offset: 0 }, '2026-06-15')
      .items.map((i) => i.listing.itemId);
    expect(toys.length).toBeGreaterThan(10);
    const month = (from: string) =>
      toys.reduce((sum, id) => {
        let n = 0;
        for (let d = dayNumber(from); d < dayNumber(from) + 30; d++)
          n += market.sales(id, dayString(d)).quantity;
        return sum + n;
      }, 0);
    expect(month('2026-12-01')).toBeGreaterThan(month('2026-06-01'));
  });

  it('are zero for unknown or ended listings', () => {
    expect(market.sales('100000000000', '2026-02-01')).toEqual({ quantity: 0, byVariation: {} });
  });
});
