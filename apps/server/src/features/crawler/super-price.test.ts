import { superPriceWindow } from '@baylytics/contract/live-chart';
import { describe, expect, it } from 'vitest';
import { isLowestPrice, type PricedHit, superPriceCheckOf } from './super-price.ts';

const priced = (value: number, currency = 'EUR'): PricedHit => ({ price: { value, currency } });
const unpriced: PricedHit = { price: null };

describe('super price', () => {
  it('marks every result as cheap as the cheapest of the first results in its currency, wherever it sits', () => {
    const front = Array.from({ length: superPriceWindow }, (_, i) => priced(30 + i));
    const results = [...front, priced(30), priced(29.99), priced(30.01), unpriced, priced(5, 'USD')];
    const isSuperPrice = superPriceCheckOf(results);
    const places = results.flatMap((hit, index) => (isSuperPrice(hit) ? [index + 1] : []));
    // Place 1 (30, the window's cheapest), 51 (ties it), 52 (cheaper); not 53 (dearer) nor 54 (no price);
    // 55 is the only USD price, compared with no other.
    expect(places).toEqual([1, superPriceWindow + 1, superPriceWindow + 2, superPriceWindow + 5]);
    expect(results.every((hit) => isSuperPrice(hit) === isLowestPrice(hit, results))).toBe(true);
  });

  it('ignores results without a price in the window and never marks one', () => {
    expect(isLowestPrice(priced(12), [unpriced, priced(12.5)])).toBe(true);
    expect(isLowestPrice(unpriced, [unpriced, priced(12.5)])).toBe(false);
  });
});
