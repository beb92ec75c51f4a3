import { keywordTool } from '@baylytics/contract/keyword-tool';
import type { EbaySiteId } from '@baylytics/contract/marketplaces';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

export interface KeywordToolSearch {
  keyword: string;
  eBaySiteId: EbaySiteId;
}

/** The keyword tool's answer for the search in the URL; nothing is asked before the first search. */
export function useKeywordTool(search: KeywordToolSearch | null) {
  return useQuery({
    queryKey: ['keywordTool', search?.keyword, search?.eBaySiteId],
    queryFn: () => apiCall(keywordTool, { query: search ?? { keyword: '' } }),
    enabled: search !== null,
    // Suggestions change slowly; asking again for the same keyword within minutes only costs quota.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
