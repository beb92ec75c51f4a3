import { describe, expect, it } from 'vitest';
import { configureValidationMessages } from '../../../app/validation-messages.ts';
import {
  type AddKeywordsValues,
  addKeywordsFormSchema,
  addNewItemFormSchema,
  keywordsOf,
} from './add-keywords-values.ts';

configureValidationMessages();

const valid: AddKeywordsValues = {
  itemNumber: ' 123456789012 ',
  eBaySiteId: '77',
  selected: ['akku'],
  lines: '',
};
const errorsOf = (values: AddKeywordsValues, place: 'form' | 'modal' = 'form') =>
  addKeywordsFormSchema(place)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the add form', () => {
  it('adds the selected keywords and every non-blank line once', () => {
    expect(
      keywordsOf({ selected: ['Akku', 'bohrer'], lines: ' akku \n\n  schrauber 18v\r\nbohrer\n' }),
    ).toEqual(['Akku', 'bohrer', 'schrauber 18v']);
  });

  it('names the item number, then keywords, then the site (pleaseSelectEBaySiteId in the modal)', () => {
    expect(errorsOf({ itemNumber: ' ', eBaySiteId: null, selected: [], lines: ' \n ' })).toEqual([
      ['itemNumber', 'myRanking.pleaseEnterItemNumber'],
      ['lines', 'myRanking.pleaseEnterTheKeywords'],
      ['eBaySiteId', 'myRanking.pleaseSelectCountry'],
    ]);
    expect(errorsOf({ ...valid, itemNumber: '12a' })).toEqual([
      ['itemNumber', 'myRanking.pleaseEnterItemNumber'],
    ]);
    expect(errorsOf({ ...valid, eBaySiteId: null }, 'modal')).toEqual([
      ['eBaySiteId', 'myRanking.pleaseSelectEBaySiteId'],
    ]);
    expect(errorsOf(valid)).toBeUndefined();
  });

  it("keeps each keyword within the contract's length", () => {
    expect(errorsOf({ ...valid, lines: 'x'.repeat(201) })).toEqual([['lines', 'validation.maxLength']]);
  });
});

describe('the add-new-item modal', () => {
  it('asks for an item number of digits', () => {
    const messageOf = (newItemNumber: string) =>
      addNewItemFormSchema.safeParse({ newItemNumber }).error?.issues[0]?.message;
    expect(messageOf('')).toBe('myRanking.pleaseEnterItemNumber');
    expect(messageOf('12 34')).toBe('myRanking.pleaseEnterItemNumber');
    expect(messageOf(' 1234 ')).toBe('validation.itemNumber');
    expect(messageOf(' 123456789012 ')).toBeUndefined();
  });
});
