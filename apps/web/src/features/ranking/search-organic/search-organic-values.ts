import { searchOrganicQuery } from '@baylytics/contract/search-organic';
import { z } from 'zod';

/** The form as typed: item number and keyword required (spec 001 §5), the country as the select's value. */
export const searchOrganicFormSchema = z.object({
  itemNumber: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,19}$/),
  keyword: searchOrganicQuery.shape.keyword,
  countryId: z.string().regex(/^\d+$/),
});
export type SearchOrganicFormValues = z.infer<typeof searchOrganicFormSchema>;

export const defaultCountryId = '1';

export interface SearchOrganicRequest {
  itemNumber: string;
  keyword: string;
  countryId: number;
}

/** The search the page's URL asks for: only when keyword, countryId and itemNumber are all there and valid. */
export function requestFromQuery(query: URLSearchParams): SearchOrganicRequest | null {
  const parsed = searchOrganicFormSchema.safeParse({
    itemNumber: query.get('itemNumber') ?? '',
    keyword: query.get('keyword') ?? '',
    countryId: query.get('countryId') ?? '',
  });
  if (!parsed.success) return null;
  return {
    itemNumber: parsed.data.itemNumber,
    keyword: parsed.data.keyword,
    countryId: Number(parsed.data.countryId),
  };
}

/** What the form starts with: the URL's values where given, else empty with Germany. */
export function formValuesFromQuery(query: URLSearchParams): SearchOrganicFormValues {
  return {
    itemNumber: query.get('itemNumber') ?? '',
    keyword: query.get('keyword') ?? '',
    countryId: query.get('countryId') ?? defaultCountryId,
  };
}

export function queryOf(values: SearchOrganicFormValues): Record<string, string> {
  return {
    keyword: values.keyword.trim(),
    countryId: values.countryId,
    itemNumber: values.itemNumber.trim(),
  };
}
