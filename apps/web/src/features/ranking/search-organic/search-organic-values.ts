import { defaultEbaySiteId } from '@baylytics/contract/marketplaces';
import { searchOrganic } from '@baylytics/contract/search-organic';
import { z } from 'zod';
import { numberTextSchema, querySchemaOf } from '../../../app/request-schemas.ts';
import { countryIdOfSite, siteOfCountryId } from '../../../app/site-country.ts';

const searchQuery = querySchemaOf(searchOrganic);

/**
 * The form as typed, by the rules of the search call: item number and keyword required (spec 001 §5), the
 * site as the site picker holds it (the call and the URL name it by its country id).
 */
export const searchOrganicFormSchema = z.object({
  itemNumber: numberTextSchema(searchQuery.shape.itemNumber),
  keyword: searchQuery.shape.keyword,
  eBaySiteId: z
    .string()
    .nullable()
    .refine((site) => countryIdOfSite(site) !== null, { error: 'validation.required' }),
});
export type SearchOrganicFormValues = z.infer<typeof searchOrganicFormSchema>;

export const defaultSite = String(defaultEbaySiteId);

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
    eBaySiteId: siteOfCountryId(query.get('countryId')),
  });
  const countryId = countryIdOfSite(parsed.data?.eBaySiteId);
  if (!parsed.success || countryId === null) return null;
  return { itemNumber: parsed.data.itemNumber, keyword: parsed.data.keyword, countryId };
}

/** What the form starts with: the URL's values where given, else empty with Germany. */
export function formValuesFromQuery(query: URLSearchParams): SearchOrganicFormValues {
  return {
    itemNumber: query.get('itemNumber') ?? '',
    keyword: query.get('keyword') ?? '',
    eBaySiteId: siteOfCountryId(query.get('countryId')) ?? defaultSite,
  };
}

export function queryOf(values: SearchOrganicFormValues): Record<string, string> {
  return {
    keyword: values.keyword.trim(),
    countryId: String(countryIdOfSite(values.eBaySiteId) ?? 1),
    itemNumber: values.itemNumber.trim(),
  };
}
