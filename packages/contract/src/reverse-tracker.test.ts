import { describe, expect, it } from 'vitest';
import { noDate, rangeDaysOf, summarize, wordFrequencyOf } from './reverse-tracker.ts';

describe('rangeDaysOf (spec 001 §9 day spans)', () => {
  const today = '2025-03-10';
  it.each([
    ['yesterday', '2025-03-09', '2025-03-09'],
    ['last7days', '2025-03-02', '2025-03-09'],
    ['30days', '2025-02-07', '2025-03-09'],
    ['60days', '2025-01-10', '2025-03-09'],
    ['thismonth', '2025-03-01', '2025-03-10'],
    ['lastmonth', '2025-02-01', '2025-02-28'],
  ] as const)('%s covers %s to %s', (range, fromDate, toDate) => {
    expect(rangeDaysOf(range, today)).toEqual({ fromDate, toDate });
  });

  it('crosses a year for last month in January and takes custom dates in either order', () => {
    expect(rangeDaysOf('lastmonth', '2025-01-15')).toEqual({ fromDate: '2024-12-01', toDate: '2024-12-31' });
    expect(rangeDaysOf('custom', today, { fromDate: '2025-03-05', toDate: '2025-03-01' })).toEqual({
      fromDate: '2025-03-01',
      toDate: '2025-03-05',
    });
  });
});

describe('summarize', () => {
  const row = (keyword: string, position: number, advPosition: number) => ({
    keyword,
    sId: 77,
    value: 10,
    position,
    advPosition,
    createdTime: noDate,
    advCreatedTime: noDate,
    isSuperPrice: false,
    competitorPosition: 0,
    itemOf: 'myself' as const,
  });

  it('counts organic, sponsored and top-10 keywords and the words, most frequent first', () => {
    const summary = summarize([row('akku set', 3, 0), row('akku', 11, 2), row('Set Akku', 0, 1)], 7);
    expect(summary).toMatchObject({
      totalKeywords: 7,
      organicKeywords: 2,
      sponsoredKeywords: 2,
      topOfferKeywords: 1,
    });
    expect(summary.wordFrequency).toEqual([
      { keyword: 'akku', count: 3 },
      { keyword: 'set', count: 2 },
    ]);
  });

  it('counts a word once per keyword', () => {
    expect(wordFrequencyOf([{ keyword: 'akku akku' }])).toEqual([{ keyword: 'akku', count: 1 }]);
  });
});
