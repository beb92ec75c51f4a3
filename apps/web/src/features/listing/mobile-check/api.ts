import { mobileCheck } from '@baylytics/contract/listing-mobile-check';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

/** The mobile check of the listing in the address; nothing is asked before the first check. */
export function useMobileCheck(itemNumber: string | null) {
  return useQuery({
    queryKey: ['mobileCheck', itemNumber],
    queryFn: () => apiCall(mobileCheck, { params: { itemNumber: itemNumber ?? '' } }),
    enabled: itemNumber !== null,
    // Each check reads the listing from eBay; the same check within a minute answers from memory.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
