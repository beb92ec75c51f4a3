import type { CategoryNode } from '../marketplace/model.ts';

/** eBay answers at most this many suggestions. */
const maxSuggestions = 10;

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/**
 * How well a query word meets a name word: 2 when they are equal, 1 when (German compounds) one holds the
 * other, else 0 — 'Wasserfilter' names the category Wasserfilter better than Wasserfilterkartuschen.
 */
function meets(queryWord: string, nameWord: string): number {
  if (queryWord === nameWord) return 2;
  return Math.min(queryWord.length, nameWord.length) >= 4 &&
    (nameWord.includes(queryWord) || queryWord.includes(nameWord))
    ? 1
    : 0;
}

export interface SuggestedCategory {
  node: CategoryNode;
  /** Parents from the leaf's immediate parent up to level 1. */
  ancestors: CategoryNode[];
  relevancy: 'HIGH' | 'MEDIUM' | 'LOW';
}

/**
 * getCategorySuggestions of the stand-in: the leaf categories whose names share words with the query, best
 * first. A word equal to a name's word counts twice one that is part of a compound, and a word in the leaf's own
 * name counts twice a word of a parent's; ties go to the deeper, then the
 * lower id, so the answer is the same for the same query.
 */
export function suggestCategories(
  root: CategoryNode,
  query: string,
  nameOf: (node: CategoryNode) => string,
): SuggestedCategory[] {
  const queryWords = [...new Set(wordsOf(query))];
  if (queryWords.length === 0) return [];
  const scored: { suggestion: Omit<SuggestedCategory, 'relevancy'>; score: number }[] = [];
  const scoreOf = (node: CategoryNode) => {
    const words = wordsOf(nameOf(node));
    return queryWords.reduce((sum, q) => sum + Math.max(0, ...words.map((w) => meets(q, w))), 0);
  };
  const walk = (node: CategoryNode, path: CategoryNode[], pathScore: number) => {
    for (const child of node.children) {
      const own = scoreOf(child);
      if (child.leaf) {
        const score = own * 2 + pathScore;
        if (own > 0) scored.push({ suggestion: { node: child, ancestors: [...path].reverse() }, score });
      } else walk(child, [...path, child], pathScore + own);
    }
  };
  walk(root, [], 0);
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.suggestion.node.level - a.suggestion.node.level ||
      a.suggestion.node.categoryId.localeCompare(b.suggestion.node.categoryId),
  );
  const best = scored[0]?.score ?? 0;
  return scored.slice(0, maxSuggestions).map(({ suggestion, score }) => ({
    ...suggestion,
    relevancy: score >= best ? 'HIGH' : score * 2 >= best ? 'MEDIUM' : 'LOW',
  }));
}
