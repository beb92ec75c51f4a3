import { describe, expect, it } from 'vitest';
import { createMarketplace, demoMarketOptions } from './create-marketplace.ts';
import type { SiteId } from './model.ts';
import {
  refinementsOf,
  searchBoxSuggestions,
  suggestionVocabulary,
  typedWordsOf,
} from './suggestion-vocabulary.ts';

describe("the search box's suggestion vocabulary", () => {
  const market = createMarketplace(demoMarketOptions);

  it('holds at least 50,000 distinct phrases over the German and English sites of the demo market', () => {
    const distinct = new Set<string>();
    for (const siteId of [77, 0, 3] as const satisfies readonly SiteId[]) {
      for (const phrase of market.keywordUniverse(siteId)) distinct.add(`${siteId}:${phrase}`);
      for (const phrase of suggestionVocabulary(market, siteId).phrases) distinct.add(`${siteId}:${phrase}`);
    }
    expect(distinct.size).toBeGreaterThanOrEqual(50_000);
    // The German site alone carries more than half of it.
    expect(suggestionVocabulary(market, 77).phrases.length).toBeGreaterThan(25_000);
  }, 120_000);

  it('is the same for the same seed', () => {
    const again = createMarketplace(demoMarketOptions);
    expect(suggestionVocabulary(again, 3).phrases).toEqual(suggestionVocabulary(market, 3).phrases);
  }, 120_000);

  it('refines a product phrase with every other typed word of a title that contains it', () => {
    const day = market.options.epoch;
    const seller = market.sellers()[0];
    const itemId = seller && market.listingIdsOfSeller(seller.username, day)[0];
    const listing = itemId ? market.listing(itemId, day) : undefined;
    if (!listing) throw new Error('the demo market has no listing on its first day');
    const words = typedWordsOf(listing.title);
    const universe = new Set(market.keywordUniverse(listing.siteId));
    const anchor = words.find((word) => universe.has(word));
    if (!anchor) throw new Error(`no product phrase in '${listing.title}'`);
    const vocabulary = suggestionVocabulary(market, listing.siteId);
    for (const word of words.filter((w) => w !== anchor))
      expect(refinementsOf(vocabulary, `${anchor} ${word}`, 1_000)).toContain(`${anchor} ${word}`);
  });

  it('refines a title without a product phrase after its first word', () => {
    const day = market.options.epoch;
    const anchors = [...market.keywordUniverse(77)]
      .map((phrase) => phrase.split(' '))
      .filter((words) => words.length <= 2);
    const vocabulary = suggestionVocabulary(market, 77);
    for (const seller of market.sellers().slice(0, 20)) {
      for (const itemId of market.listingIdsOfSeller(seller.username, day)) {
        const listing = market.listing(itemId, day);
        if (listing?.siteId !== 77) continue;
        const words = typedWordsOf(listing.title);
        const [first, ...rest] = words;
        if (!first || rest.length === 0) continue;
        if (anchors.some((anchor) => anchor.every((part) => words.includes(part)))) continue;
        for (const word of rest)
          expect(refinementsOf(vocabulary, `${first} ${word}`, 1_000)).toContain(`${first} ${word}`);
        return;
      }
    }
    throw new Error('every title holds a product phrase');
  });

  it('suggests popular phrases first and refinements only after a space, ten at most, starting with the prefix', () => {
    const day = market.options.epoch;
    const [first] = suggestionVocabulary(market, 77).phrases;
    const anchor = first?.split(' ')[0] ?? '';
    expect(searchBoxSuggestions(market, 77, anchor, day, 10)).toEqual(
      market.autocomplete(77, anchor, day, 10),
    );
    const after = searchBoxSuggestions(market, 77, `${anchor} `, day, 10);
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThanOrEqual(10);
    for (const phrase of after) expect(phrase.startsWith(`${anchor} `)).toBe(true);
    expect(new Set(after).size).toBe(after.length);
  });

  it("leaves joining words, bare numbers and sellers' phrases out of typed words", () => {
    expect(typedWordsOf('Kleid mit Spitze, 2 Stück, viele Farben, Gr. 38, Modell XR200')).toEqual([
      'kleid',
      'spitze',
      'modell',
      'xr200',
    ]);
  });
});
