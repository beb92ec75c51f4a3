import { itemCheck } from '@baylytics/contract/listing-item-check';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
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
