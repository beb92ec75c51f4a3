import { describe, expect, it } from 'vitest';
import { createMarketplace, demoMarketOptions } from './create-marketplace.ts';
import type { Marketplace } from './model.ts';

const options = { seed: 7, listings: 1500, keywordsPerSite: 600, epoch: '2026-01-01' };
const days = ['2026-01-01', '2026-02-14', '2026-06-30', '2027-03-03'];

/** Everything observable about a market on some days, as one comparable value. */
function snapshot(market: Marketplace) {
  const ids = market.listingIdsOfSeller('demo-seller-2').slice(0, 25);
  return days.map((day) => ({
    search: market
      .search(
        {
          siteId: 77,
          q:
            market.search({ siteId: 77, limit: 1, offset: 0 }, day).items[0]?.listing.title.split(' ')[0] ??
            '',
          limit: 60,
          offset: 0,
        },
        day,
      )
      .items.map((i) => [i.listing.itemId, i.priorityListing, i.listing.price]),
    browse: market
      .search({ siteId: 0, limit: 40, offset: 10, sort: 'price' }, day)
      .items.map((i) => i.listing.itemId),
    listings: ids.map((id) => market.listing(id, day)),
    sales: ids.map((id) => market.sales(id, day)),
    autocomplete: [market.autocomplete(77, 'b', day), market.autocomplete(3, 'c', day)],
  }));
}

describe('createMarketplace', () => {
  it('gives identical answers for identical options', () => {
    const a = createMarketplace(options);
    const b = createMarketplace(options);
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(a.sellers()).toEqual(b.sellers());
    expect([...a.keywordUniverse(0)]).toEqual([...b.keywordUniverse(0)]);
  });

  it('gives a different market for a different seed', () => {
    const a = createMarketplace(options);
    const b = createMarketplace({ ...options, seed: 8 });
    const titles = (m: Marketplace) =>
      m
        .listingIdsOfSeller('demo-seller-1')
        .slice(0, 20)
        .map((id) => m.listing(id, '2026-03-01')?.title);
    expect(titles(a)).not.toEqual(titles(b));
    expect([...a.keywordUniverse(77)].slice(0, 50)).not.toEqual([...b.keywordUniverse(77)].slice(0, 50));
  });

  it('has the eight well-stocked German demo sellers first, then believable handles', () => {
    const market = createMarketplace(demoMarketOptions);
    const sellers = market.sellers();
    const demo = sellers.slice(0, 8);
    expect(demo.map((s) => s.username)).toEqual(Array.from({ length: 8 }, (_, i) => `demo-seller-${i + 1}`));
    for (const seller of demo) {
      expect(seller.registrationSite).toBe(77);
      expect(seller.listingCount).toBeGreaterThanOrEqual(300);
      expect(seller.listingCount).toBeLessThanOrEqual(1500);
    }
    expect(demo[0]?.listingCount).toBeGreaterThanOrEqual(1000);
    for (const seller of sellers.slice(8)) expect(seller.username).toMatch(/^[a-z][a-z0-9._-]{3,30}$/);
    expect(market.seller('DEMO-SELLER-3')?.username).toBe('demo-seller-3');

    const day = '2026-11-22';
    const ids = market.listingIdsOfSeller('demo-seller-1', day);
    expect(ids.length).toBeGreaterThan(900);
    const listings = ids.map((id) => market.listing(id, day));
    expect(listings.every((l) => l?.sellerUsername === 'demo-seller-1')).toBe(true);
    expect(listings.filter((l) => l?.itemGroup).length / ids.length).toBeGreaterThan(0.25);
    expect(new Set(listings.map((l) => l?.siteId))).toEqual(new Set([77, 0, 3]));
  });

  it('answers with the demo market about 30,000 live listings a day, item numbers of 12 digits', () => {
    const market = createMarketplace(demoMarketOptions);
    const day = '2026-11-22';
    const live = market.sites.reduce(
      (sum, site) => sum + market.search({ siteId: site.siteId, limit: 0, offset: 0 }, day).total,
      0,
    );
    expect(live).toBeGreaterThan(25_000);
    expect(live).toBeLessThan(35_000);
    const id = market.listingIdsOfSeller('demo-seller-4')[0] ?? '';
    expect(id).toMatch(/^\d{12}$/);
    expect(market.listing('999999999999', day)).toBeUndefined();
  });

  it('lets listings end and new ones appear over time', () => {
    const market = createMarketplace(options);
    const idsOn = (day: string) =>
      new Set(market.sellers().flatMap((s) => market.listingIdsOfSeller(s.username, day)));
    const early = idsOn('2026-01-05');
    const later = idsOn('2026-09-05');
    const ended = [...early].filter((id) => !later.has(id));
    const appeared = [...later].filter((id) => !early.has(id));
    expect(ended.length).toBeGreaterThan(20);
    expect(appeared.length).toBeGreaterThan(20);
    const endedId = ended[0] ?? '';
    expect(market.listing(endedId, '2026-01-05')).toBeDefined();
    expect(market.listing(endedId, '2026-09-05')).toBeUndefined();
    // Still answers years ahead.
    expect(idsOn('2031-01-01').size).toBeGreaterThan(1000);
  });
});
