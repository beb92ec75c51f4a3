import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('writes the price in its currency for the language', () => {
    expect(formatPrice(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatPrice(1234.5, 'GBP', 'en')).toBe('£1,234.50');
    expect(formatPrice(null, 'EUR', 'de')).toBe('');
  });
});
