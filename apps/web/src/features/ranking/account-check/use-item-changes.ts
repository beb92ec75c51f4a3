import type { RankingFilterInput } from '@baylytics/contract/account-check-filter';
import type { RankingItem } from '@baylytics/contract/account-check-item';
import { useEffect, useRef } from 'react';
import { toastApiError } from '../../../app/api-error-message.ts';
import { toast } from '../../../app/toast.ts';
import {
  usePatchLoadedItem,
  useRefreshItems,
  useSetOptimizedOnSearch,
  useSetStarColorOnSearch,
  useToggleItemOptimized,
  useUpdateItemStarColor,
} from './api.ts';

/**
 * Colour and optimized changes, one listing or the whole filter result. The row shows the change at once; the
 * table reloads `refreshDelayMs` later (spec 001 §2.1: 1 s), so quick clicks in a row cost one reload.
 */
export function useItemChanges(filter: RankingFilterInput, refreshDelayMs: number) {
  const refresh = useRefreshItems();
  const patch = usePatchLoadedItem();
  const starColor = useUpdateItemStarColor();
  const optimized = useToggleItemOptimized();
  const bulkColor = useSetStarColorOnSearch();
  const bulkOptimized = useSetOptimizedOnSearch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refreshLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refresh(), refreshDelayMs);
  };
  const onBulkDone = ({ updated }: { updated: number }) => {
    toast.success('accountCheck.toolbar.bulkDone', { count: updated });
    refreshLater();
  };

  return {
    isBulkPending: bulkColor.isPending || bulkOptimized.isPending,
    setStarColor: (item: RankingItem, color: number) => {
      patch(item.itemNumber, { starColor: color });
      starColor.mutate(
        { itemNumber: item.itemNumber, color },
        { onSettled: refreshLater, onError: toastApiError },
      );
    },
    toggleOptimized: (item: RankingItem) => {
      patch(item.itemNumber, { isOptimized: !item.isOptimized });
      optimized.mutate(item.itemNumber, { onSettled: refreshLater, onError: toastApiError });
    },
    setStarColorOnFilter: (value: number) =>
      bulkColor.mutate({ ...filter, value }, { onSuccess: onBulkDone, onError: toastApiError }),
    setOptimizedOnFilter: (value: boolean) =>
      bulkOptimized.mutate({ ...filter, value }, { onSuccess: onBulkDone, onError: toastApiError }),
  };
}
