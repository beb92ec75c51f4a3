import type { EbaySiteId } from '@baylytics/contract/marketplaces';
import { type CategorySortKey, categories, categoryPageSize } from '@baylytics/contract/research-categories';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../app/http.ts';

export interface CategoryView {
  keyword: string;
  eBaySiteId: EbaySiteId;
  pageIndex: number;
  orderBy: CategorySortKey;
  direction: 'asc' | 'desc';
}

/** One page of a site's categories; the page shown stays while the next loads. */
export function useCategories(view: CategoryView) {
  return useQuery({
    queryKey: ['categories', view],
    queryFn: () => apiList(categories, { query: { ...view, pageSize: categoryPageSize } }),
    placeholderData: keepPreviousData,
    // eBay's trees change a few times a year; the job keeps ours. Minutes of cache cost nothing.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
