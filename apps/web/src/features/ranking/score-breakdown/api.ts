import { accountScoreBreakdown, listingScoreBreakdown } from '@baylytics/contract/score-breakdown';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

/** What made one listing's BayScore on the newest derived day. */
export function useListingBreakdown(itemNumber: number) {
  return useQuery({
    queryKey: ['listingScoreBreakdown', itemNumber],
    queryFn: () => apiCall(listingScoreBreakdown, { params: { itemNumber }, query: {} }),
  });
}

/** What made one account's median BayScore on its newest KPI day. */
export function useAccountBreakdown(sellerName: string) {
  return useQuery({
    queryKey: ['accountScoreBreakdown', sellerName],
    queryFn: () => apiCall(accountScoreBreakdown, { query: { account: sellerName } }),
  });
}
