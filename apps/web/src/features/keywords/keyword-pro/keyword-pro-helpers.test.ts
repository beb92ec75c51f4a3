import { describe, expect, it } from 'vitest';
import { csvRows, filterRows, highlightParts, searchKeyword, wordFrequency } from './keyword-pro-helpers.ts';

describe('wordFrequency', () => {
  it('counts single words across keywords, most frequent first, ties alphabetically', () => {
    expect(wordFrequency(['akku set', 'Akku Bosch', 'bosch set neu', 'akku'])).toEqual([
      { keyword: 'akku', count: 3 },
      { keyword: 'bosch', count: 2 },
      { keyword: 'set', count: 2 },
      { keyword: 'neu', count: 1 },
    ]);
    expect(wordFrequency(['a b c', 'a'], 1)).toEqual([{ keyword: 'a', count: 2 }]);
    expect(wordFrequency(['- & x'])).toEqual([{ keyword: 'x', count: 1 }]);
  });

  it('picks the same 30 words as sorting all of them, over 10,000 keywords with thousands of distinct words', () => {
    const keywords = Array.from(
      { length: 10_000 },
      (_, i) => `${['akku', 'set', 'bohrer', 'neu', 'Öl'][i % 5]} teil${i % 997} x${i}`,
    );
    const counts = new Map<string, number>();
    for (const word of keywords.flatMap((keyword) => keyword.toLowerCase().split(' '))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const sortedAll = [...counts]
      .map(([keyword, count]) => ({ keyword, count }))
      .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
      .slice(0, 30);
    expect(wordFrequency(keywords)).toEqual(sortedAll);
  });
});

describe('searchKeyword', () => {
  it('joins the terms with AND only when the switch is on', () => {
    expect(searchKeyword('  bosch   akku ', true)).toBe('bosch AND akku');
    expect(searchKeyword('bosch   akku', false)).toBe('bosch akku');
  });
});

describe('csvRows', () => {
  it('writes keyword, result count, ads positions, value and the first two categories by name', () => {
    const row = {
      id: 1,
      keyword: 'akku set',
      showInKeyword: 120,
      adsPositions: [1, 4],
      value: 77,
      highlight: [],
    };
    expect(
      csvRows([
        { ...row, categoryIds: [11, 12, 13], categoryNames: ['Akkus', 'Ladegeräte', 'Kabel'] },
        { ...row, categoryIds: [11, 12], categoryNames: ['Akkus', ''] },
        { ...row, categoryIds: [], categoryNames: [] },
      ]),
    ).toEqual([
      ['akku set', 120, '1, 4', 77, 'Akkus', 'Ladegeräte'],
      // A category the tree we hold lacks keeps its id.
      ['akku set', 120, '1, 4', 77, 'Akkus', '12'],
      ['akku set', 120, '1, 4', 77, '', ''],
    ]);
  });
});

describe('highlightParts', () => {
  it('cuts the keyword along the ranges and ignores broken ranges', () => {
    expect(
      highlightParts('akku bosch set', [
        [0, 4],
        [11, 14],
      ]),
    ).toEqual([
      { text: 'akku', marked: true },
      { text: ' bosch ', marked: false },
      { text: 'set', marked: true },
    ]);
    expect(highlightParts('abc', [[2, 9]])).toEqual([{ text: 'abc', marked: false }]);
  });
});

describe('filterRows', () => {
  it('keeps rows containing the text in any case', () => {
    const rows = [{ keyword: 'Akku Set' }, { keyword: 'bohrer' }];
    expect(filterRows(rows, ' akku ')).toEqual([{ keyword: 'Akku Set' }]);
    expect(filterRows(rows, '')).toHaveLength(2);
  });
});
