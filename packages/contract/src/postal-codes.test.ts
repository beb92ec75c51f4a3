import { describe, expect, it } from 'vitest';
import { fitsPostalCode } from './postal-codes.ts';

describe('fitsPostalCode', () => {
  it.each([
    ['DE', '10117'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['GB', 'SW1A 1AA'],
    ['US', '10001-1234'],
    ['NL', '1012 AB'],
    ['de', ' 80331 '],
  ])('takes %s %s', (iso, code) => expect(fitsPostalCode(iso, code)).toBe(true));

  it.each([
    ['DE', '1011'],
    ['DE', 'ABCDE'],
    ['AT', '10117'],
    ['GB', '10117'],
    ['US', '1234'],
  ])('refuses %s %s', (iso, code) => expect(fitsPostalCode(iso, code)).toBe(false));

  it('takes any postcode where no rule is known', () => {
    expect(fitsPostalCode('AQ', 'anything')).toBe(true);
  });
});
