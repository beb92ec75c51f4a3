import type { CampaignStatusAction } from '@baylytics/contract/campaigns';
import { type CampaignService, toCampaign } from './campaign-service.ts';
import { ebayRefusal } from './ebay-refusal.ts';
import type { CampaignCallsFor } from './ports.ts';

/**
 * Pausing, resuming and ending a stored campaign on eBay. eBay decides what a status allows: its refusal is
 * passed on and the stored campaign stays as it was; after a change the campaign is read back and stored.
 */
export function createCampaignStatusChanges(deps: { campaigns: CampaignService; calls: CampaignCallsFor }) {
  const { campaigns } = deps;
  return {
    async change(userId: number, campaignId: string, action: CampaignStatusAction) {
      const row = await campaigns.campaignOf(userId, campaignId);
      const calls = deps.calls(row.ebayTokenId);
      const send = {
        pause: calls.pauseCampaign,
        resume: calls.resumeCampaign,
        end: calls.endCampaign,
      }[action];
      await send(campaignId).catch(ebayRefusal);
      const owner = { userId, ebayTokenId: row.ebayTokenId, sellerName: row.sellerName };
      return toCampaign(await campaigns.refreshAfterChange(owner, campaignId));
    },
  };
}
