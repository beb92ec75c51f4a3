import { describe, expect, it } from 'vitest';
import { createMarketplace } from './create-marketplace.ts';
import type { Listing, Marketplace } from './model.ts';

const market = createMarketplace({ seed: 11, listings: 1500, keywordsPerSite: 300, epoch: '2026-01-01' });
const day = '2026-04-01';

function liveListings(m: Marketplace, on: string): Listing[] {
  return m
    .sellers()
    .flatMap((s) => m.listingIdsOfSeller(s.username, on).map((id) => m.listing(id, on) as Listing));
}

const listings = liveListings(market, day);
const germanWords =
  /\b(Neu|Schwarz|Weiß|Grau|Blau|Rot|Grün|Gelb|Holz|Leder|Edelstahl|Kunststoff|Baumwolle|Stück|Set|viele Farben)\b/;
const englishWords =
  /\b(New|Black|White|Grey|Gray|Blue|Red|Green|Yellow|Wood|Leather|Stainless|Plastic|Cotton|Piece|Set|many colou?rs)\b/;

describe('listings', () => {
  it('have titles of at most 80 characters in the site language, made of the leaf category’s product words', () => {
    expect(listings.length).toBeGreaterThan(1000);
    for (const listing of listings) {
      expect(listing.title.length).toBeLessThanOrEqual(80);
      expect(listing.title.length).toBeGreaterThan(5);
      const leafName = listing.categoryPath.at(-1) ?? '';
      const leafWords = leafName.split(/[^\p{L}]+/u).filter((w) => w.length > 2);
      expect(leafWords.some((w) => listing.title.includes(w))).toBe(true);
    }
    const german = listings.filter((l) => l.siteId === 77);
    const english = listings.filter((l) => l.siteId !== 77);
    const share = (list: Listing[], pattern: RegExp) =>
      list.filter((l) => pattern.test(l.title)).length / list.length;
    expect(share(german, germanWords)).toBeGreaterThan(0.5);
    expect(share(german, englishWords)).toBeLessThan(0.1);
    expect(share(english, englishWords)).toBeGreaterThan(0.5);
    expect(share(english, germanWords)).toBeLessThan(0.1);
    expect(listings.filter((l) => l.siteId === 0).some((l) => /\bGray\b/.test(l.title))).toBe(true);
    expect(listings.filter((l) => l.siteId === 0).some((l) => /\bGrey\b/.test(l.title))).toBe(false);
  });

  it('share phrasing across sellers, as competitors do', () => {
    // Three words in a row, in the same category, used by two or more sellers.
    const sellersByPhrase = new Map<string, Set<string>>();
    for (const l of listings) {
      const w = l.title.split(' ');
      for (let i = 0; i + 2 < w.length; i++) {
        const key = `${l.categoryId} ${w.slice(i, i + 3).join(' ')}`;
        const set = sellersByPhrase.get(key) ?? new Set();
        set.add(l.sellerUsername);
        sellersByPhrase.set(key, set);
      }
    }
    expect([...sellersByPhrase.values()].filter((s) => s.size >= 2).length).toBeGreaterThan(30);
  });

  it('carry prices, shipping, conditions, EANs, specifics, variations and pictures as eBay shows them', () => {
    for (const l of listings) {
      expect(l.price).toBeGreaterThan(0);
      expect(l.currency).toBe(market.site(l.siteId).currency);
      expect(l.categoryPath).toHaveLength(market.category(l.siteId, l.categoryId)?.level ?? -1);
      expect(market.category(l.siteId, l.categoryId)?.leaf).toBe(true);
      expect(l.pictureUrls.every((url, n) => url === `/pictures/${l.itemId}/${n + 1}.svg`)).toBe(true);
      expect(l.itemGroup).toBe(l.variations.length > 0);
      expect(l.quantity).toBeGreaterThanOrEqual(0);
      if (l.ean) expect(l.ean).toMatch(/^\d{13}$/);
      if (l.listingType === 'Chinese') expect(l.variations).toHaveLength(0);
      if (l.siteId !== 77) expect(l.eBayPlus).toBe(false);
      expect(Date.parse(l.startTime)).toBeLessThanOrEqual(Date.parse(`${day}T23:59:59Z`));
      expect(Date.parse(l.endTime)).toBeGreaterThan(Date.parse(`${day}T00:00:00Z`));
      const aspectNames = new Set(market.aspects(l.siteId, l.categoryId).map((a) => a.name));
      for (const s of l.itemSpecifics) expect(aspectNames.has(s.name)).toBe(true);
      for (const v of l.variations) {
        expect(v.specifics.length).toBeGreaterThan(0);
        for (const s of v.specifics) expect(aspectNames.has(s.name)).toBe(true);
      }
    }
    const withVariations = listings.filter((l) => l.itemGroup);
    expect(withVariations.length).toBeGreaterThan(100);
    for (const l of withVariations) {
      const combos = l.variations.map((v) => JSON.stringify(v.specifics));
      expect(new Set(combos).size).toBe(combos.length);
    }
    expect(listings.some((l) => l.listingType === 'Chinese')).toBe(true);
    expect(listings.some((l) => l.eBayPlus)).toBe(true);
    expect(listings.some((l) => l.ean)).toBe(true);
    expect(new Set(listings.map((l) => l.conditionId)).size).toBeGreaterThanOrEqual(4);
  });

  it('have descriptions with and without eBay’s mobile snippet', () => {
    const mobile = listings.filter((l) => l.hasMobileDescription);
    expect(mobile.length).toBeGreaterThan(listings.length * 0.3);
    expect(mobile.length).toBeLessThan(listings.length * 0.7);
    for (const l of mobile.slice(0, 50)) {
      expect(l.descriptionHtml).toMatch(
        /<div vocab="https:\/\/schema.org\/" typeof="Product"><span property="description">[^<]+<\/span><\/div>/,
      );
    }
    for (const l of listings.filter((x) => !x.hasMobileDescription).slice(0, 50)) {
      expect(l.descriptionHtml).not.toContain('property="description"');
    }
  });

  it('drift in price by a few percent over weeks', () => {
    const sample = listings.filter((l) => l.listingType === 'FixedPriceItem').slice(0, 200);
    const later = sample.map((l) => market.listing(l.itemId, '2026-05-20'));
    const ratios = sample.map((l, i) => (later[i] ? later[i].price / l.price : 1));
    expect(ratios.filter((r) => r !== 1).length).toBeGreaterThan(sample.length / 2);
    expect(ratios.every((r) => r > 0.85 && r < 1.15)).toBe(true);
  });
});
