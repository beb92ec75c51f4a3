import { medianTool } from '@baylytics/contract/research-median';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
import type { MedianSearch } from './search-params.ts';

/** The median tool's answer for the search in the address; nothing is asked before the first search. */
export function useMedianTool(search: MedianSearch | null) {
  return useQuery({
    queryKey: ['medianTool', search],
    queryFn: () => apiCall(medianTool, { query: search ?? { keywordOrEAN: '' } }),
    enabled: search !== null,
    // A live search costs eBay quota; the same question within a few minutes gets the same answer.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
