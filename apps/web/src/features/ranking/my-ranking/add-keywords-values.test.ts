import { describe, expect, it } from 'vitest';
import { addKeywordsError, keywordsOf } from './add-keywords-values.ts';

const valid = { itemNumber: ' 1234 ', countryId: 1, selected: ['akku'], lines: '' };

describe('the add form', () => {
  it('adds the selected keywords and every non-blank line once', () => {
    expect(
      keywordsOf({ selected: ['Akku', 'bohrer'], lines: ' akku \n\n  schrauber 18v\r\nbohrer\n' }),
    ).toEqual(['Akku', 'bohrer', 'schrauber 18v']);
  });

  it('asks for the item number, then keywords, then the country (pleaseSelectEBaySiteId in the modal)', () => {
    expect(addKeywordsError({ ...valid, itemNumber: ' ' }, 'form')).toBe('myRanking.pleaseEnterItemNumber');
    expect(addKeywordsError({ ...valid, selected: [], lines: ' \n ' }, 'form')).toBe(
      'myRanking.pleaseEnterTheKeywords',
    );
    expect(addKeywordsError({ ...valid, countryId: null }, 'form')).toBe('myRanking.pleaseSelectCountry');
    expect(addKeywordsError({ ...valid, countryId: null }, 'modal')).toBe('myRanking.pleaseSelectEBaySiteId');
    expect(addKeywordsError(valid, 'form')).toBeNull();
  });
});
