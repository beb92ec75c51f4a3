import { describe, expect, it } from 'vitest';
import { paramsOf, searchFromParams } from './search-params.ts';

describe('item check search in the address', () => {
  it('runs only with both item number and keyword', () => {
    expect(searchFromParams(new URLSearchParams('itemNumber=123456789012'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('keyword=jacke'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('itemNumber=%20&keyword=jacke'))).toBeNull();
    expect(
      searchFromParams(new URLSearchParams('itemNumber=123456789012&keyword=%20rote%20jacke%20')),
    ).toEqual({
      itemNumber: '123456789012',
      keyword: 'rote jacke',
    });
  });

  it('keeps the EAN only when one is given, both ways', () => {
    const search = { itemNumber: '123456789012', keyword: 'jacke', ean: '4006381333931' };
    expect(searchFromParams(paramsOf(search))).toEqual(search);
    expect(paramsOf({ itemNumber: '1', keyword: 'k' }).has('ean')).toBe(false);
    expect(searchFromParams(new URLSearchParams('itemNumber=1&keyword=k&ean='))).toEqual({
      itemNumber: '1',
      keyword: 'k',
    });
  });
});
