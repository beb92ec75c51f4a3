import { describe, expect, it } from 'vitest';
import { createMarketplace, demoMarketOptions } from './create-marketplace.ts';
import type { SiteId } from './model.ts';
import {
  longestRefinement,
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
    // The German site alone, where the demo's keyword database grows, holds several times what discovery needs.
    expect(suggestionVocabulary(market, 77).phrases.length).toBeGreaterThan(200_000);
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

  it('refines a refinement with each later word of the title, in title order, up to the longest refinement', () => {
    const day = market.options.epoch;
    const universe = new Set(market.keywordUniverse(77));
    const vocabulary = suggestionVocabulary(market, 77);
    for (const seller of market.sellers()) {
      for (const itemId of market.listingIdsOfSeller(seller.username, day)) {
        const listing = market.listing(itemId, day);
        if (listing?.siteId !== 77) continue;
        const words = [...new Set(typedWordsOf(listing.title))];
        const anchor = words.find((word) => universe.has(word));
        const rest = words.filter((word) => word !== anchor);
        if (!anchor || rest.length < longestRefinement) continue;
        // The anchor, then words of the title in title order: each one more word is suggested after its prefix.
        let phrase = anchor;
        for (const word of rest.slice(0, longestRefinement - 1)) {
          const longer = `${phrase} ${word}`;
          expect(searchBoxSuggestions(market, 77, longer, day, 10), `after '${phrase}'`).toContain(longer);
          phrase = longer;
        }
        expect(phrase.split(' ')).toHaveLength(longestRefinement);
        // A refinement of the longest kind is not refined further.
        expect(refinementsOf(vocabulary, `${phrase} `, 10)).toEqual([]);
        return;
      }
    }
    throw new Error(`no German title with a product word and ${longestRefinement} more words`);
  });

  it("holds every refinement's prefix by words, so that walking the search box word by word reaches it", () => {
    const vocabulary = suggestionVocabulary(market, 77);
    const reachable = new Set([...market.keywordUniverse(77), ...vocabulary.phrases]);
    const longer = vocabulary.phrases.filter((phrase) => phrase.split(' ').length > 2);
    expect(longer.length).toBeGreaterThan(50_000);
    const missing = longer.filter((phrase) => !reachable.has(phrase.slice(0, phrase.lastIndexOf(' '))));
    expect(missing).toEqual([]);
    const longest = vocabulary.phrases.reduce((most, phrase) => Math.max(most, phrase.split(' ').length), 0);
    expect(longest).toBe(longestRefinement);
  });

  it('suggests nothing that no title of the site contains in that order', () => {
    const titles = market.listingTitles(77).map((title) => typedWordsOf(title));
    const titlesWith = new Map<string, number[]>();
    for (const [index, words] of titles.entries())
      for (const word of new Set(words)) {
        const list = titlesWith.get(word) ?? [];
        list.push(index);
        titlesWith.set(word, list);
      }
    // A refinement's product phrase (one or two words) anywhere in the title, then its further words in title order.
    const isIn = (phrase: string[], words: string[]) =>
      [1, 2].some((anchorLength) => {
        if (!phrase.slice(0, anchorLength).every((word) => words.includes(word))) return false;
        const at = phrase.slice(anchorLength).map((word) => words.indexOf(word));
        return at.every((position, i) => position >= 0 && (i === 0 || position > (at[i - 1] ?? 0)));
      });
    const deep = suggestionVocabulary(market, 77).phrases.filter((phrase) => phrase.split(' ').length >= 4);
    for (const phrase of deep.filter((_, i) => i % 97 === 0)) {
      const words = phrase.split(' ');
      const candidates = titlesWith.get(words[words.length - 1] ?? '') ?? [];
      expect(
        candidates.some((index) => isIn(words, titles[index] ?? [])),
        phrase,
      ).toBe(true);
    }
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
