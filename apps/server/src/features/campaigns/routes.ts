import {
  bulkCreateKeywords,
  campaignDetail,
  campaignEligibilities,
  campaignList,
  campaignsByItemNumber,
  createAdGroup,
  createCampaign,
  suggestKeywords,
} from '@baylytics/contract/campaigns';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { createCampaignCreation } from './campaign-creation.ts';
import type { CampaignService } from './campaign-service.ts';

export function campaignRoutes(
  api: Api,
  campaigns: CampaignService,
  creation: ReturnType<typeof createCampaignCreation>,
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
}
