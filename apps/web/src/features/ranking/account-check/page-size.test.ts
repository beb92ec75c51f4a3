import { describe, expect, it } from 'vitest';
import { parsePageSize } from './page-size.ts';

describe('parsePageSize', () => {
  it('keeps an offered size', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('200')).toBe(200);
  });
  it('parses as an integer, like the spec says', () => {
    expect(parsePageSize('100px')).toBe(100);
  });
  it('falls back to 50 for nothing, junk or a size that is not offered', () => {
    expect(parsePageSize(null)).toBe(50);
    expect(parsePageSize('')).toBe(50);
    expect(parsePageSize('abc')).toBe(50);
    expect(parsePageSize('10000')).toBe(50);
    expect(parsePageSize('-25')).toBe(50);
  });
});
