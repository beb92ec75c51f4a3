import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('writes German numbers with a decimal comma, rounded to two decimals', () => {
    expect(formatNumber(1234.567, 'de')).toBe('1.234,57');
  });
  it('writes English numbers with a decimal point', () => {
    expect(formatNumber(12.5, 'en')).toBe('12.5');
  });
});
