import { accountCheckPageSizes } from '@baylytics/contract/account-check';
import { type RankingSortColumn, rankingSortable } from '@baylytics/contract/account-check-filter';
import { useCallback, useMemo, useState } from 'react';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { storageKeys } from '../../../app/storage-keys.ts';
import {
  type AccountCheckFilters,
  addressDefaults,
  addressOf,
  filtersOf,
  type TableSort,
} from './filters.ts';
import { parsePageSize } from './page-size.ts';

const defaultSort: TableSort = { orderBy: 'todayBayScore' satisfies RankingSortColumn, direction: 'desc' };
const typedFields = new Set<keyof AccountCheckFilters>([
  'search',
  'sku',
  'fromTodayMedianPosition',
  'toTodayMedianPosition',
]);
const listShape = {
  pageSizes: accountCheckPageSizes,
  sort: defaultSort,
  sortKeys: rankingSortable,
  filters: addressDefaults,
};

/**
 * The account check's view in the address: filters, page, page size and sort, so the back button and a shared
 * link restore it. A new filter, sort or page size starts on page 1. The page size a user chose is also
 * remembered under `ranking_pagesize` (spec 000 §3, spec 001 §5) and is the default when the address names none.
 */
export function useAccountCheckView() {
  const [rememberedSize] = useState(() => parsePageSize(localStorage.getItem(storageKeys.rankingPageSize)));
  const defaults = useMemo(() => ({ ...listShape, pageSize: rememberedSize }), [rememberedSize]);
  const list = useListParams(defaults);

  // The same filters and sort keep their identity while only the page changes: the selection survives paging.
  const filtersKey = JSON.stringify(list.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the address's filters change
  const filters = useMemo(() => filtersOf(list.filters), [filtersKey]);
  const { orderBy, direction } = list.sort;
  const sort = useMemo(() => ({ orderBy: orderBy as RankingSortColumn, direction }), [orderBy, direction]);

  const { setFilters: setAddressFilters, setPageSize: setAddressPageSize } = list;
  /** A choice adds a step to the history (back undoes it); typing in a box replaces the current step. */
  const setFilters = useCallback(
    (next: AccountCheckFilters) => {
      const address = addressOf(next);
      const isTyping = (Object.keys(address) as (keyof AccountCheckFilters)[])
        .filter((key) => address[key] !== list.filters[key])
        .every((key) => typedFields.has(key));
      setAddressFilters(address, { replace: isTyping });
    },
    [setAddressFilters, list.filters],
  );
  const setPageSize = useCallback(
    (size: number) => {
      const parsed = parsePageSize(String(size));
      localStorage.setItem(storageKeys.rankingPageSize, String(parsed));
      setAddressPageSize(parsed);
    },
    [setAddressPageSize],
  );

  return {
    filters,
    sort,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    setFilters,
    setSort: list.setSort,
    setPage: list.setPage,
    setPageSize,
  };
}

export type AccountCheckView = ReturnType<typeof useAccountCheckView>;
