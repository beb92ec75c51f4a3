import type { Listing, Marketplace, SiteId } from '../marketplace/model.ts';
import type { WireSelectionRule } from './marketing-store.ts';

/** Suggestions eBay answers per call at most. */
const maxSuggestions = 100;
/** Words a suggested phrase may have: longer ones are rarely searched as typed. */
const maxPhraseWords = 4;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface KeywordSuggestion {
  keywordText: string;
  /** Searches on the market in the last 30 days (the day's demand × 30). */
  searchVolume: number;
}

/**
 * Keywords for a group of listings, as eBay derives them: the phrases buyers search whose every word is in
 * one of the listings' titles, most searched first.
 */
export function suggestKeywordsFor(
  market: Marketplace,
  siteId: SiteId,
  listings: readonly Listing[],
  day: string,
  exclusions: readonly string[] = [],
): KeywordSuggestion[] {
  const titleWords = listings.map((listing) => new Set(wordsOf(listing.title)));
  const excluded = new Set(exclusions.map((phrase) => phrase.toLowerCase()));
  const found: KeywordSuggestion[] = [];
  for (const phrase of market.keywordUniverse(siteId)) {
    if (excluded.has(phrase)) continue;
    const words = phrase.split(' ');
    if (words.length > maxPhraseWords) continue;
    if (!titleWords.some((title) => words.every((word) => title.has(word)))) continue;
    const daily = market.searchVolume(siteId, phrase, day) ?? 0;
    found.push({ keywordText: phrase, searchVolume: Math.round(daily * 30) });
  }
  return found
    .sort((a, b) => b.searchVolume - a.searchVolume || (a.keywordText < b.keywordText ? -1 : 1))
    .slice(0, maxSuggestions);
}

export interface ProposedBid {
  value: number;
  rangeStart: number;
  rangeEnd: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A cost-per-click bid that wins sponsored places for a keyword: more competing listings and more searches
 * ask for more; the range is what sellers who win places bid.
 */
export function proposedBidFor(
  market: Marketplace,
  siteId: SiteId,
  keyword: string,
  day: string,
): ProposedBid {
  const competitors = market.search({ siteId, q: keyword, limit: 1, offset: 0 }, day).total;
  const searches = market.searchVolume(siteId, keyword, day) ?? 0;
  const value = Math.min(5, 0.12 + 0.04 * Math.log2(1 + competitors) + 0.03 * Math.log2(1 + searches));
  return { value: cents(value), rangeStart: cents(value * 0.7), rangeEnd: cents(value * 1.5) };
}

function isUnder(market: Marketplace, listing: Listing, categoryId: string): boolean {
  for (
    let node = market.category(listing.siteId, listing.categoryId);
    node;
    node = node.parentId ? market.category(listing.siteId, node.parentId) : undefined
  ) {
    if (node.categoryId === categoryId) return true;
  }
  return false;
}

function brandOf(listing: Listing): string | undefined {
  return listing.itemSpecifics.find((aspect) => /^(marke|brand)$/i.test(aspect.name))?.values[0];
}

/** Whether a listing fits one selection rule of a rules-based campaign (every named rule must hold). */
export function fitsRule(market: Marketplace, listing: Listing, rule: WireSelectionRule): boolean {
  if (rule.listingConditionIds?.length && !rule.listingConditionIds.includes(listing.conditionId))
    return false;
  if (rule.categoryIds?.length && !rule.categoryIds.some((id) => isUnder(market, listing, id))) return false;
  if (rule.minPrice && listing.price < Number(rule.minPrice.value)) return false;
  if (rule.maxPrice && listing.price > Number(rule.maxPrice.value)) return false;
  if (rule.brands?.length) {
    const brand = brandOf(listing)?.toLowerCase();
    if (!brand || !rule.brands.some((wanted) => wanted.toLowerCase() === brand)) return false;
  }
  return true;
}
