import { describe, expect, it } from 'vitest';
import { trendOf } from './trend.ts';

describe('trendOf for a score (higher is better)', () => {
  it('is better when today is higher than yesterday', () => {
    expect(trendOf(3.5, 7, 'score')).toEqual({ verdict: 'better', change: 3.5 });
  });
  it('is worse when today is lower', () => {
    expect(trendOf(12, 4.25, 'score')).toEqual({ verdict: 'worse', change: 7.75 });
  });
  it('is the same when nothing changed', () => {
    expect(trendOf(8, 8, 'score')).toEqual({ verdict: 'same', change: 0 });
  });
  it('treats a missing value as 0', () => {
    expect(trendOf(null, 5, 'score')?.verdict).toBe('better');
    expect(trendOf(5, undefined, 'score')?.verdict).toBe('worse');
  });
});

describe('trendOf for a place (lower is better, 0 is not ranked)', () => {
  it('is worse when the item slid from place 178 to 180', () => {
    expect(trendOf(178, 180, 'place')).toEqual({ verdict: 'worse', change: 2 });
  });
  it('is better when it climbed from place 194 to 187', () => {
    expect(trendOf(194, 187, 'place')).toEqual({ verdict: 'better', change: 7 });
  });
  it('is the same on the same place', () => {
    expect(trendOf(12, 12, 'place')).toEqual({ verdict: 'same', change: 0 });
  });
  it('is better when ranked today but not yesterday, worse when no longer ranked', () => {
    expect(trendOf(0, 40, 'place')).toEqual({ verdict: 'better', change: null, reason: 'entered' });
    expect(trendOf(40, null, 'place')).toEqual({ verdict: 'worse', change: null, reason: 'left' });
  });
  it('reads a median place (the BayScore) the same way', () => {
    expect(trendOf(3.5, 2, 'place')).toEqual({ verdict: 'better', change: 1.5 });
  });
});

describe('no trend', () => {
  it('when both values are 0 or unknown', () => {
    expect(trendOf(0, 0, 'score')).toBeNull();
    expect(trendOf(0, 0, 'place')).toBeNull();
    expect(trendOf(null, null, 'place')).toBeNull();
  });
});
