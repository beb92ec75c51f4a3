import type { EbayAd, EbayCampaign } from '../../integrations/ebay/marketing-types.ts';
import type { AdRecord, CampaignRecord, CampaignRepository } from './campaign-repository.ts';
import type { CampaignCalls } from './ports.ts';

/** eBay's largest page of campaigns and ads. */
const pageSize = 200;

export interface CampaignOwner {
  userId: number;
  ebayTokenId: number;
  sellerName: string;
}

export function toCampaignRecord(campaign: EbayCampaign): CampaignRecord {
  const currency = campaign.dailyBudget?.currency ?? null;
  return {
    campaignId: campaign.campaignId,
    campaignName: campaign.campaignName,
    campaignStatus: campaign.campaignStatus,
    fundingModel: campaign.fundingModel,
    bidPercentage: campaign.bidPercentage,
    dailyBudget: campaign.dailyBudget?.value ?? null,
    currency,
    marketplaceId: campaign.marketplaceId,
    startDate: new Date(campaign.startDate),
    endDate: campaign.endDate ? new Date(campaign.endDate) : null,
    selectionRules: campaign.selectionRules.map((rule) => ({
      brands: rule.brands,
      categoryIds: rule.categoryIds,
      categoryScope: rule.categoryScope,
      listingConditionIds: rule.listingConditionIds,
      minPrice: rule.minPrice?.value ?? null,
      maxPrice: rule.maxPrice?.value ?? null,
      currency: rule.minPrice?.currency ?? rule.maxPrice?.currency ?? null,
    })),
  };
}

const toAdRecord = (ad: EbayAd): AdRecord => ({
  adId: ad.adId,
  listingId: ad.listingId,
  adGroupId: ad.adGroupId,
  adStatus: ad.adStatus,
  bidPercentage: ad.bidPercentage,
});

/** Every ad of a campaign, read page by page. */
export async function allAds(calls: CampaignCalls, campaignId: string): Promise<AdRecord[]> {
  const ads: AdRecord[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await calls.ads(campaignId, { limit: pageSize, offset });
    ads.push(...page.ads.map(toAdRecord));
    if (page.ads.length === 0 || offset + pageSize >= page.total) return ads;
  }
}

/** Reads one campaign and its ads from eBay and stores them. */
export async function refreshOneCampaign(
  deps: { repository: CampaignRepository; calls: CampaignCalls; clock: () => Date },
  owner: CampaignOwner,
  campaignId: string,
): Promise<void> {
  const campaign = await deps.calls.campaign(campaignId);
  const ads = await allAds(deps.calls, campaignId);
  await deps.repository.save(owner, toCampaignRecord(campaign), ads, deps.clock());
}

/**
 * Reads every campaign of a connection and its ads from eBay, stores them, and forgets the ones eBay no
 * longer lists; the campaign screens then read only our tables.
 */
export async function refreshSellerCampaigns(
  deps: { repository: CampaignRepository; calls: CampaignCalls; clock: () => Date },
  owner: CampaignOwner,
): Promise<number> {
  const kept: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await deps.calls.campaigns({ limit: pageSize, offset });
    for (const campaign of page.campaigns) {
      const ads = await allAds(deps.calls, campaign.campaignId);
      await deps.repository.save(owner, toCampaignRecord(campaign), ads, deps.clock());
      kept.push(campaign.campaignId);
    }
    if (page.campaigns.length === 0 || offset + pageSize >= page.total) break;
  }
  await deps.repository.finishRefresh(owner, kept, deps.clock());
  return kept.length;
}
