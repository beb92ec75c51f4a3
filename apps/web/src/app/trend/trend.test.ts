import { describe, expect, it } from 'vitest';
import { trendOf } from './trend.ts';

describe('trendOf', () => {
  it('points up when today is higher than yesterday', () => {
    expect(trendOf(3.5, 7)).toBe('up');
  });
  it('points down when today is lower', () => {
    expect(trendOf(12, 4.25)).toBe('down');
  });
  it('points right when nothing changed', () => {
    expect(trendOf(8, 8)).toBe('flat');
  });
  it('shows no arrow when both values are 0 (not ranked either day)', () => {
    expect(trendOf(0, 0)).toBeNull();
  });
  it('treats a missing value as 0', () => {
    expect(trendOf(null, 5)).toBe('up');
    expect(trendOf(5, undefined)).toBe('down');
    expect(trendOf(null, null)).toBeNull();
  });
});
