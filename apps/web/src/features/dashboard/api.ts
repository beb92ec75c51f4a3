import { hasEbayToken, invalidEbayTokens, remainingTestDays } from '@baylytics/contract/account';
import { changelog } from '@baylytics/contract/common';
import { dashboardOverview } from '@baylytics/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiList } from '../../app/http.ts';

// Change-log page size of spec 000 §9.
const changelogPageSize = 7;

export function useChangelog() {
  return useQuery({
    queryKey: ['changelog', changelogPageSize],
    queryFn: () => apiList(changelog, { query: { pageSize: changelogPageSize } }),
  });
}

export function useInvalidEbayTokens() {
  return useQuery({ queryKey: ['invalidEbayTokens'], queryFn: () => apiCall(invalidEbayTokens) });
}

export function useHasEbayToken(isEnabled: boolean) {
  return useQuery({ queryKey: ['hasEbayToken'], queryFn: () => apiCall(hasEbayToken), enabled: isEnabled });
}

export function useRemainingTestDays(isEnabled: boolean) {
  return useQuery({
    queryKey: ['remainingTestDays'],
    queryFn: () => apiCall(remainingTestDays),
    enabled: isEnabled,
  });
}

/** While the market's history is gathered, the overview is asked again this often, so the page fills as it grows. */
const gatheringRefreshMs = 15_000;

export function useDashboardOverview() {
  return useQuery({
    queryKey: ['dashboardOverview'],
    queryFn: () => apiCall(dashboardOverview),
    refetchInterval: (query) => (query.state.data?.marketHistory ? gatheringRefreshMs : false),
  });
}
