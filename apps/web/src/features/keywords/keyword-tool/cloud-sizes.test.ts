import { describe, expect, it } from 'vitest';
import { cloudFontRange, cloudFontSize, cloudOrder } from './cloud-sizes.ts';

const word = (name: string, weight: number) => ({ word: name, weight, count: 1 });

describe('keyword cloud sizes', () => {
  it('spreads weights 1–100 over the font range, clamping the rest', () => {
    expect(cloudFontSize(1)).toBe(cloudFontRange.minPx);
    expect(cloudFontSize(100)).toBe(cloudFontRange.maxPx);
    expect(cloudFontSize(50)).toBe(24);
    expect(cloudFontSize(0)).toBe(cloudFontRange.minPx);
    expect(cloudFontSize(250)).toBe(cloudFontRange.maxPx);
  });

  it('puts the heaviest word in the middle and the lighter ones around it', () => {
    const ordered = cloudOrder([word('a', 100), word('b', 80), word('c', 60), word('d', 40), word('e', 20)]);
    expect(ordered.map((w) => w.word)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });
});
