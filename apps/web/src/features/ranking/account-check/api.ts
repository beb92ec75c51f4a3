import {
  accountKpi,
  changeAccountName,
  deleteUnrankedItem,
  itemGroupChart,
  itemScoreChart,
  rankingList,
  sendItemReport,
  setOptimizedOnSearch,
  setStarColorOnSearch,
  setStarColorText,
  starColorList,
  toggleItemOptimized,
  updateItemStarColor,
} from '@baylytics/contract/account-check';
import type { RankingFilterInput } from '@baylytics/contract/account-check-filter';
import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { QueryOf } from '@baylytics/contract/endpoint';
import { availableAccounts, importForAccount, userEbayAccount } from '@baylytics/contract/ranking';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList, type ListResult } from '../../../app/http.ts';

/** The caller's imported seller accounts, in import order (the switcher's list). */
export function useRankingAccounts() {
  return useQuery({ queryKey: ['rankingAccounts'], queryFn: () => apiCall(userEbayAccount) });
}

/** Connected seller accounts not imported yet: what the add-account modal offers. */
export function useAvailableAccounts(isEnabled: boolean) {
  return useQuery({
    queryKey: ['availableAccounts'],
    queryFn: () => apiCall(availableAccounts),
    enabled: isEnabled,
  });
}

export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sellerName: string) => apiCall(importForAccount, { body: { sellerName } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['rankingAccounts'] }),
        queryClient.invalidateQueries({ queryKey: ['availableAccounts'] }),
      ]),
  });
}

export function useRenameAccount() {
  return useMutation({
    mutationFn: (body: { oldSellerName: string; newSellerName: string }) =>
      apiCall(changeAccountName, { body }),
  });
}

export function useAccountKpi(account: string | null) {
  return useQuery({
    queryKey: ['accountKpi', account],
    queryFn: () => apiCall(accountKpi, { query: { account: account ?? '' } }),
    enabled: account !== null,
  });
}

/** One page of the items table; the previous page stays visible while the next loads. */
export function useRankingItems(query: QueryOf<typeof rankingList>, isEnabled: boolean) {
  return useQuery({
    queryKey: ['rankingItems', query],
    queryFn: () => apiList(rankingList, { query }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useStarColors() {
  return useQuery({ queryKey: ['starColors'], queryFn: () => apiCall(starColorList), staleTime: 60_000 });
}

export function useSetStarColorText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; text: string }) => apiCall(setStarColorText, { body }),
    onSuccess: (colors) => queryClient.setQueryData(['starColors'], colors),
  });
}

/** Reloads the items table; the KPI stays, since colours and flags do not change it. */
export function useRefreshItems() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['rankingItems'] });
}

/** Shows a changed listing in the pages already loaded, before the delayed reload brings the server's view. */
export function usePatchLoadedItem() {
  const queryClient = useQueryClient();
  return (itemNumber: number, patch: Partial<RankingItem>) =>
    queryClient.setQueriesData<ListResult<RankingItem[]>>({ queryKey: ['rankingItems'] }, (page) =>
      page
        ? {
            ...page,
            data: page.data.map((row) => (row.itemNumber === itemNumber ? { ...row, ...patch } : row)),
          }
        : page,
    );
}

export function useUpdateItemStarColor() {
  return useMutation({
    mutationFn: (body: { itemNumber: number; color: number }) => apiCall(updateItemStarColor, { body }),
  });
}

export function useDeleteUnrankedItem() {
  const refresh = useRefreshItems();
  return useMutation({
    mutationFn: (itemNumber: number) => apiCall(deleteUnrankedItem, { params: { itemNumber } }),
    onSuccess: () => refresh(),
  });
}

export function useToggleItemOptimized() {
  return useMutation({
    mutationFn: (itemNumber: number) => apiCall(toggleItemOptimized, { body: { itemNumber } }),
  });
}

export function useSetStarColorOnSearch() {
  return useMutation({
    mutationFn: (body: RankingFilterInput & { value: number }) => apiCall(setStarColorOnSearch, { body }),
  });
}

export function useSetOptimizedOnSearch() {
  return useMutation({
    mutationFn: (body: RankingFilterInput & { value: boolean }) => apiCall(setOptimizedOnSearch, { body }),
  });
}

export function useItemScoreChart(itemNumber: number, eBaySiteId: number) {
  return useQuery({
    queryKey: ['itemScoreChart', itemNumber, eBaySiteId],
    queryFn: () => apiCall(itemScoreChart, { params: { itemNumber }, query: { eBaySiteId } }),
  });
}

export function useItemGroupChart(itemNumber: number, eBaySiteId: number) {
  return useQuery({
    queryKey: ['itemGroupChart', itemNumber, eBaySiteId],
    queryFn: () => apiCall(itemGroupChart, { params: { itemNumber }, query: { eBaySiteId } }),
  });
}

export function useSendItemReport() {
  return useMutation({
    mutationFn: (itemNumber: number) => apiCall(sendItemReport, { params: { itemNumber } }),
  });
}
