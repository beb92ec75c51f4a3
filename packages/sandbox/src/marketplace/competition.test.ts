import { describe, expect, it } from 'vitest';
import { categoryTable } from './category-tree.ts';
import { createMarketplace, demoMarketOptions } from './create-marketplace.ts';
import { phraseFor } from './keyword-universe.ts';
import { listingFacts } from './listing-facts.ts';
import type { Listing } from './model.ts';
import { randomFor } from './random.ts';
import { brandsByRoot, materialsOf } from './vocabulary.ts';

const market = createMarketplace(demoMarketOptions);
const day = '2026-11-20';
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const germanNouns = new Set(
  categoryTable()
    .nouns.de.flat()
    .map((noun) => noun.toLowerCase()),
);
const universe = [...market.keywordUniverse(77)];

/** The demo seller's German listings on the day and the universe's phrases a seller would track on them. */
function trackable(seller: string): { listings: Listing[]; phrases: string[] } {
  const listings = market
    .listingIdsOfSeller(seller, day)
    .map((id) => market.listing(id, day))
    .filter((l): l is Listing => l?.siteId === 77);
  const titles = listings.map((l) => new Set(wordsOf(l.title)));
  const phrases = universe.filter((phrase) => {
    const words = wordsOf(phrase);
    return titles.some((title) => words.every((w) => title.has(w)));
  });
  return { listings, phrases };
}

describe('the market of competitors', () => {
  it('has many other sellers in the organic search of the keywords the demo sellers would track', () => {
    for (const seller of [
      'demo-seller-1',
      'demo-seller-2',
      'demo-seller-3',
      'demo-seller-5',
      'demo-seller-6',
    ]) {
      const { phrases } = trackable(seller);
      expect(phrases.length).toBeGreaterThan(20);
      const others = phrases.slice(0, 25).map((q) => {
        const { items } = market.search({ siteId: 77, q, limit: 200, offset: 0 }, day);
        return new Set(items.map((i) => i.listing.sellerUsername).filter((name) => name !== seller)).size;
      });
      others.sort((a, b) => a - b);
      // Most keywords are contested by several sellers; a few long-tail ones by one or two.
      expect(others[Math.floor(others.length / 2)]).toBeGreaterThanOrEqual(5);
      expect(others.filter((n) => n === 0).length).toBeLessThan(others.length / 5);
    }
  }, 30_000);

  it('is the same market for the same seed and another for another seed', () => {
    const again = createMarketplace(demoMarketOptions);
    const q = universe[5] ?? '';
    const sellersOf = (m: typeof market) =>
      m.search({ siteId: 77, q, limit: 50, offset: 0 }, day).items.map((i) => i.listing.itemId);
    expect(sellersOf(again)).toEqual(sellersOf(market));
    expect([...again.keywordUniverse(77)]).toEqual(universe);
    const other = createMarketplace({ ...demoMarketOptions, seed: 99 });
    expect([...other.keywordUniverse(77)].slice(0, 50)).not.toEqual(universe.slice(0, 50));
  });
});

describe('search phrases', () => {
  it('are built the way buyers search: a product type, alone or with brand, attribute, size or model', () => {
    const brands = Object.values(brandsByRoot)
      .flat()
      .map((brand) => brand.toLowerCase());
    // A product type, or a brand and its model ('makita kx-521').
    const typed = universe.filter(
      (phrase) =>
        [...germanNouns].some((noun) => ` ${phrase} `.includes(` ${noun} `)) ||
        brands.some((brand) => phrase.startsWith(`${brand} `)),
    );
    expect(typed.length).toBe(universe.length);
    for (const phrase of universe) expect(phrase.split(/\s+/).length).toBeLessThanOrEqual(6);
    // Title fragments are no search phrases.
    for (const fragment of ['viele farben', '3xl', 'xs 3xl', 'gr', 'versand kostenlos'])
      expect(universe).not.toContain(fragment);
    // Clothes are searched by department and size.
    expect(universe.some((phrase) => /\b(damen|herren|kinder)\b/.test(phrase))).toBe(true);
    expect(
      universe.some((phrase) => /\b(damen|herren|kinder) (\d\d|xs|s|m|l|xl|xxl|3xl)$/.test(phrase)),
    ).toBe(true);
  });

  it('pair a product only with words its listings can have', () => {
    const categories = categoryTable();
    const apparelLeaf = categories.leaves.findIndex((index) => categories.rootId[index] === 166);
    const apparelMaterials = new Set(materialsOf('apparel').map((m) => m.de.toLowerCase()));
    expect(apparelMaterials.has('edelstahl')).toBe(false);
    for (let slot = 0; slot < 300; slot++) {
      const facts = listingFacts(7, slot, apparelLeaf, slot % 40, 9, 'de', 0);
      expect(apparelMaterials.has(facts.material.toLowerCase())).toBe(true);
      const allowed = new Set(
        [facts.noun, facts.brand, facts.colour, facts.material, facts.size, facts.model, ...facts.features]
          .concat(['Damen', 'Herren', 'Kinder', 'Unisex'])
          .map((w) => w.toLowerCase()),
      );
      const phrase = phraseFor(facts, randomFor(7, 1, slot));
      expect(phrase[0] === facts.noun || phrase[0] === facts.brand).toBe(true);
      for (const part of phrase) expect(allowed.has(part.toLowerCase())).toBe(true);
    }
  });

  it('are suggested as a buyer extends a query, each finding listings', () => {
    const noun =
      wordsOf(
        universe.find((p) => wordsOf(p).length === 1 && market.autocomplete(77, `${p} `, day).length > 2) ??
          '',
      )[0] ?? '';
    expect(noun).not.toBe('');
    const suggestions = market.autocomplete(77, `${noun} `, day);
    for (const suggestion of suggestions) {
      expect(suggestion.startsWith(`${noun} `)).toBe(true);
      expect(market.search({ siteId: 77, q: suggestion, limit: 1, offset: 0 }, day).total).toBeGreaterThan(0);
    }
  });
});
