import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createCampaignCreation } from './campaign-creation.ts';
import { createCampaignRepository } from './campaign-repository.ts';
import { createCampaignService } from './campaign-service.ts';
import { refreshCampaignsJob, sweepCampaignsJob } from './refresh-campaigns-job.ts';
import { campaignRoutes } from './routes.ts';

/** Promoted-listing campaigns (spec 002): stored from eBay's Marketing API, created through it. */
export const campaignsModule: FeatureModule = {
  name: 'campaigns',
  routes(scope, { db, ebay, clock, jobs }) {
    const calls = (ebayTokenId: number) => ebay.client.seller(ebayTokenId).marketing;
    const campaigns = createCampaignService({
      repository: createCampaignRepository(db),
      calls,
      tokens: createUsableTokens(db),
      clock,
      requestRefresh: (owner) =>
        jobs.add(refreshCampaignsJob, owner, { jobKey: `campaigns-${owner.ebayTokenId}` }),
    });
    campaignRoutes(createApi(scope), campaigns, createCampaignCreation({ campaigns, calls, clock }));
  },
  jobs: [refreshCampaignsJob, sweepCampaignsJob],
};
