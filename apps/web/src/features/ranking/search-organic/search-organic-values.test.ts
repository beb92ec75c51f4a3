import { describe, expect, it } from 'vitest';
import {
  formValuesFromQuery,
  queryOf,
  requestFromQuery,
  searchOrganicFormSchema,
} from './search-organic-values.ts';

describe('search organic values', () => {
  it('runs the search from the URL only when keyword, countryId and itemNumber are all present', () => {
    expect(
      requestFromQuery(new URLSearchParams('keyword=lampe&countryId=2&itemNumber=123456789012')),
    ).toEqual({
      keyword: 'lampe',
      countryId: 2,
      itemNumber: '123456789012',
    });
    expect(requestFromQuery(new URLSearchParams('keyword=lampe&itemNumber=123456789012'))).toBeNull();
    expect(requestFromQuery(new URLSearchParams('countryId=1&itemNumber=123456789012'))).toBeNull();
    expect(requestFromQuery(new URLSearchParams('keyword=lampe&countryId=1&itemNumber=12a'))).toBeNull();
  });

  it('fills the form from the URL and starts with Germany', () => {
    expect(formValuesFromQuery(new URLSearchParams('keyword=x'))).toEqual({
      keyword: 'x',
      itemNumber: '',
      eBaySiteId: '77',
    });
    expect(formValuesFromQuery(new URLSearchParams('countryId=3')).eBaySiteId).toBe('3');
  });

  it('asks the URL for the country id', () => {
    expect(queryOf({ itemNumber: ' 12 ', keyword: ' lampe ', eBaySiteId: '0' })).toEqual({
      keyword: 'lampe',
      countryId: '2',
      itemNumber: '12',
    });
  });

  it('requires item number and keyword', () => {
    expect(
      searchOrganicFormSchema.safeParse({ itemNumber: '', keyword: 'a', eBaySiteId: '77' }).success,
    ).toBe(false);
    expect(
      searchOrganicFormSchema.safeParse({ itemNumber: '1', keyword: ' ', eBaySiteId: '77' }).success,
    ).toBe(false);
    expect(
      searchOrganicFormSchema.safeParse({ itemNumber: '123456789012', keyword: 'a', eBaySiteId: '77' })
        .success,
    ).toBe(true);
  });
});
