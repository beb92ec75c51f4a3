import { tokenize } from './text.ts';

/**
 * eBay's keyword syntax as the Browse API reads `q`: words separated by spaces must all occur (AND);
 * `(a,b,c)` needs any one of them (OR); a leading `-` excludes a word or a group: `-used`, `-(red,blue)`.
 * An alternative may hold several words, `(phone case,cover)`, which then must all occur.
 * Hyphenated words split like titles do: `t-shirt` needs both `t` and `shirt`.
 */
export interface ParsedQuery {
  /** Every group must match; a group matches when one of its alternatives (all its terms) matches. */
  required: string[][][];
  /** A listing matching any alternative here is left out. */
  excluded: string[][];
}

export function parseQuery(q: string): ParsedQuery {
  const required: string[][][] = [];
  const excluded: string[][] = [];
  let i = 0;
  const text = q.trim();
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
    if (i >= text.length) break;
    let negative = false;
    if (text[i] === '-' && i + 1 < text.length && !/\s/.test(text[i + 1] ?? '')) {
      negative = true;
      i++;
    }
    let alternatives: string[][];
    if (text[i] === '(') {
      const close = text.indexOf(')', i + 1);
      const inner = close < 0 ? text.slice(i + 1) : text.slice(i + 1, close);
      i = close < 0 ? text.length : close + 1;
      alternatives = inner.split(',').map(tokenize);
    } else {
      let end = i;
      while (end < text.length && !/\s/.test(text[end] ?? '') && text[end] !== '(') end++;
      alternatives = [tokenize(text.slice(i, end))];
      i = end;
    }
    alternatives = alternatives.filter((terms) => terms.length > 0);
    if (alternatives.length === 0) continue;
    if (negative) excluded.push(...alternatives);
    else required.push(alternatives);
  }
  return { required, excluded };
}

/** Whether a set of title terms matches; the positions of the first matched term per group. */
export function matchTerms(query: ParsedQuery, termPositions: Map<string, number>): number[] | undefined {
  for (const alternative of query.excluded) {
    if (alternative.every((term) => termPositions.has(term))) return undefined;
  }
  const positions: number[] = [];
  for (const group of query.required) {
    let best = -1;
    for (const alternative of group) {
      if (!alternative.every((term) => termPositions.has(term))) continue;
      const position = Math.min(...alternative.map((term) => termPositions.get(term) ?? 99));
      if (best < 0 || position < best) best = position;
    }
    if (best < 0) return undefined;
    positions.push(best);
  }
  return positions;
}
