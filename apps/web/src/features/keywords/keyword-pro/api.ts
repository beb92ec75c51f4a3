import {
  keywordProFetchSize,
  keywordProPosition,
  keywordProSalesTracker,
  keywordProSearch,
} from '@baylytics/contract/keyword-pro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

/** Marks the moment a search's answer arrived (the first page's 200 ms budget starts here). */
export const dataArrivedMark = 'keyword-pro:data';

export interface KeywordProSearch {
  keyword: string;
  categoryId: number;
  eBaySiteId: number;
}

/** The 10,000 best matches of a search (spec 001 §7); the table pages them on the client. */
export function useKeywordProSearch(search: KeywordProSearch | null) {
  return useQuery({
    queryKey: ['keywordPro', search],
    enabled: search !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const rows = await apiCall(keywordProSearch, {
        query: {
          keyword: search?.keyword ?? '',
          categoryId: search?.categoryId ?? 0,
          eBaySiteId: search?.eBaySiteId,
          searchFields: 'keyword.raw',
          pageSize: keywordProFetchSize,
        },
      });
      performance.mark(dataArrivedMark);
      return rows;
    },
  });
}

/** The ranking of one keyword's latest crawl (the magnifier modal). */
export function useKeywordRanking(keyword: string | null, eBaySiteId: number) {
  return useQuery({
    queryKey: ['keywordProPosition', keyword, eBaySiteId],
    enabled: keyword !== null,
    queryFn: () => apiCall(keywordProPosition, { query: { keyword: keyword ?? '', eBaySiteId } }),
  });
}

/** The sales tracker: the variant tool's figures of the listings ranking first for one keyword. */
export function useSalesTracker(keyword: string, eBaySiteId: number) {
  return useQuery({
    queryKey: ['keywordProSalesTracker', keyword, eBaySiteId],
    queryFn: () => apiCall(keywordProSalesTracker, { query: { keyword, eBaySiteId } }),
    // Daily readings: the same keyword within minutes gets the same answer.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
