import {
  variantToolByHtmlSource,
  variantToolByKeyword,
  variantToolItem,
  variantToolMulti,
} from '@baylytics/contract/research-variants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
import type { VariantSearch } from './search-params.ts';

function lookUp(search: VariantSearch) {
  if (search.mode === 'keyword')
    return apiCall(variantToolByKeyword, {
      query: { keyword: search.keyword, eBaySiteId: search.eBaySiteId },
    });
  const [only] = search.itemNumbers;
  if (search.itemNumbers.length === 1 && only)
    return apiCall(variantToolItem, { params: { itemNumber: only } });
  return apiCall(variantToolMulti, { query: { itemNumbers: search.itemNumbers.join(',') } });
}

/** The variant figures of the lookup in the address; nothing is asked before the first lookup. */
export function useVariantLookup(search: VariantSearch | null) {
  return useQuery({
    queryKey: ['variantTool', search],
    queryFn: () => lookUp(search as VariantSearch),
    enabled: search !== null,
    // The figures are daily readings; the same lookup within minutes gets the same answer.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The variant figures of a pasted page source (sent once; too large for the address). */
export function useHtmlSourceLookup() {
  return useMutation({
    mutationFn: (htmlSource: string) => apiCall(variantToolByHtmlSource, { body: { htmlSource } }),
  });
}
