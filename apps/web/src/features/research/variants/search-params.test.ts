import { describe, expect, it } from 'vitest';
import { modeFromParams, paramsOf, searchFromParams, type VariantSearch } from './search-params.ts';

describe('the variant tool’s address', () => {
  it('holds item numbers or a keyword with its site, and reads back what it wrote', () => {
    const items: VariantSearch = { mode: 'itemNumbers', itemNumbers: ['123456789012', '234567890123'] };
    expect(searchFromParams(paramsOf(items))).toEqual(items);
    const keyword: VariantSearch = { mode: 'keyword', keyword: 'gartenlaterne', eBaySiteId: 3 };
    expect(searchFromParams(paramsOf(keyword))).toEqual(keyword);
  });

  it('has no lookup without input, starts on the page source and reads unknown sites as Germany', () => {
    expect(searchFromParams(new URLSearchParams('mode=itemNumbers&itemNumbers=%20,'))).toBeNull();
    expect(modeFromParams(new URLSearchParams('mode=other'))).toBe('htmlSource');
    expect(searchFromParams(new URLSearchParams('mode=keyword&keyword=x&eBaySiteId=9'))).toEqual({
      mode: 'keyword',
      keyword: 'x',
      eBaySiteId: 77,
    });
  });
});
