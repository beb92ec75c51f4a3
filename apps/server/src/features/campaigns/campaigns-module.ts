import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createCampaignCreation } from './campaign-creation.ts';
import { createCampaignReportRepository } from './campaign-report-repository.ts';
import { createCampaignReportService } from './campaign-report-service.ts';
import { createCampaignRepository } from './campaign-repository.ts';
import { createCampaignService } from './campaign-service.ts';
import { createCampaignStatusChanges } from './campaign-status.ts';
import { fetchCampaignReportsJob } from './fetch-campaign-reports-job.ts';
import { refreshCampaignsJob, sweepCampaignsJob } from './refresh-campaigns-job.ts';
import { campaignRoutes } from './routes.ts';

/** Promoted-listing campaigns (spec 002): stored from eBay's Marketing API, created through it, with their reports. */
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
    const reports = createCampaignReportService({
      campaigns,
      repository: createCampaignReportRepository(db),
      clock,
      requestFetch: (campaignRowId) =>
        jobs.add(fetchCampaignReportsJob, { campaignRowId }, { jobKey: `campaign-reports-${campaignRowId}` }),
    });
    campaignRoutes(
      createApi(scope),
      campaigns,
      createCampaignCreation({ campaigns, calls, clock }),
      reports,
      createCampaignStatusChanges({ campaigns, calls }),
    );
  },
  jobs: [refreshCampaignsJob, sweepCampaignsJob, fetchCampaignReportsJob],
};
