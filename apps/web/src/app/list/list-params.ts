/** A table's server-side sort. */
export interface ListSort {
  orderBy: string;
  direction: 'asc' | 'desc';
}

/** What a list screen keeps in the address, with the defaults a bare address means. */
export interface ListDefaults<F extends Record<string, string>> {
  pageSize: number;
  /** The sizes a user may choose; any other size in the address falls back to `pageSize`. */
  pageSizes?: readonly number[];
  sort?: ListSort;
  /** The columns the server sorts by; any other `orderBy` in the address falls back to the default. */
  sortKeys?: readonly string[];
  /** Filter fields as text, with their defaults; a field at its default is left out of the address. */
  filters?: F;
}

export interface ListView<F extends Record<string, string>> {
  pageIndex: number;
  pageSize: number;
  sort: ListSort;
  filters: F;
}

/** Address keys of the view; filter fields use their own names. */
export const listKeys = {
  page: 'page',
  pageSize: 'pageSize',
  orderBy: 'orderBy',
  direction: 'direction',
} as const;

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number.parseInt(value, 10);
  return parsed >= 1 ? parsed : null;
}

/** The view an address asks for; anything unreadable or not offered falls back to its default. */
export function readListView<F extends Record<string, string>>(
  search: URLSearchParams,
  defaults: ListDefaults<F>,
): ListView<F> {
  const size = positiveInteger(search.get(listKeys.pageSize));
  const orderBy = search.get(listKeys.orderBy);
  const direction = search.get(listKeys.direction);
  const defaultSort = defaults.sort ?? { orderBy: '', direction: 'asc' };
  const filters = { ...(defaults.filters ?? {}) } as Record<string, string>;
  for (const key of Object.keys(filters)) {
    const value = search.get(key);
    if (value !== null) filters[key] = value;
  }
  return {
    pageIndex: positiveInteger(search.get(listKeys.page)) ?? 1,
    pageSize:
      size !== null && (defaults.pageSizes ?? [defaults.pageSize]).includes(size) ? size : defaults.pageSize,
    sort: {
      orderBy: orderBy !== null && defaults.sortKeys?.includes(orderBy) ? orderBy : defaultSort.orderBy,
      direction: direction === 'asc' || direction === 'desc' ? direction : defaultSort.direction,
    },
    filters: filters as F,
  };
}

/**
 * The address of a view: the other parameters kept, each part of the view written only when it differs from
 * its default, so a bare address and a shared link both mean the default view.
 */
export function writeListView<F extends Record<string, string>>(
  current: URLSearchParams,
  view: ListView<F>,
  defaults: ListDefaults<F>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  const defaultSort = defaults.sort ?? { orderBy: '', direction: 'asc' };
  put(listKeys.page, String(view.pageIndex), '1');
  put(listKeys.pageSize, String(view.pageSize), String(defaults.pageSize));
  put(listKeys.orderBy, view.sort.orderBy, defaultSort.orderBy);
  put(listKeys.direction, view.sort.direction, defaultSort.direction);
  for (const [key, value] of Object.entries(view.filters)) put(key, value, defaults.filters?.[key] ?? '');
  return next;
}
