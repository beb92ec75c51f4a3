import type { CsvCell } from '@baylytics/contract/csv';
import { andSeparator, type KeywordProRow } from '@baylytics/contract/keyword-pro';

export interface WordCount {
  keyword: string;
  count: number;
}

/** How often each single word occurs across the keywords (spec 001 §3), most frequent first, then A–Z. */
export function wordFrequency(keywords: readonly string[], limit = 30): WordCount[] {
  const counts = new Map<string, number>();
  for (const keyword of keywords) {
    for (const word of keyword.toLowerCase().split(/\s+/)) {
      if (!/[\p{L}\p{N}]/u.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return mostFrequent(counts, limit);
}

const collator = new Intl.Collator();
const isBefore = (a: WordCount, b: WordCount) =>
  a.count > b.count || (a.count === b.count && collator.compare(a.keyword, b.keyword) < 0);

/**
 * The `limit` first words by count, then A–Z, without sorting all of them: 10,000 keywords can hold
 * thousands of distinct words, and sorting those by name took most of the page's time budget.
 */
function mostFrequent(counts: ReadonlyMap<string, number>, limit: number): WordCount[] {
  const top: WordCount[] = [];
  for (const [keyword, count] of counts) {
    const entry = { keyword, count };
    const last = top[top.length - 1];
    if (top.length === limit && last && !isBefore(entry, last)) continue;
    let at = top.length;
    while (at > 0 && isBefore(entry, top[at - 1] as WordCount)) at--;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** The keyword field as sent: with the AND switch on, the spaces between terms become AND (spec 001 §5). */
export function searchKeyword(text: string, useAnd: boolean): string {
  const terms = text.trim().split(/\s+/).filter(Boolean);
  return terms.join(useAnd ? andSeparator : ' ');
}

/** Header keys (catalogue `keywordPro.columns`) and cells of the selected rows' CSV. */
export const csvColumns = [
  'keyword',
  'showInKeyword',
  'adsPositions',
  'value',
  'category1',
  'category2',
] as const;

export function csvRows(rows: readonly KeywordProRow[]): CsvCell[][] {
  return rows.map((row) => [
    row.keyword,
    row.showInKeyword,
    row.adsPositions.join(', '),
    row.value,
    categoryLabel(row, 0),
    categoryLabel(row, 1),
  ]);
}

/** A keyword's n-th category as people read it: its name, or its id where the category tree lacks it. */
export function categoryLabel(row: Pick<KeywordProRow, 'categoryIds' | 'categoryNames'>, n: number): string {
  const id = row.categoryIds[n];
  if (id === undefined) return '';
  return row.categoryNames[n] || String(id);
}

/** The keyword cut into plain and marked parts along the server's [start, end) ranges; rendered as text. */
export function highlightParts(keyword: string, ranges: readonly (readonly [number, number])[]) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > keyword.length || start >= end) continue;
    if (start > at) parts.push({ text: keyword.slice(at, start), marked: false });
    parts.push({ text: keyword.slice(start, end), marked: true });
    at = end;
  }
  if (at < keyword.length) parts.push({ text: keyword.slice(at), marked: false });
  return parts;
}

/** Rows whose keyword contains the filter text (case-insensitive). */
export function filterRows<T extends { keyword: string }>(rows: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  return needle ? rows.filter((row) => row.keyword.toLowerCase().includes(needle)) : [...rows];
}
