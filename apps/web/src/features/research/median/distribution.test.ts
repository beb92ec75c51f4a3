import { describe, expect, it } from 'vitest';
import { histogram, niceStep } from './distribution.ts';

describe('niceStep', () => {
  it('rounds a rough width up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(37)).toBe(50);
    expect(niceStep(0.03)).toBeCloseTo(0.05);
    expect(niceStep(0)).toBe(1);
  });
});

describe('histogram', () => {
  it('puts each value in the bar of its round range, empty bars kept', () => {
    expect(histogram([12, 14.99, 19, 38, 41], 3)).toEqual([
      { from: 10, to: 20, count: 3 },
      { from: 20, to: 30, count: 0 },
      { from: 30, to: 40, count: 1 },
      { from: 40, to: 50, count: 1 },
    ]);
  });

  it('counts a value on a bar edge in the bar it starts, and one value in one bar', () => {
    expect(histogram([10, 20], 1)).toEqual([
      { from: 10, to: 20, count: 1 },
      { from: 20, to: 30, count: 1 },
    ]);
    expect(histogram([4.99])).toEqual([{ from: 4, to: 5, count: 1 }]);
  });

  it('has no bars without values', () => {
    expect(histogram([])).toEqual([]);
  });
});
