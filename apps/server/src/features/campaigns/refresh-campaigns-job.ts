import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { refreshSellerCampaigns } from './campaign-refresh.ts';
import { createCampaignRepository } from './campaign-repository.ts';

/** Connections refreshed per run of the hourly sweep. */
const sweepBatch = 500;
/** Campaign figures that change on eBay (status, ads) are read again after this long. */
export const campaignRefreshMs = 60 * 60_000;

/** Reads a connection's campaigns and ads from eBay into our tables (idempotent: a full replace). */
export const refreshCampaignsJob = defineJob({
  name: 'refreshCampaigns',
  payload: z.object({
    userId: z.number().int().positive(),
    ebayTokenId: z.number().int().positive(),
    sellerName: z.string().min(1),
  }),
  async handler(owner, deps) {
    const repository = createCampaignRepository(deps.db);
    const count = await refreshSellerCampaigns(
      { repository, calls: deps.campaignCalls(owner.ebayTokenId), clock: deps.clock },
      owner,
    );
    deps.log(`campaigns of ${owner.sellerName}: ${count} read from eBay`);
  },
});

/** Hourly: queues a refresh of every connection whose campaigns were read more than an hour ago. */
export const sweepCampaignsJob = defineJob({
  name: 'sweepCampaigns',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    const repository = createCampaignRepository(deps.db);
    const stale = await repository.staleConnections(
      new Date(deps.clock().getTime() - campaignRefreshMs),
      sweepBatch,
    );
    for (const owner of stale)
      await deps.jobs.add(refreshCampaignsJob, owner, { jobKey: `campaigns-${owner.ebayTokenId}` });
  },
});
