import { describe, expect, it } from 'vitest';
import { median, shippingSummary, tierMedians } from './medians.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle figures of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([19.99, 9.99])).toBe(14.99);
  });

  it('rounds to the cent and has no median of nothing', () => {
    expect(median([0.015, 0.02])).toBe(0.02);
    expect(median([])).toBeNull();
  });
});

describe('tierMedians', () => {
  it('takes each tier from the first results in order, not from the cheapest', () => {
    // 200 prices: the first 20 cost 10 … 29, the rest 100 each, except the last 100 which cost 1.
    const prices = [
      ...Array.from({ length: 20 }, (_, i) => 10 + i),
      ...Array.from({ length: 80 }, () => 100),
      ...Array.from({ length: 100 }, () => 1),
    ];
    expect(tierMedians(prices)).toEqual({
      top20Median: 19.5,
      top50Median: 100,
      top100Median: 100,
      top200Median: 5.5,
    });
  });

  it('uses what there is when a search has fewer results than a tier, and nothing when it has none', () => {
    expect(tierMedians([3, 1, 2])).toEqual({
      top20Median: 2,
      top50Median: 2,
      top100Median: 2,
      top200Median: 2,
    });
    expect(tierMedians([])).toEqual({
      top20Median: null,
      top50Median: null,
      top100Median: null,
      top200Median: null,
    });
  });
});

describe('shippingSummary', () => {
  it('counts free, paid and unnamed shipping and averages the amounts named', () => {
    expect(shippingSummary([0, 4.99, null, 0, 5.95, 3])).toEqual({
      free: 2,
      paid: 3,
      unknown: 1,
      median: 3,
      average: 2.79,
    });
    expect(shippingSummary([null])).toEqual({ free: 0, paid: 0, unknown: 1, median: null, average: null });
  });
});
