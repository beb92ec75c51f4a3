import { keywordProSearch, pleaseEnterKeywordOrCategory } from '@baylytics/contract/keyword-pro';
import { defaultEbaySiteId } from '@baylytics/contract/marketplaces';
import { z } from 'zod';
import { numberTextSchema, pickedNumberSchema, querySchemaOf } from '../../../app/request-schemas.ts';
import type { KeywordProSearch } from './api.ts';
import { searchKeyword } from './keyword-pro-helpers.ts';

const proQuery = querySchemaOf(keywordProSearch);
/** The longest keyword the call takes, for the terms' text box. */
export const termsMaxLength = proQuery.shape.keyword.unwrap().maxLength ?? undefined;
const categoryText = numberTextSchema(proQuery.shape.categoryId, 'keywordPro.categoryNumeric');

/**
 * The search form by the search call's rules: the terms (joined as the AND switch says) within the keyword's
 * length, the category id digits only, and at least one of the two (spec 001 §5); the site as the picker's text.
 */
export const keywordProSearchFormSchema = z
  .object({
    text: z.string(),
    useAnd: z.boolean(),
    eBaySiteId: z.string().nullable(),
    categoryId: z.string(),
  })
  .superRefine((values, context) => {
    const keyword = proQuery.shape.keyword.safeParse(searchKeyword(values.text, values.useAnd));
    if (!keyword.success)
      context.addIssue({ code: 'custom', path: ['text'], message: keyword.error.issues[0]?.message });
    const category = values.categoryId.trim();
    const isCategoryValid = category === '' || categoryText.safeParse(category).success;
    if (!isCategoryValid)
      context.addIssue({ code: 'custom', path: ['categoryId'], message: 'keywordPro.categoryNumeric' });
    if (keyword.success && keyword.data === '' && isCategoryValid && Number(category || 0) === 0)
      context.addIssue({ code: 'custom', path: ['text'], message: pleaseEnterKeywordOrCategory });
    if (!pickedNumberSchema(proQuery.shape.eBaySiteId).safeParse(values.eBaySiteId).success)
      context.addIssue({ code: 'custom', path: ['eBaySiteId'], message: 'validation.required' });
  });
export type KeywordProSearchFormValues = z.infer<typeof keywordProSearchFormSchema>;

export const emptyKeywordProSearchForm: KeywordProSearchFormValues = {
  text: '',
  useAnd: false,
  eBaySiteId: String(defaultEbaySiteId),
  categoryId: '',
};

/** The search the values ask for: the terms joined, a blank category as 0 (any). */
export function searchOf(values: KeywordProSearchFormValues): KeywordProSearch {
  return {
    keyword: searchKeyword(values.text, values.useAnd),
    categoryId: Number(values.categoryId.trim() || 0),
    eBaySiteId: Number(values.eBaySiteId ?? defaultEbaySiteId),
  };
}
