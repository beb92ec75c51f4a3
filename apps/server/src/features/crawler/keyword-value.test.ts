import { describe, expect, it } from 'vitest';
import { keywordValue } from './keyword-value.ts';

describe('keywordValue', () => {
  it('is 0 for a keyword nobody suggests, finds or advertises', () => {
    expect(keywordValue({ suggestRank: null, totalResults: 0, sponsoredCount: 0, resultsRead: 0 })).toBe(0);
  });

  it('adds the three signals as the decisions document explains (worked example)', () => {
    // Suggested 3rd: 45 × (1 − 2/10) = 36; 1,000 results: 35 × log10(1001)/5 = 35 × 0.60009 = 21.0;
    // 10 of 200 sponsored = 5 %: 20 × 0.05/0.2 = 5. Sum 62.0 → 62.
    expect(keywordValue({ suggestRank: 3, totalResults: 1000, sponsoredCount: 10, resultsRead: 200 })).toBe(
      62,
    );
  });

  it('reaches 100 only with the top suggestion, 100,000+ results and a fifth of the places sponsored', () => {
    expect(
      keywordValue({ suggestRank: 1, totalResults: 250_000, sponsoredCount: 40, resultsRead: 200 }),
    ).toBe(100);
    expect(
      keywordValue({ suggestRank: 11, totalResults: 250_000, sponsoredCount: 40, resultsRead: 200 }),
    ).toBe(55);
  });
});
