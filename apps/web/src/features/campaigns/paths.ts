// Typed addresses of the campaign screens (the route table names the same paths).
export const campaignListPath = '/app/marketing/campaign';
export const campaignDetailPath = (campaignId: string) =>
  `${campaignListPath}/detail?campaignId=${encodeURIComponent(campaignId)}`;
export const campaignReports = ['pla-listing', 'pla-keyword', 'pla-search-query', 'pl-listing'] as const;
export type CampaignReport = (typeof campaignReports)[number];
export const campaignReportPath = (
  report: CampaignReport,
  campaign: { campaignId: string; campaignName: string },
) =>
  `${campaignListPath}/detail/${report}?${new URLSearchParams({ campaignId: campaign.campaignId, campaignName: campaign.campaignName })}`;

const wizard = '/app/campaign';
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  return `${path}?${search.toString()}`;
};
export const createCampaignPath = (query: { itemNumbers?: string; sellerName?: string } = {}) =>
  withQuery(`${wizard}/create-campaign`, query);
export const createAdGroupPath = (query: {
  campaignId: string;
  campaignName: string;
  itemNumbers?: string;
}) => withQuery(`${wizard}/create-ad-group`, query);
export const addKeywordsPath = (query: {
  campaignId: string;
  campaignName: string;
  adGroupId: string;
  itemNumbers?: string;
}) => withQuery(`${wizard}/add-keywords-to-adgroup`, query);
export const campaignCompletedPath = (query: { campaignId: string; campaignName: string }) =>
  withQuery(`${wizard}/create-campaign-completed`, query);
