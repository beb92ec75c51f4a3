import {
  plaKeywordChart,
  plaListingChart,
  plaSearchQueryChart,
  plListingChart,
  plListingTable,
} from '@baylytics/contract/campaign-reports';
import {
  bulkCreateKeywords,
  campaignDetail,
  campaignEligibilities,
  campaignList,
  campaignsByItemNumber,
  createAdGroup,
  createCampaign,
  endCampaign,
  pauseCampaign,
  resumeCampaign,
  suggestKeywords,
} from '@baylytics/contract/campaigns';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { createCampaignCreation } from './campaign-creation.ts';
import type { CampaignReportService } from './campaign-report-service.ts';
import type { CampaignService } from './campaign-service.ts';
import type { createCampaignStatusChanges } from './campaign-status.ts';

export function campaignRoutes(
  api: Api,
  campaigns: CampaignService,
  creation: ReturnType<typeof createCampaignCreation>,
  reports: CampaignReportService,
  statusChanges: ReturnType<typeof createCampaignStatusChanges>,
): void {
  const userOf = (auth: Parameters<typeof requireAuth>[0]) => requireAuth(auth).user.id;
  api.handle(campaignList, async ({ auth, query }) => campaigns.list(userOf(auth), query));
  api.handle(campaignsByItemNumber, async ({ auth, query }) => campaigns.byItemNumber(userOf(auth), query));
  api.handle(campaignEligibilities, async ({ auth, query }) => campaigns.eligibilities(userOf(auth), query));
  api.handle(campaignDetail, async ({ auth, params }) => campaigns.detail(userOf(auth), params.campaignId));
  api.handle(createCampaign, async ({ auth, body }) => creation.createCampaign(userOf(auth), body));
  api.handle(createAdGroup, async ({ auth, params, body }) =>
    creation.createAdGroup(userOf(auth), params.campaignId, body),
  );
  api.handle(suggestKeywords, async ({ auth, params, body }) =>
    creation.suggestKeywords(userOf(auth), params.campaignId, params.adGroupId, body.listingIds),
  );
  api.handle(bulkCreateKeywords, async ({ auth, params, body }) =>
    creation.bulkCreateKeywords(userOf(auth), params.campaignId, params.adGroupId, body.keywords),
  );
  api.handle(plListingChart, async ({ auth, query }) =>
    reports.chart(userOf(auth), query.campaignId, 'listing'),
  );
  api.handle(plaListingChart, async ({ auth, query }) =>
    reports.chart(userOf(auth), query.campaignId, 'listing'),
  );
  api.handle(plaKeywordChart, async ({ auth, query }) =>
    reports.chart(userOf(auth), query.campaignId, 'keyword'),
  );
  api.handle(plaSearchQueryChart, async ({ auth, query }) =>
    reports.chart(userOf(auth), query.campaignId, 'searchQuery'),
  );
  api.handle(pauseCampaign, async ({ auth, params }) =>
    statusChanges.change(userOf(auth), params.campaignId, 'pause'),
  );
  api.handle(resumeCampaign, async ({ auth, params }) =>
    statusChanges.change(userOf(auth), params.campaignId, 'resume'),
  );
  api.handle(endCampaign, async ({ auth, params }) =>
    statusChanges.change(userOf(auth), params.campaignId, 'end'),
  );
  api.handle(plListingTable, async ({ auth, query }) => reports.listingTable(userOf(auth), query));
}
