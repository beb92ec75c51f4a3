import { describe, expect, it } from 'vitest';
import { configureValidationMessages } from '../../../app/validation-messages.ts';
import {
  emptyKeywordProSearchForm,
  type KeywordProSearchFormValues,
  keywordProSearchFormSchema,
  searchOf,
} from './keyword-pro-search-values.ts';

configureValidationMessages();

const errorsOf = (patch: Partial<KeywordProSearchFormValues>) =>
  keywordProSearchFormSchema
    .safeParse({ ...emptyKeywordProSearchForm, ...patch })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the Keyword Pro search form', () => {
  it('asks for a keyword or a category', () => {
    expect(errorsOf({ text: '  ' })).toEqual([['text', 'keywordPro.pleaseEnterKeywordOrCategory']]);
    expect(errorsOf({ categoryId: '0' })).toEqual([['text', 'keywordPro.pleaseEnterKeywordOrCategory']]);
    expect(errorsOf({ categoryId: '123' })).toBeUndefined();
    expect(errorsOf({ text: 'lampe' })).toBeUndefined();
  });

  it('takes digits only as the category id', () => {
    expect(errorsOf({ text: 'lampe', categoryId: '12a' })).toEqual([
      ['categoryId', 'keywordPro.categoryNumeric'],
    ]);
    expect(errorsOf({ categoryId: '-1' })).toEqual([['categoryId', 'keywordPro.categoryNumeric']]);
  });

  it("keeps the joined terms within the call's keyword length", () => {
    const words = Array.from({ length: 40 }, () => 'abcd').join(' ');
    expect(errorsOf({ text: words })).toBeUndefined();
    expect(errorsOf({ text: words, useAnd: true })).toEqual([['text', 'validation.maxLength']]);
  });

  it('searches the joined terms, a blank category as any', () => {
    expect(searchOf({ text: ' rot  lampe ', useAnd: true, eBaySiteId: '3', categoryId: ' ' })).toEqual({
      keyword: 'rot AND lampe',
      categoryId: 0,
      eBaySiteId: 3,
    });
  });
});
