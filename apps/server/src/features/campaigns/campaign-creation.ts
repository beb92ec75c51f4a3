import type { KeywordMatchType, SelectionRule, SuggestedKeyword } from '@baylytics/contract/campaigns';
import { keywordMatchTypes } from '@baylytics/contract/campaigns';
import { marketplaces } from '@baylytics/contract/marketplaces';
import type { EbaySiteId } from '../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../kernel/errors.ts';
import { type CampaignService, fundingModelsOf, toCampaign } from './campaign-service.ts';
import { createOnce } from './create-once.ts';
import { ebayRefusal } from './ebay-refusal.ts';
import { createAdGroupOnce, createAdsOnce, createKeywordsOnce } from './follow-up-creations.ts';
import type { CampaignCallsFor } from './ports.ts';

export interface NewCampaignInput {
  sellerName: string;
  campaignName: string;
  eBaySiteId: number;
  startDate: string;
  endDate: string | null;
  fundingModel: 'COST_PER_SALE' | 'COST_PER_CLICK';
  bidPercentage: number | null;
  dailyBudget: number | null;
  selectionRule: SelectionRule | null;
  listingIds: string[];
}

const dayMs = 86_400_000;
/** A start today goes to eBay a little ahead of now, so that it is not in the past when eBay reads it. */
const startMarginMs = 60_000;
/** Keywords per suggest-bids call. */
const bidChunk = 100;

const currencyOf = (siteId: number) => marketplaces.find((m) => m.eBaySiteId === siteId)?.currency ?? 'EUR';
const siteOfMarketplace = (marketplaceId: string) =>
  marketplaces.find((m) => m.marketplaceId === marketplaceId)?.eBaySiteId ?? 77;

/**
 * eBay's date rule (spec 002 §5 as eBay applies it): the first day is today or later, the last day after the
 * first; a past day is refused before anything is sent.
 */
function campaignMoments(input: NewCampaignInput, now: Date): { startDate: string; endDate: string | null } {
  const today = now.toISOString().slice(0, 10);
  const pastField =
    input.startDate < today
      ? 'startDate'
      : input.endDate !== null && input.endDate < today
        ? 'endDate'
        : null;
  if (pastField)
    throw new AppError('validationFailed', [{ field: pastField, message: 'campaigns.dateInPast' }]);
  const start = Date.parse(`${input.startDate}T00:00:00Z`);
  const startDate = new Date(Math.max(start, now.getTime() + startMarginMs)).toISOString();
  const endDate =
    input.endDate === null
      ? null
      : new Date(Date.parse(`${input.endDate}T00:00:00Z`) + dayMs - 1000).toISOString();
  return { startDate, endDate };
}

/**
 * The creation wizard: campaign, ad group, suggested keywords with bids, keywords. Each create is made once at eBay
 * though its answer may be lost (create-once.ts, follow-up-creations.ts).
 */
export function createCampaignCreation(deps: {
  campaigns: CampaignService;
  calls: CampaignCallsFor;
  clock: () => Date;
}) {
  const { campaigns } = deps;

  return {
    async createCampaign(userId: number, input: NewCampaignInput) {
      const owner = await campaigns.ownerOf(userId, input.sellerName);
      const calls = deps.calls(owner.ebayTokenId);
      const moments = campaignMoments(input, deps.clock());
      const siteId = input.eBaySiteId as EbaySiteId;
      const eligibilities = await calls.advertisingEligibility(siteId).catch(ebayRefusal);
      if (!fundingModelsOf(eligibilities).includes(input.fundingModel))
        throw new AppError('validationFailed', [
          { field: 'fundingModel', message: 'campaigns.fundingModelNotAllowed' },
        ]);
      const isCostPerSale = input.fundingModel === 'COST_PER_SALE';
      const currency = currencyOf(siteId);
      const rule = input.selectionRule;
      const campaignId = await createOnce(
        () =>
          calls.createCampaign({
            campaignName: input.campaignName,
            siteId,
            ...moments,
            fundingModel: input.fundingModel,
            bidPercentage: isCostPerSale ? input.bidPercentage : null,
            dailyBudget:
              !isCostPerSale && input.dailyBudget !== null ? { value: input.dailyBudget, currency } : null,
            selectionRule:
              isCostPerSale && rule
                ? {
                    ...rule,
                    minPrice: rule.minPrice === null ? null : { value: rule.minPrice, currency },
                    maxPrice: rule.maxPrice === null ? null : { value: rule.maxPrice, currency },
                  }
                : null,
          }),
        // eBay's campaign names are unique per seller: one of this name, funding model and start is the one just
        // created; another of that name was there before, and the second try gets eBay's refusal of the name.
        async () => {
          const found = await calls.campaignByName(input.campaignName);
          const isThisOne =
            found !== null &&
            found.fundingModel === input.fundingModel &&
            Date.parse(found.startDate) === Date.parse(moments.startDate);
          return isThisOne ? found.campaignId : null;
        },
      ).catch(ebayRefusal);
      // A cost-per-click campaign promotes its listings through its ad group (the next step).
      const refusal =
        isCostPerSale && input.listingIds.length > 0
          ? campaigns.firstRefusal(
              await createAdsOnce(
                calls,
                campaignId,
                input.listingIds.map((listingId) => ({ listingId })),
              ).catch(ebayRefusal),
            )
          : null;
      const row = await campaigns.refreshAfterChange(owner, campaignId);
      if (refusal) throw refusal;
      return toCampaign(row);
    },

    async createAdGroup(
      userId: number,
      campaignId: string,
      input: { name: string; defaultBid: number; listingIds: string[] },
    ) {
      const row = await campaigns.campaignOf(userId, campaignId);
      const owner = { userId, ebayTokenId: row.ebayTokenId, sellerName: row.sellerName };
      const calls = deps.calls(row.ebayTokenId);
      const currency = row.currency ?? currencyOf(siteOfMarketplace(row.marketplaceId));
      const adGroupId = await createAdGroupOnce(calls, campaignId, {
        name: input.name,
        defaultBid: { value: input.defaultBid, currency },
      }).catch(ebayRefusal);
      const refusal =
        input.listingIds.length > 0
          ? campaigns.firstRefusal(
              await createAdsOnce(
                calls,
                campaignId,
                input.listingIds.map((listingId) => ({ listingId, adGroupId })),
              ).catch(ebayRefusal),
            )
          : null;
      await campaigns.refreshAfterChange(owner, campaignId);
      if (refusal) throw refusal;
      return { campaignId, adGroupId, listingIds: input.listingIds };
    },

    /** eBay's keywords for the ad group's listings, each with the bid eBay suggests per match type. */
    async suggestKeywords(
      userId: number,
      campaignId: string,
      adGroupId: string,
      listingIds: string[],
    ): Promise<SuggestedKeyword[]> {
      const row = await campaigns.campaignOf(userId, campaignId);
      const calls = deps.calls(row.ebayTokenId);
      const suggested = await calls.suggestKeywords(campaignId, adGroupId, listingIds).catch(ebayRefusal);
      const wanted = suggested.flatMap((s) =>
        keywordMatchTypes.map((matchType) => ({ keywordText: s.keywordText, matchType })),
      );
      const bids = new Map<string, SuggestedKeyword['suggestedBids'][number]['proposedBid']>();
      for (let at = 0; at < wanted.length; at += bidChunk) {
        const answer = await calls
          .suggestBids(campaignId, adGroupId, wanted.slice(at, at + bidChunk))
          .catch(ebayRefusal);
        for (const bid of answer) bids.set(`${bid.keywordText}|${bid.matchType}`, bid.proposedBid);
      }
      return suggested.map((s, index) => ({
        keyword: s.keywordText,
        position: index + 1,
        searchVolume: s.searchVolume,
        suggestedBids: keywordMatchTypes.map((matchType: KeywordMatchType) => ({
          matchType,
          proposedBid: bids.get(`${s.keywordText}|${matchType}`) ?? null,
        })),
      }));
    },

    async bulkCreateKeywords(
      userId: number,
      campaignId: string,
      adGroupId: string,
      keywords: { keywordText: string; matchType: KeywordMatchType; bid: number }[],
    ) {
      const row = await campaigns.campaignOf(userId, campaignId);
      const currency = row.currency ?? currencyOf(siteOfMarketplace(row.marketplaceId));
      const outcomes = await createKeywordsOnce(
        deps.calls(row.ebayTokenId),
        campaignId,
        adGroupId,
        keywords.map((k) => ({
          adGroupId,
          keywordText: k.keywordText,
          matchType: k.matchType,
          bid: { value: k.bid, currency },
        })),
      ).catch(ebayRefusal);
      const refusal = campaigns.firstRefusal(outcomes);
      if (refusal) throw refusal;
      return { created: outcomes.length };
    },
  };
}
