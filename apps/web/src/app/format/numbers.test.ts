import { describe, expect, it } from 'vitest';
import { formatEuro, formatFixed, formatMoney, formatNumber, formatPercent } from './numbers.ts';

describe('number formats follow the page language, not the browser', () => {
  it('writes German numbers with a decimal comma and thousands dots, rounded to two decimals', () => {
    expect(formatNumber(1234.567, 'de')).toBe('1.234,57');
    expect(formatNumber(1234.567, 'de', 0)).toBe('1.235');
  });
  it('writes English numbers with a decimal point', () => {
    expect(formatNumber(12.5, 'en')).toBe('12.5');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
  it('keeps a fixed number of decimals', () => {
    expect(formatFixed(12.5, 'de', 2)).toBe('12,50');
    expect(formatFixed(3, 'en', 2)).toBe('3.00');
  });
  it('writes money in its currency for the language', () => {
    expect(formatMoney(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, 'GBP', 'en')).toBe('£1,234.50');
    expect(formatMoney(1234.5, null, 'de')).toBe('1.234,50');
  });
  it('writes percentages given in percent', () => {
    expect(formatPercent(98.5, 'de')).toBe('98,5\u00a0%');
    expect(formatPercent(98.5, 'en')).toBe('98.5%');
  });
});

describe('plan and invoice prices', () => {
  it('are EUR in the German style on an English page too (spec 000 §9)', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
  });
});
