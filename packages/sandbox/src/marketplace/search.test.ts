import { describe, expect, it } from 'vitest';
import { createMarketplace } from './create-marketplace.ts';
import type { Listing, Marketplace, SiteId } from './model.ts';
import { maxSponsoredPlaces, sponsoredPlacesFor } from './sponsored-places.ts';
import { titleTerms } from './text.ts';

const options = { seed: 5, listings: 3000, keywordsPerSite: 600, epoch: '2026-01-01' };
const market = createMarketplace(options);
const day = '2026-03-10';

function liveListings(m: Marketplace, siteId: SiteId, on: string): Listing[] {
  return m
    .sellers()
    .flatMap((s) => m.listingIdsOfSeller(s.username, on).map((id) => m.listing(id, on) as Listing))
    .filter((l) => l.siteId === siteId);
}

function allMatches(m: Marketplace, siteId: SiteId, q: string, on: string): Set<string> {
  const { total } = m.search({ siteId, q, limit: 0, offset: 0 }, on);
  const ids = new Set<string>();
  for (let offset = 0; offset < total + 200; offset += 200) {
    for (const item of m.search({ siteId, q, limit: 200, offset }, on).items) {
      if (!item.priorityListing) ids.add(item.listing.itemId);
    }
  }
  expect(ids.size).toBe(total);
  return ids;
}

const site77 = liveListings(market, 77, day);
const words = (l: Listing) => new Set(titleTerms(l.title).map((t) => t.term));

/** The most frequent title words of the site, to build queries that hit. */
const frequent = (() => {
  const counts = new Map<string, number>();
  for (const l of site77) for (const w of words(l)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .filter(([w]) => w.length > 3)
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w);
})();

/** Three frequent words that neither always nor never occur together, so every case below has matches. */
function pickWords(): [string, string, string] {
  const has = (w: string) => site77.filter((l) => words(l).has(w));
  const a = frequent[0] ?? '';
  const withA = has(a);
  const independent = (w: string) => {
    const together = withA.filter((l) => words(l).has(w)).length;
    return w !== a && together > 0 && together < withA.length && has(w).length > together;
  };
  const b = frequent.find(independent) ?? '';
  const c = frequent.find((w) => w !== b && independent(w)) ?? '';
  return [a, b, c];
}

describe('search', () => {
  const [a, b, c] = pickWords();
  const cases: [string, (w: Set<string>) => boolean][] = [
    [a, (w) => w.has(a)],
    [`${a} ${b}`, (w) => w.has(a) && w.has(b)],
    [`(${a},${b})`, (w) => w.has(a) || w.has(b)],
    [`${a} -${b}`, (w) => w.has(a) && !w.has(b)],
    [`(${a},${b}) -(${c})`, (w) => (w.has(a) || w.has(b)) && !w.has(c)],
    [`${c} (${a},${b})`, (w) => w.has(c) && (w.has(a) || w.has(b))],
  ];
  it.each(cases)('matches %s like a brute-force filter over every live listing', (q, predicate) => {
    const expected = new Set(site77.filter((l) => predicate(words(l))).map((l) => l.itemId));
    expect(expected.size).toBeGreaterThan(0);
    expect(allMatches(market, 77, q, day)).toEqual(expected);
  });

  it('folds case and umlauts: Grün, grun and gruen find the same listings', () => {
    const q = site77.some((l) => /grün/i.test(l.title)) ? 'grün' : 'weiß';
    const folded = q === 'grün' ? ['GRÜN', 'grun', 'gruen'] : ['WEISS', 'weiss'];
    const expected = allMatches(market, 77, q, day);
    expect(expected.size).toBeGreaterThan(0);
    for (const variant of folded) expect(allMatches(market, 77, variant, day)).toEqual(expected);
  });

  it("puts promoted matches into the keyword's sponsored places", () => {
    const result = market.search({ siteId: 77, q: a, limit: 200, offset: 0 }, day);
    const sponsored = result.items
      .map((item, i) => ({ item, position: i + 1 }))
      .filter((x) => x.item.priorityListing);
    expect(sponsored.length).toBeGreaterThan(0);
    for (const { item } of sponsored) {
      expect(item.listing.promoted?.bidPercentage).toBeGreaterThan(0);
      expect(words(item.listing).has(a)).toBe(true);
    }
    expect(sponsored[0]?.position).toBeLessThanOrEqual(3);
    // The same keyword the next day keeps its places.
    const again = market.search({ siteId: 77, q: a, limit: 200, offset: 0 }, '2026-03-02');
    const places = (r: typeof result) => r.items.flatMap((item, i) => (item.priorityListing ? [i + 1] : []));
    expect(places(again).slice(0, 3)).toEqual(places(result).slice(0, 3));
  });

  it('gives keywords sponsored places by their competition and price level, at places of their own', () => {
    expect(sponsoredPlacesFor('dirndl', 0, 100)).toEqual([]);
    const few = sponsoredPlacesFor('dirndl damen', 4, 40);
    const many = sponsoredPlacesFor('dirndl damen', 120, 40);
    expect(few.length).toBeGreaterThan(0);
    expect(many.length).toBeGreaterThan(few.length);
    expect(many.length).toBeLessThanOrEqual(maxSponsoredPlaces);
    // Dearer goods carry more ads than cheap ones with the same competition.
    expect(sponsoredPlacesFor('akkuschrauber', 30, 300).length).toBeGreaterThan(
      sponsoredPlacesFor('akkuschrauber', 30, 5).length,
    );
    for (const places of [few, many]) {
      expect(places.every((p, i) => p >= 1 && p <= 200 && (i === 0 || p > (places[i - 1] ?? 0)))).toBe(true);
    }
    // Another keyword with the same competition has other places; the same keyword always the same.
    expect(sponsoredPlacesFor('laufschuhe herren 44', 120, 40)).not.toEqual(many);
    expect(sponsoredPlacesFor('Dirndl  Damen', 120, 40)).toEqual(many);
  });

  it('filters by category subtree, buying option, condition, price and seller', () => {
    const categoryId = site77[0]?.categoryId ?? '';
    const level1 = market.category(77, categoryId);
    let top = level1;
    while (top?.parentId && top.parentId !== '0') top = market.category(77, top.parentId);
    const inTop = market.search(
      { siteId: 77, categoryIds: [top?.categoryId ?? ''], limit: 200, offset: 0 },
      day,
    );
    expect(inTop.total).toBeGreaterThan(0);
    for (const { listing } of inTop.items) expect(listing.categoryPath[0]).toBe(top?.name);
    const filtered = market.search(
      {
        siteId: 77,
        limit: 200,
        offset: 0,
        filters: {
          buyingOptions: ['FIXED_PRICE'],
          conditionIds: ['1000'],
          priceMin: 10,
          priceMax: 50,
          sellers: ['Demo-Seller-1'],
        },
      },
      day,
    );
    expect(filtered.total).toBeGreaterThan(0);
    for (const { listing } of filtered.items) {
      expect(listing.listingType).toBe('FixedPriceItem');
      expect(listing.conditionId).toBe('1000');
      expect(listing.price).toBeGreaterThanOrEqual(10);
      expect(listing.price).toBeLessThanOrEqual(50);
      expect(listing.sellerUsername).toBe('demo-seller-1');
    }
    const byPrice = market.search({ siteId: 77, q: a, limit: 100, offset: 0, sort: 'price' }, day).items;
    const totals = byPrice.map((i) => i.listing.price + i.listing.shippingCost);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
  });

  it('moves ranks from day to day, while most of the top stays', () => {
    const top = (on: string) =>
      market
        .search({ siteId: 77, q: a, limit: 50, offset: 0 }, on)
        .items.filter((i) => !i.priorityListing)
        .map((i) => i.listing.itemId);
    const monday = top('2026-03-09');
    const tuesday = top('2026-03-10');
    expect(tuesday).not.toEqual(monday);
    const overlap = tuesday.filter((id) => monday.includes(id)).length;
    expect(overlap / tuesday.length).toBeGreaterThan(0.7);
  });

  it('finds a listing for a keyword once its title is revised to contain it', () => {
    const m = createMarketplace(options);
    const keyword = 'zauberwürfel';
    expect(m.search({ siteId: 77, q: keyword, limit: 10, offset: 0 }, day).total).toBe(0);
    const target = site77[17] as Listing;
    const revised = m.revise(target.itemId, { title: `Zauberwürfel ${target.title}`.slice(0, 80) }, day);
    expect(revised.title.startsWith('Zauberwürfel')).toBe(true);
    const found = m.search({ siteId: 77, q: keyword, limit: 10, offset: 0 }, day);
    // Once organically, and once more in a sponsored slot when the listing is promoted.
    expect(new Set(found.items.map((i) => i.listing.itemId))).toEqual(new Set([target.itemId]));
    expect(found.total).toBe(1);
    expect(found.items[0]?.listing.title).toBe(revised.title);
    // Not before the revision day; and the old words no longer find it under its new title alone.
    expect(m.search({ siteId: 77, q: keyword, limit: 10, offset: 0 }, '2026-03-09').total).toBe(0);
    // The overlay survives an export and import into a fresh instance.
    const fresh = createMarketplace(options);
    fresh.importRevisions(JSON.parse(JSON.stringify(m.exportRevisions())));
    expect(fresh.listing(target.itemId, '2026-03-11')?.title).toBe(revised.title);
    expect(() => m.revise(target.itemId, { title: 'x'.repeat(81) }, day)).toThrow(/80/);
  });

  it('a revision into another leaf moves the listing to that category', () => {
    const m = createMarketplace(options);
    const target = site77[3] as Listing;
    m.revise(target.itemId, { categoryId: '4679' }, day);
    const found = m
      .search({ siteId: 77, categoryIds: ['4679'], limit: 200, offset: 0 }, day)
      .items.map((i) => i.listing.itemId);
    expect(found).toContain(target.itemId);
    expect(m.listing(target.itemId, day)?.categoryPath.at(-1)).toBe('Babybadewannen');
  });
});

describe('autocomplete', () => {
  it('suggests keywords starting with the prefix, ordered by the day’s popularity, drifting over time', () => {
    const firstLetters = new Map<string, number>();
    for (const k of market.keywordUniverse(77))
      firstLetters.set(k.slice(0, 1), (firstLetters.get(k.slice(0, 1)) ?? 0) + 1);
    const prefix = [...firstLetters].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 'b';
    const suggestions = market.autocomplete(77, prefix, day, 10);
    expect(suggestions.length).toBe(10);
    for (const s of suggestions) expect(s.startsWith(prefix)).toBe(true);
    const universe = new Set(market.keywordUniverse(77));
    for (const s of suggestions) expect(universe.has(s)).toBe(true);
    const longer = market.autocomplete(77, suggestions[0] ?? '', day, 10);
    expect(longer[0]).toBe(suggestions[0]);
    const lists = ['2026-01-05', '2026-04-05', '2026-08-05', '2026-12-05'].map((d) =>
      market.autocomplete(77, prefix, d, 10),
    );
    expect(new Set(lists.map((l) => l.join('|'))).size).toBeGreaterThan(1);
    expect(market.autocomplete(77, 'qqqqzz', day)).toEqual([]);
  });
});
