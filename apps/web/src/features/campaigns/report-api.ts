import {
  plaKeywordChart,
  plaListingChart,
  plaSearchQueryChart,
  plListingChart,
  plListingPageSize,
  plListingTable,
  type TimeGroup,
} from '@baylytics/contract/campaign-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../app/http.ts';
import type { CampaignReport } from './paths.ts';

const chartEndpoints = {
  'pl-listing': plListingChart,
  'pla-listing': plaListingChart,
  'pla-keyword': plaKeywordChart,
  'pla-search-query': plaSearchQueryChart,
} as const;

/** While the server fetches a report from eBay the page asks again now and then, showing what is stored. */
const refreshingPollMs = 5000;

export function useReportChart(report: CampaignReport, campaignId: string | null) {
  return useQuery({
    queryKey: ['campaigns', 'report', report, campaignId],
    queryFn: () => apiCall(chartEndpoints[report], { query: { campaignId: campaignId ?? '' } }),
    enabled: campaignId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.refreshing ? refreshingPollMs : false),
  });
}

export function usePlListingTable(query: {
  campaignId: string;
  timeGroup: TimeGroup;
  itemNumber: string;
  pageIndex: number;
}) {
  return useQuery({
    queryKey: ['campaigns', 'pl-listing-table', query],
    queryFn: () =>
      apiCall(plListingTable, {
        query: {
          campaignId: query.campaignId,
          timeGroup: query.timeGroup,
          itemNumber: query.itemNumber || undefined,
          pageIndex: query.pageIndex,
          pageSize: plListingPageSize,
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (q) => (q.state.data?.refreshing ? refreshingPollMs : false),
  });
}
