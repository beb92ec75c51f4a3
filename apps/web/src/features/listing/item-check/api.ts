import {
  type ApplyCategoryBody,
  applyItemCategory,
  applyItemSpecifics,
  categoryChangePreview,
  markItemOptimized,
  type ReviseAnswer,
  type SpecificOption,
} from '@baylytics/contract/listing-item-apply';
import { type ItemCheckResult, itemCheck } from '@baylytics/contract/listing-item-check';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
import { toast } from '../../../app/toast.ts';
import type { ItemCheckSearch } from './search-params.ts';

export const itemCheckKey = (search: ItemCheckSearch | null) => ['itemCheck', search] as const;

/** The check of the listing in the address; nothing is asked before the first check. */
export function useItemCheck(search: ItemCheckSearch | null) {
  return useQuery({
    queryKey: itemCheckKey(search),
    queryFn: () =>
      apiCall(itemCheck, {
        params: { itemNumber: search?.itemNumber ?? '' },
        query: { keyword: search?.keyword ?? '', ...(search?.ean ? { ean: search.ean } : {}) },
      }),
    enabled: search !== null,
    // Each check reads the listing from eBay; the same check within a minute answers from memory.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Before a move to another category: the listing's specifics it does not know and the required ones missing. */
export function useCategoryPreview(itemNumber: string, categoryId: string | null) {
  return useQuery({
    queryKey: ['itemCategoryPreview', itemNumber, categoryId],
    queryFn: () =>
      apiCall(categoryChangePreview, { params: { itemNumber }, query: { categoryId: categoryId ?? '' } }),
    enabled: categoryId !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** eBay's answer to a change: done, done with eBay's remarks (each a warning toast, spec 002 §8), or refused. */
export function announceRevision(answer: ReviseAnswer): void {
  if (answer.ack === 'Failure') {
    for (const message of answer.errors) toast.error('itemCheck.apply.ebaySays', { message });
    if (answer.errors.length === 0) toast.error('itemCheck.apply.failed');
    return;
  }
  toast.success('itemCheck.apply.done');
  if (answer.ack === 'Warning')
    for (const message of answer.errors) toast.warning('itemCheck.apply.ebaySays', { message });
}

/** Sends the chosen categories to eBay; the check reads the listing again afterwards. */
export function useApplyCategory(itemNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCategoryBody) => apiCall(applyItemCategory, { params: { itemNumber }, body }),
    onSuccess: async (answer) => {
      announceRevision(answer);
      await client.invalidateQueries({ queryKey: ['itemCheck'] });
    },
  });
}

/** Sends the item specifics that have a value (and every required one) to eBay. */
export function useApplySpecifics(itemNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: SpecificOption[]) =>
      apiCall(applyItemSpecifics, { params: { itemNumber }, body: { options } }),
    onSuccess: async (answer) => {
      announceRevision(answer);
      await client.invalidateQueries({ queryKey: ['itemCheck'] });
    },
  });
}

/**
 * Sets the account check's optimized mark of the listing (the wizard's 'mark optimized', the summary's switch).
 * The checks of that listing in memory take the new mark without reading the listing from eBay again.
 */
export function useMarkOptimized(itemNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => apiCall(markItemOptimized, { params: { itemNumber }, body: { value } }),
    onSuccess: (answer) => {
      client.setQueriesData<ItemCheckResult>({ queryKey: ['itemCheck'] }, (result) =>
        result?.itemNumber === answer.itemNumber ? { ...result, isOptimized: answer.isOptimized } : result,
      );
    },
  });
}
