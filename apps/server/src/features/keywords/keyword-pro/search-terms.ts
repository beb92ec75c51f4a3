import { andSeparator, keywordProMaxTerms } from '@baylytics/contract/keyword-pro';

export interface SearchTerms {
  /** Lower-case terms, each with at least one letter or digit, without repeats. */
  terms: string[];
  /** any: a keyword matches one of the terms (the default); all: every term (joined with AND). */
  mode: 'any' | 'all';
}

const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * Reads Keyword Pro's keyword field (spec 001 §5): terms separated by spaces are an OR search; the AND
 * switch joins them with " AND ", and then every term must occur.
 */
export function parseSearchTerms(keyword: string): SearchTerms {
  const mode = keyword.includes(andSeparator) ? 'all' : 'any';
  const words = keyword
    .split(andSeparator)
    .flatMap((part) => part.split(/\s+/))
    .map((word) => word.trim().toLowerCase())
    .filter((word) => wordCharacter.test(word));
  return { terms: [...new Set(words)].slice(0, keywordProMaxTerms), mode };
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && wordCharacter.test(character);

/**
 * Where the searched terms stand in a keyword, as [start, end) ranges of whole words (a term inside a longer
 * word is not marked, as the word search does not match it either). The browser marks them up as text.
 */
export function highlightRanges(keyword: string, terms: readonly string[]): [number, number][] {
  const lower = keyword.toLowerCase();
  // Lower-casing changes the length of a few characters (e.g. 'İ'); no ranges rather than wrong ones.
  if (lower.length !== keyword.length) return [];
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let from = lower.indexOf(term);
    while (from !== -1) {
      const end = from + term.length;
      if (!isWordCharacter(lower[from - 1]) && !isWordCharacter(lower[end])) ranges.push([from, end]);
      from = lower.indexOf(term, from + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
