import { describe, expect, it } from 'vitest';
import { paramsOf, searchFromParams } from './search-params.ts';

describe('the median search in the address', () => {
  it('reads keyword, site and condition, and writes them back the same', () => {
    const search = searchFromParams(
      new URLSearchParams('keywordOrEAN=%20lampe%20&eBaySiteId=3&condition=used'),
    );
    expect(search).toEqual({ keywordOrEAN: 'lampe', eBaySiteId: 3, condition: 'used' });
    expect(paramsOf(search ?? { keywordOrEAN: '', eBaySiteId: 77, condition: 'new' }).toString()).toBe(
      'keywordOrEAN=lampe&eBaySiteId=3&condition=used',
    );
  });

  it('falls back to Germany and new for an unknown site or condition', () => {
    expect(searchFromParams(new URLSearchParams('keywordOrEAN=x&eBaySiteId=5&condition=mint'))).toEqual({
      keywordOrEAN: 'x',
      eBaySiteId: 77,
      condition: 'new',
    });
  });

  it('is no search without a keyword', () => {
    expect(searchFromParams(new URLSearchParams('eBaySiteId=3'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('keywordOrEAN=%20'))).toBeNull();
  });
});
