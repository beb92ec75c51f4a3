import {
  addNewItem,
  addTrackedKeywords,
  deleteTrackedItem,
  deleteTrackedKeyword,
  itemKeywordSuggestions,
  keywordAndPremiumLimitation,
  keywordSuggestionPageSize,
  myRanking,
  myRankingPageSize,
  singleChart,
  updatePremiumKeyword,
  updateRow,
} from '@baylytics/contract/my-ranking';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList } from '../../../app/http.ts';
import { yesterdayIsoDate } from './dates.ts';

const rankingKey = ['myRanking'] as const;

/** Every change refreshes the table and the usage summary. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rankingKey });
}

export function useMyRanking(query: { pageIndex: number; keyword: string }) {
  return useQuery({
    queryKey: [...rankingKey, 'list', query],
    queryFn: () =>
      apiList(myRanking, {
        query: { ...query, pageSize: myRankingPageSize, orderBy: 'sellerName', direction: 'asc' },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLimitation() {
  return useQuery({
    queryKey: [...rankingKey, 'limitation'],
    queryFn: () => apiCall(keywordAndPremiumLimitation),
  });
}

/** Keywords the item ranked for yesterday (spec 001 §2.3): the add form's suggestions. */
export function useKeywordSuggestions(itemNumber: string, countryId: number | null) {
  const trimmed = itemNumber.trim();
  const yesterday = yesterdayIsoDate();
  return useQuery({
    queryKey: [...rankingKey, 'suggestions', trimmed, countryId, yesterday],
    enabled: /^\d+$/.test(trimmed) && countryId !== null,
    queryFn: () =>
      apiCall(itemKeywordSuggestions, {
        params: { itemNumber: Number(trimmed) },
        query: {
          countryId: countryId ?? 1,
          fromDate: yesterday,
          toDate: yesterday,
          pageSize: keywordSuggestionPageSize,
        },
      }),
  });
}

/** The position lines of keyword rows in a window; one request per row (the group chart asks for up to 5). */
export function useChartSeries(rowIds: readonly number[], window: { fromDate: string; toDate: string }) {
  return useQueries({
    queries: rowIds.map((id) => ({
      queryKey: [...rankingKey, 'chart', id, window],
      queryFn: () => apiCall(singleChart, { params: { itemId: id }, query: window }),
    })),
  });
}

export function useAddKeywords() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { itemNumber: number; countryId: number; keywords: string[] }) =>
      apiCall(addTrackedKeywords, { body }),
    onSuccess: () => refresh(),
  });
}

export function useSetPremium() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { keyword: number; isPremium: boolean }) => apiCall(updatePremiumKeyword, { body }),
    onSettled: () => refresh(),
  });
}

/** Notes and the selected flag, as the table editor saves them (action=edit, data[id][field]). */
export function useUpdateRows() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: Record<string, { isSelected?: 'true' | 'false'; notes?: string }>) =>
      apiCall(updateRow, { body: { action: 'edit', data } }),
    onSettled: () => refresh(),
  });
}

export function useDeleteKeyword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteTrackedKeyword, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (itemNumber: number) => apiCall(deleteTrackedItem, { params: { itemNumber } }),
    onSuccess: () => refresh(),
  });
}

export function useAddNewItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { oldItemNumber: number; newItemNumber: number }) => apiCall(addNewItem, { body }),
    onSuccess: () => refresh(),
  });
}
