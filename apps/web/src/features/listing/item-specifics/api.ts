import {
  applyChange,
  type CategoryKey,
  type CategoryRow,
  type ChangedItem,
  categoryInfo,
  createLoadJob,
  editorItems,
  itemSpecificsListPageSize,
  itemSpecificsPollMs,
  loadJobStatus,
  restoreSpecifics,
  saveItemsSpecifics,
  summaryByCategory,
  syncStatus,
} from '@baylytics/contract/listing-item-specifics';
import { userEbayAccount } from '@baylytics/contract/ranking';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList } from '../../../app/http.ts';

const isBusy = (row: CategoryRow) =>
  row.loadStatus === 'IN_PROGRESS' || row.loadStatus === 'PROCESSING' || row.syncStatus === 'IN_PROGRESS';

/** The caller's imported sellers (the account check's accounts). */
export function useImportedSellers() {
  return useQuery({ queryKey: ['importedSellers'], queryFn: () => apiCall(userEbayAccount) });
}

export function useCategories(sellerName: string | null, pageIndex: number) {
  return useQuery({
    queryKey: ['itemSpecificsCategories', sellerName, pageIndex],
    queryFn: () =>
      apiList(summaryByCategory, {
        query: { sellerName: sellerName ?? '', pageIndex, pageSize: itemSpecificsListPageSize },
      }),
    enabled: sellerName !== null,
    placeholderData: keepPreviousData,
  });
}

/** The load status of the page's busy categories, asked every 10 s (spec 002 §9) while any is busy. */
export function useLoadPolling(sellerName: string | null, rows: readonly CategoryRow[] | undefined) {
  const client = useQueryClient();
  const busy = rows?.filter(isBusy) ?? [];
  return useQuery({
    queryKey: ['itemSpecificsLoadStatus', sellerName, busy.map((r) => `${r.eBaySiteId}:${r.leafCategoryId}`)],
    queryFn: async () => {
      const answer = await apiCall(loadJobStatus, {
        query: {
          sellerName: sellerName ?? '',
          categoryIds: busy.map((r) => r.leafCategoryId).join(','),
          eBaySiteIds: busy.map((r) => r.eBaySiteId).join(','),
        },
      });
      if (answer.some((s) => s.loadStatus === 'COMPLETED'))
        await client.invalidateQueries({ queryKey: ['itemSpecificsCategories'] });
      return answer;
    },
    enabled: sellerName !== null && busy.length > 0,
    refetchInterval: itemSpecificsPollMs,
  });
}

export function useCreateLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: CategoryKey) => apiCall(createLoadJob, { body: key }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['itemSpecificsCategories'] }),
  });
}

export function useCategoryInfo(key: CategoryKey) {
  return useQuery({
    queryKey: ['itemSpecificsCategory', key],
    queryFn: () =>
      apiCall(categoryInfo, {
        params: { categoryId: key.categoryId },
        query: { eBaySiteId: key.eBaySiteId, sellerName: key.sellerName },
      }),
  });
}

export function useEditorItems(key: CategoryKey, pageIndex: number, keyword: string) {
  return useQuery({
    queryKey: ['itemSpecificsItems', key, pageIndex, keyword],
    queryFn: () => apiList(editorItems, { query: { ...key, pageIndex, keyword: keyword || undefined } }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshEditor() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['itemSpecificsItems'] }),
      client.invalidateQueries({ queryKey: ['itemSpecificsCategory'] }),
      client.invalidateQueries({ queryKey: ['itemSpecificsSync'] }),
      client.invalidateQueries({ queryKey: ['itemSpecificsCategories'] }),
    ]);
}

export function useSaveDrafts(key: CategoryKey) {
  const refresh = useRefreshEditor();
  return useMutation({
    mutationFn: (data: ChangedItem[]) => apiCall(saveItemsSpecifics, { body: { ...key, data } }),
    onSuccess: refresh,
  });
}

export function useApplyChange(key: CategoryKey) {
  const refresh = useRefreshEditor();
  return useMutation({ mutationFn: () => apiCall(applyChange, { body: key }), onSuccess: refresh });
}

export function useRestore(key: CategoryKey) {
  const refresh = useRefreshEditor();
  return useMutation({
    mutationFn: (itemNumbers: string[] | undefined) =>
      apiCall(restoreSpecifics, { body: { ...key, itemNumbers } }),
    onSuccess: refresh,
  });
}

/** The sync's status, asked every 10 s while it runs. */
export function useSyncStatus(key: CategoryKey) {
  return useQuery({
    queryKey: ['itemSpecificsSync', key],
    queryFn: () => apiCall(syncStatus, { query: key }),
    refetchInterval: (query) =>
      query.state.data?.syncStatus === 'IN_PROGRESS' ? itemSpecificsPollMs : false,
  });
}

export { isBusy };
