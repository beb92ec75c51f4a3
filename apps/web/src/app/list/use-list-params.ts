import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListDefaults,
  type ListSort,
  type ListView,
  readListView,
  writeListView,
} from './list-params.ts';

export type { ListSort } from './list-params.ts';

/**
 * A list screen's page, page size, sort and filters, kept in the address: the back button returns to the view
 * before, and a shared or reloaded link opens the same view. A new sort, size or filter starts on page 1.
 * Pass `defaults` as a constant (module scope): it is the identity of the view.
 */
export function useListParams<F extends Record<string, string>>(defaults: ListDefaults<F>) {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => readListView(search, defaults), [search, defaults]);

  const change = useCallback(
    (next: (view: ListView<F>) => ListView<F>, replace = false) =>
      setSearch((current) => writeListView(current, next(readListView(current, defaults)), defaults), {
        replace,
      }),
    [setSearch, defaults],
  );

  return {
    ...view,
    setPage: useCallback((pageIndex: number) => change((v) => ({ ...v, pageIndex })), [change]),
    setPageSize: useCallback(
      (pageSize: number) => change((v) => ({ ...v, pageSize, pageIndex: 1 })),
      [change],
    ),
    setSort: useCallback((sort: ListSort) => change((v) => ({ ...v, sort, pageIndex: 1 })), [change]),
    /** Typing replaces the address entry instead of adding one per keystroke. */
    setFilters: useCallback(
      (filters: Partial<F>, { replace = true }: { replace?: boolean } = {}) =>
        change((v) => ({ ...v, filters: { ...v.filters, ...filters }, pageIndex: 1 }), replace),
      [change],
    ),
  };
}
