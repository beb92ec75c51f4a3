import { describe, expect, it } from 'vitest';
import { medianOf } from './median.ts';

describe('medianOf', () => {
  it('takes the middle place of an odd count and marks it', () => {
    expect(medianOf([4, 2, 2], 2)).toEqual({ sortedValues: [2, 2, 4], middle: [1], median: 2, stored: 2 });
  });

  it('averages the two middle places of an even count (1 and 4 → 2.5)', () => {
    expect(medianOf([4, 1], 2.5)).toMatchObject({ sortedValues: [1, 4], middle: [0, 1], median: 2.5 });
  });

  it('rounds a half hundredth up, as PostgreSQL rounds numeric', () => {
    expect(medianOf([2.33, 2.34, 1, 9], null).median).toBe(2.34);
    expect(medianOf([0.01, 0.02], null).median).toBe(0.02);
  });

  it('has no median and no middle without values', () => {
    expect(medianOf([], null)).toEqual({ sortedValues: [], middle: [], median: null, stored: null });
  });
});
