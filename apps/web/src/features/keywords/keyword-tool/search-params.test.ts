import { describe, expect, it } from 'vitest';
import { paramsOf, searchFromParams, siteIdOf } from './search-params.ts';

describe('keyword tool search in the URL', () => {
  it('reads keyword and site, trimming the keyword', () => {
    expect(searchFromParams(new URLSearchParams('keyword=%20lampe%20&eBaySiteId=3'))).toEqual({
      keyword: 'lampe',
      eBaySiteId: 3,
    });
  });

  it('has no search without a keyword', () => {
    expect(searchFromParams(new URLSearchParams('eBaySiteId=0'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('keyword=%20%20'))).toBeNull();
  });

  it('falls back to Germany for a missing or unknown site', () => {
    expect(siteIdOf(null)).toBe(77);
    expect(siteIdOf('5')).toBe(77);
    expect(siteIdOf('abc')).toBe(77);
    expect(siteIdOf('0')).toBe(0);
  });

  it('writes the search back as it reads it', () => {
    const search = { keyword: 'tisch eiche', eBaySiteId: 0 } as const;
    expect(searchFromParams(paramsOf(search))).toEqual(search);
  });
});
