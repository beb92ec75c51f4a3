import type { Marketplace, SiteId } from '../marketplace/model.ts';

/** Words people add to a product when they ask a search engine rather than a shop (appended, never prefixed). */
const intentWords: Record<'de' | 'en', readonly string[]> = {
  de: ['kaufen', 'test', 'gebraucht', 'günstig', 'angebot', 'reparieren'],
  en: ['for sale', 'review', 'used', 'cheap', 'deals', 'near me'],
};

/** A search engine answers at most this many suggestions per request. */
export const maxSuggestions = 10;

const phraseSets = new WeakMap<Marketplace, Map<SiteId, Set<string>>>();

function phraseSet(market: Marketplace, siteId: SiteId): Set<string> {
  let bySite = phraseSets.get(market);
  if (!bySite) {
    bySite = new Map();
    phraseSets.set(market, bySite);
  }
  let phrases = bySite.get(siteId);
  if (!phrases) {
    phrases = new Set(market.keywordUniverse(siteId));
    bySite.set(siteId, phrases);
  }
  return phrases;
}

/** FNV-1a of the text with the seed: a stable number in [0, 1) per (phrase, intent). */
function stableUnit(seed: number, text: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 0x100000000;
}

/** What the user typed, as the universe spells phrases: lower case, single spaces, a trailing space kept. */
export function normalizeQuery(query: string): string {
  return query.toLowerCase().replace(/\s+/g, ' ').trimStart();
}

/**
 * A search engine's suggestions for what the user has typed so far. Every suggestion starts with the
 * typed text (prefix semantics; a trailing space asks for the next word). They come from the site's
 * keyword universe ranked by demand on the market's first day, so the same query always answers the
 * same list, plus the universe's phrases with a searcher's intent word appended ("… kaufen", "… review"),
 * which a marketplace's own search box never suggests.
 */
export function searchSuggestions(
  market: Marketplace,
  siteId: SiteId,
  query: string,
  limit = maxSuggestions,
): string[] {
  const wanted = normalizeQuery(query);
  if (!wanted.trim() || limit <= 0) return [];
  const { seed, epoch } = market.options;
  const intents = intentWords[market.site(siteId).language];
  const scores = new Map<string, number>();
  const offer = (text: string, score: number) => {
    if (text.startsWith(wanted) && score > (scores.get(text) ?? 0)) scores.set(text, score);
  };
  const weightOf = (phrase: string, intent: string) =>
    0.15 + 0.45 * stableUnit(seed, `${phrase}\u0000${intent}`);
  // Phrases starting with the query, each with its two most asked intents.
  market.autocomplete(siteId, wanted, epoch, limit).forEach((phrase, rank) => {
    const score = 1 / (rank + 1);
    offer(phrase, score);
    const strongest = [...intents].sort((a, b) => weightOf(phrase, b) - weightOf(phrase, a)).slice(0, 2);
    for (const intent of strongest) offer(`${phrase} ${intent}`, score * weightOf(phrase, intent));
  });
  // Phrases the query has already passed ("laptop" for "laptop k"): any intent may complete them.
  const known = phraseSet(market, siteId);
  for (let end = wanted.indexOf(' '); end > 0; end = wanted.indexOf(' ', end + 1)) {
    const typed = wanted.slice(0, end);
    if (known.has(typed)) for (const intent of intents) offer(`${typed} ${intent}`, weightOf(typed, intent));
  }
  return [...scores.entries()]
    .sort(([a, sa], [b, sb]) => sb - sa || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([text]) => text);
}
