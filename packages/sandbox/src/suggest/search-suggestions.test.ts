import { describe, expect, it } from 'vitest';
import { createMarketplace } from '../marketplace/create-marketplace.ts';
import { maxSuggestions, searchSuggestions } from './search-suggestions.ts';
import { siteOfLocale } from './suggest-site.ts';

const options = { seed: 11, listings: 2000, keywordsPerSite: 500, epoch: '2026-01-01' };
const market = createMarketplace(options);
const germanPhrases = [...market.keywordUniverse(77)];
/** A one-word phrase of the German universe that several longer phrases start with. */
const head =
  germanPhrases.find(
    (p) => !p.includes(' ') && germanPhrases.filter((o) => o.startsWith(`${p} `)).length >= 2,
  ) ?? '';

describe('search-engine suggestions', () => {
  it('has a German head word with longer phrases to work with', () => {
    expect(head).not.toBe('');
  });

  it('answers the same list for the same query, also from a second market built with the same seed', () => {
    const again = createMarketplace(options);
    const first = searchSuggestions(market, 77, head.slice(0, 3));
    expect(first.length).toBeGreaterThan(0);
    expect(searchSuggestions(market, 77, head.slice(0, 3))).toEqual(first);
    expect(searchSuggestions(again, 77, head.slice(0, 3))).toEqual(first);
  });

  it('suggests only texts that start with what was typed, case and spacing aside', () => {
    const typed = head.slice(0, 2).toUpperCase();
    const suggestions = searchSuggestions(market, 77, `  ${typed}`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(maxSuggestions);
    for (const text of suggestions) expect(text.startsWith(head.slice(0, 2))).toBe(true);
    expect(new Set(suggestions).size).toBe(suggestions.length);
  });

  it('asks for the next word after a trailing space and completes intent words of a phrase already typed', () => {
    const next = searchSuggestions(market, 77, `${head} `);
    expect(next.length).toBeGreaterThan(0);
    for (const text of next) expect(text.startsWith(`${head} `)).toBe(true);
    // "<head> k" reaches "<head> kaufen" even though the universe itself has no such phrase.
    expect(searchSuggestions(market, 77, `${head} k`)).toContain(`${head} kaufen`);
  });

  it('mixes universe phrases with search-engine intent words in the site language', () => {
    const suggestions = searchSuggestions(market, 77, head, 50);
    const known = new Set(germanPhrases);
    expect(suggestions.some((text) => known.has(text))).toBe(true);
    expect(
      suggestions.some((text) => /\b(kaufen|test|gebraucht|günstig|angebot|reparieren)$/.test(text)),
    ).toBe(true);
    const english = [...market.keywordUniverse(0)][0] ?? '';
    expect(
      searchSuggestions(market, 0, english, 50).some((t) =>
        / (for sale|review|used|cheap|deals|near me)$/.test(t),
      ),
    ).toBe(true);
  });

  it('answers nothing for an empty query or one no phrase starts with', () => {
    expect(searchSuggestions(market, 77, '   ')).toEqual([]);
    expect(searchSuggestions(market, 77, 'qqqxqqq')).toEqual([]);
  });

  it('picks the universe by language and region', () => {
    expect(siteOfLocale('de', undefined)).toBe(77);
    expect(siteOfLocale('de', 'AT')).toBe(77);
    expect(siteOfLocale('en', 'GB')).toBe(3);
    expect(siteOfLocale('en-GB', undefined)).toBe(3);
    expect(siteOfLocale('en', 'US')).toBe(0);
    expect(siteOfLocale('fr', undefined)).toBe(0);
  });
});
