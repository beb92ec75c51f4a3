import {
  bulkCreateKeywords,
  type Campaign,
  type CampaignStatusAction,
  campaignDetail,
  campaignEligibilities,
  campaignList,
  campaignPageSize,
  campaignsByItemNumber,
  createAdGroup,
  createCampaign,
  endCampaign,
  pauseCampaign,
  resumeCampaign,
  suggestKeywords,
} from '@baylytics/contract/campaigns';
import type { BodyOf } from '@baylytics/contract/endpoint';
import { ebayTokenList } from '@baylytics/contract/marketplace';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList } from '../../app/http.ts';

export type CampaignSortKey = 'campaignId' | 'campaignName' | 'startDate' | 'endDate' | 'campaignStatus';

export interface CampaignView {
  keyword: string;
  sellerName: string | null;
  pageIndex: number;
  orderBy: CampaignSortKey;
  direction: 'asc' | 'desc';
}

const campaignsKey = ['campaigns'] as const;

/** The seller's stored campaigns; the page shown stays while the next loads. */
export function useCampaigns(view: CampaignView) {
  return useQuery({
    queryKey: [...campaignsKey, 'list', view],
    queryFn: () =>
      apiList(campaignList, {
        query: {
          keyword: view.keyword || undefined,
          sellerName: view.sellerName ?? undefined,
          pageIndex: view.pageIndex,
          pageSize: campaignPageSize,
          orderBy: view.orderBy,
          direction: view.direction,
        },
      }),
    enabled: view.sellerName !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCampaign(campaignId: string | null) {
  return useQuery({
    queryKey: [...campaignsKey, 'detail', campaignId],
    queryFn: () => apiCall(campaignDetail, { params: { campaignId: campaignId ?? '' } }),
    enabled: campaignId !== null,
    retry: false,
  });
}

/** The user's usable eBay connections: campaigns need a connection, not an imported account. */
export function useSellerAccounts() {
  return useQuery({
    queryKey: [...campaignsKey, 'sellers'],
    queryFn: async () => {
      const tokens = await apiList(ebayTokenList, {
        query: { pageIndex: 1, pageSize: 500, orderBy: 'username', direction: 'asc' },
      });
      return tokens.data.filter((token) => !token.expired && !token.isBlocked).map((token) => token.username);
    },
  });
}

export function useEligibilities(sellerName: string | null, eBaySiteId: number) {
  return useQuery({
    queryKey: [...campaignsKey, 'eligibilities', sellerName, eBaySiteId],
    queryFn: () => apiCall(campaignEligibilities, { query: { sellerName: sellerName ?? '', eBaySiteId } }),
    enabled: sellerName !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

function useRefreshCampaigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: campaignsKey });
}

export function useCreateCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createCampaign>) => apiCall(createCampaign, { body }),
    onSuccess: (campaign: Campaign) => {
      void refresh();
      return campaign;
    },
  });
}

export function useCreateAdGroup() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (p: { campaignId: string; body: BodyOf<typeof createAdGroup> }) =>
      apiCall(createAdGroup, { params: { campaignId: p.campaignId }, body: p.body }),
    onSuccess: () => void refresh(),
  });
}

export function useSuggestedKeywords(
  p: { campaignId: string; adGroupId: string; listingIds: string[] } | null,
) {
  return useQuery({
    queryKey: [...campaignsKey, 'suggestedKeywords', p],
    queryFn: () =>
      apiCall(suggestKeywords, {
        params: { campaignId: p?.campaignId ?? '', adGroupId: p?.adGroupId ?? '' },
        body: { listingIds: p?.listingIds ?? [] },
      }),
    enabled: p !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useBulkCreateKeywords() {
  return useMutation({
    mutationFn: (p: { campaignId: string; adGroupId: string; body: BodyOf<typeof bulkCreateKeywords> }) =>
      apiCall(bulkCreateKeywords, {
        params: { campaignId: p.campaignId, adGroupId: p.adGroupId },
        body: p.body,
      }),
  });
}

/** The seller's stored campaigns that promote one listing (the account check's campaign places). */
export function useCampaignsOfListing(sellerName: string, itemNumber: string) {
  return useQuery({
    queryKey: [...campaignsKey, 'byItemNumber', sellerName, itemNumber],
    queryFn: () => apiCall(campaignsByItemNumber, { query: { sellerName, itemNumber } }),
    retry: false,
  });
}

const statusEndpoints = { pause: pauseCampaign, resume: resumeCampaign, end: endCampaign } as const;

/** Pauses, resumes or ends a campaign on eBay; the stored campaigns are read again afterwards. */
export function useCampaignStatusChange() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (p: { campaignId: string; action: CampaignStatusAction }) =>
      apiCall(statusEndpoints[p.action], { params: { campaignId: p.campaignId } }),
    onSuccess: () => void refresh(),
  });
}
