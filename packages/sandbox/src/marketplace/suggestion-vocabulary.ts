import type { Marketplace, SiteId } from './model.ts';

/**
 * The long tail of a site's search-box suggestions: what buyers type after a product phrase they already
 * typed. For every listing of the site (as its title was generated), each phrase of the keyword universe (one or two
 * words) that its title contains, followed by each other word of that title ('kleid damen' → 'kleid damen
 * schwarz', 'kleid damen esprit'); a title that contains none is refined after its first word (its brand or
 * product: 'apple kabellos'), so every word a title gives buyers follows some phrase. A refinement is refined
 * further the way buyers go on typing, in title order: followed by a word that comes later in the title, up to
 * `longestRefinement` words ('kleid damen schwarz' → 'kleid damen schwarz spitze'). Every refinement's prefix by
 * words is therefore a product phrase or a refinement itself, so walking the search box word by word reaches
 * it. Ranked by how many listings share the refinement, then alphabetically; a search for one finds at least
 * the listing it came from. Deterministic for a market; built once per site on first use.
 */
export interface SuggestionVocabulary {
  /** Every refinement of the site, sorted (code unit order), for prefix look-ups. */
  phrases: string[];
  /** Listings sharing each phrase (same order as `phrases`). */
  listings: Int32Array;
}

/** Words a title carries that nobody types after a product: joining words and sellers' phrases ('viele Farben'). */
const fillerWords = new Set(
  'und mit für fur der die das den dem des von zum zur auf aus ein eine viele farben stück and with for the many colours colors pcs pieces'.split(
    ' ',
  ),
);

/** A title's words as buyers type them: lower case, three characters or more with a letter, no filler. */
export function typedWordsOf(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && /\p{L}/u.test(word) && !fillerWords.has(word));
}

/** Words a refinement holds at most: a buyer who types more is after one listing, not a product. */
export const longestRefinement = 4;

const vocabularies = new WeakMap<Marketplace, Map<SiteId, SuggestionVocabulary>>();

/** The site's refinements, built on first use and kept with the market. */
export function suggestionVocabulary(market: Marketplace, siteId: SiteId): SuggestionVocabulary {
  let bySite = vocabularies.get(market);
  if (!bySite) {
    bySite = new Map();
    vocabularies.set(market, bySite);
  }
  let vocabulary = bySite.get(siteId);
  if (!vocabulary) {
    vocabulary = buildVocabulary(market, siteId);
    bySite.set(siteId, vocabulary);
  }
  return vocabulary;
}

function buildVocabulary(market: Marketplace, siteId: SiteId): SuggestionVocabulary {
  // Universe phrases of one or two words, by their first word: the product phrases a title may contain.
  const byFirstWord = new Map<string, string[][]>();
  for (const phrase of market.keywordUniverse(siteId)) {
    const words = phrase.split(' ');
    if (words.length > 2) continue;
    const first = words[0] ?? '';
    const list = byFirstWord.get(first) ?? [];
    list.push(words);
    byFirstWord.set(first, list);
  }
  const counts = new Map<string, number>();
  for (const title of market.listingTitles(siteId)) {
    const words = [...new Set(typedWordsOf(title))];
    const inTitle = new Set(words);
    const anchors = words.flatMap((word) =>
      (byFirstWord.get(word) ?? []).filter((anchor) => anchor.every((part) => inTitle.has(part))),
    );
    if (anchors.length === 0 && words[0]) anchors.push([words[0]]);
    const seen = new Set<string>();
    for (const anchor of anchors) {
      const refine = (phrase: string, length: number, after: number) => {
        seen.add(phrase);
        if (length >= longestRefinement) return;
        for (let later = after + 1; later < words.length; later++) {
          const word = words[later] ?? '';
          if (!anchor.includes(word)) refine(`${phrase} ${word}`, length + 1, later);
        }
      };
      const head = anchor.join(' ');
      for (const [at, next] of words.entries())
        if (!anchor.includes(next)) refine(`${head} ${next}`, anchor.length + 1, at);
    }
    for (const phrase of seen) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const phrases = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { phrases, listings: Int32Array.from(phrases, (phrase) => counts.get(phrase) ?? 0) };
}

/** Refinements starting with the prefix: most shared first, then alphabetical. */
export function refinementsOf(vocabulary: SuggestionVocabulary, prefix: string, limit: number): string[] {
  const { phrases, listings } = vocabulary;
  const wanted = Math.max(0, limit);
  // Every phrase that starts with the prefix sorts between it and the prefix followed by the highest code unit.
  const end = firstAtLeast(phrases, `${prefix}\uffff`);
  // The best `wanted` of that range, kept in rank order while scanning it once (a deep vocabulary puts tens of
  // thousands of refinements behind a common product word).
  const best: number[] = [];
  for (let i = firstAtLeast(phrases, prefix); i < end && wanted > 0; i++) {
    const shared = listings[i] ?? 0;
    const last = best[best.length - 1];
    if (best.length === wanted && last !== undefined && shared <= (listings[last] ?? 0)) continue;
    let at = best.length;
    while (at > 0 && (listings[best[at - 1] ?? 0] ?? 0) < shared) at--;
    best.splice(at, 0, i);
    if (best.length > wanted) best.pop();
  }
  return best.map((i) => phrases[i] ?? '');
}

/** Index of the first phrase not below `wanted` (binary search over the sorted phrases). */
function firstAtLeast(phrases: readonly string[], wanted: string): number {
  let lo = 0;
  let hi = phrases.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((phrases[mid] ?? '') < wanted) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The search box's suggestions for a prefix: the universe's phrases by the day's demand, then the
 * refinements that start with it, up to the limit, without repeats.
 */
export function searchBoxSuggestions(
  market: Marketplace,
  siteId: SiteId,
  prefix: string,
  day: string,
  limit: number,
): string[] {
  const wanted = prefix.toLowerCase().replace(/\s+/g, ' ').trimStart();
  if (!wanted.trim()) return [];
  const popular = market.autocomplete(siteId, wanted, day, limit);
  // Refinements follow a whole product phrase: a prefix without a space stays with the popular phrases.
  if (popular.length >= limit || !wanted.includes(' ')) return popular;
  const more = refinementsOf(suggestionVocabulary(market, siteId), wanted, limit);
  return [...new Set([...popular, ...more])].slice(0, limit);
}
