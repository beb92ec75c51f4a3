import { z } from 'zod';
import type { Money } from './ebay-types.ts';
import type { BulkOutcome, EbayCampaign, NewCampaign, SelectionRule } from './marketing-types.ts';
import { marketplaceIdOf } from './sites.ts';

// eBay's Marketing and Account JSON as we read it (only what we use), and how our shapes are sent.

const amount = z.object({ currency: z.string(), value: z.string() });
const errorEntry = z.object({
  errorId: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  longMessage: z.string().optional(),
});

export const eligibilityAnswer = z.object({
  advertisingEligibility: z
    .array(z.object({ programType: z.string(), status: z.string(), reason: z.string().optional() }))
    .default([]),
});

const selectionRule = z.object({
  brands: z.array(z.string()).optional(),
  categoryIds: z.array(z.string()).optional(),
  categoryScope: z.string().optional(),
  listingConditionIds: z.array(z.string()).optional(),
  minPrice: amount.optional(),
  maxPrice: amount.optional(),
});

export const campaignAnswer = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.string(),
  marketplaceId: z.string(),
  startDate: z.string(),
  endDate: z.string().optional(),
  fundingStrategy: z.object({
    fundingModel: z.enum(['COST_PER_SALE', 'COST_PER_CLICK']),
    bidPercentage: z.string().optional(),
  }),
  budget: z.object({ daily: z.object({ amount: amount.optional() }).optional() }).optional(),
  campaignCriterion: z.object({ selectionRules: z.array(selectionRule).optional() }).optional(),
});

export const campaignsAnswer = z.object({
  campaigns: z.array(campaignAnswer).default([]),
  total: z.number().int().default(0),
});

export const adsAnswer = z.object({
  ads: z
    .array(
      z.object({
        adId: z.string(),
        listingId: z.string().optional(),
        adGroupId: z.string().optional(),
        adStatus: z.string().optional(),
        bidPercentage: z.string().optional(),
      }),
    )
    .default([]),
  total: z.number().int().default(0),
});

export const adGroupsAnswer = z.object({
  adGroups: z
    .array(
      z.object({
        adGroupId: z.string(),
        name: z.string().optional(),
        adGroupStatus: z.string().optional(),
        defaultBid: amount.optional(),
      }),
    )
    .default([]),
  total: z.number().int().default(0),
});

export const keywordsAnswer = z.object({
  keywords: z
    .array(
      z.object({
        keywordId: z.string(),
        adGroupId: z.string().optional(),
        keywordText: z.string().optional(),
        matchType: z.string().optional(),
        keywordStatus: z.string().optional(),
        bid: amount.optional(),
      }),
    )
    .default([]),
  total: z.number().int().default(0),
});

export const bulkAdAnswer = z.object({
  responses: z
    .array(
      z.object({
        listingId: z.string().optional(),
        adId: z.string().optional(),
        errors: z.array(errorEntry).optional(),
      }),
    )
    .default([]),
});

export const bulkKeywordAnswer = z.object({
  responses: z
    .array(
      z.object({
        keywordText: z.string().optional(),
        keywordId: z.string().optional(),
        errors: z.array(errorEntry).optional(),
      }),
    )
    .default([]),
});

export const suggestedKeywordsAnswer = z.object({
  suggestedKeywords: z
    .array(
      z.object({
        keywordText: z.string(),
        matchType: z.string().optional(),
        additionalInfo: z
          .array(
            z.object({ metrics: z.array(z.object({ metricKey: z.string(), value: z.string() })).optional() }),
          )
          .optional(),
      }),
    )
    .default([]),
});

export const suggestedBidsAnswer = z.object({
  suggestedBids: z
    .array(
      z.object({
        keywordText: z.string(),
        matchType: z.string().optional(),
        proposedBid: z
          .object({
            value: z.string(),
            currency: z.string(),
            rangeStart: z.string().optional(),
            rangeEnd: z.string().optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const toMoney = (wire: z.infer<typeof amount> | undefined): Money | null =>
  wire ? { value: Number(wire.value), currency: wire.currency } : null;
const toWire = (money: Money) => ({ currency: money.currency, value: money.value.toFixed(2) });
const numberOrNull = (value: string | undefined) => (value === undefined ? null : Number(value));

function toSelectionRule(rule: z.infer<typeof selectionRule>): SelectionRule {
  return {
    brands: rule.brands ?? [],
    categoryIds: rule.categoryIds ?? [],
    categoryScope:
      rule.categoryScope === 'MARKETPLACE' || rule.categoryScope === 'STORE' ? rule.categoryScope : null,
    listingConditionIds: rule.listingConditionIds ?? [],
    minPrice: toMoney(rule.minPrice),
    maxPrice: toMoney(rule.maxPrice),
  };
}

export function toCampaign(wire: z.infer<typeof campaignAnswer>): EbayCampaign {
  return {
    campaignId: wire.campaignId,
    campaignName: wire.campaignName,
    campaignStatus: wire.campaignStatus,
    marketplaceId: wire.marketplaceId,
    startDate: wire.startDate,
    endDate: wire.endDate ?? null,
    fundingModel: wire.fundingStrategy.fundingModel,
    bidPercentage: numberOrNull(wire.fundingStrategy.bidPercentage),
    dailyBudget: toMoney(wire.budget?.daily?.amount),
    selectionRules: (wire.campaignCriterion?.selectionRules ?? []).map(toSelectionRule),
  };
}

/** Whether a rule names anything; eBay refuses an empty selection rule (35004). */
export function isRuleSet(rule: SelectionRule | null): rule is SelectionRule {
  return (
    rule !== null &&
    (rule.brands.length > 0 ||
      rule.categoryIds.length > 0 ||
      rule.listingConditionIds.length > 0 ||
      rule.minPrice !== null ||
      rule.maxPrice !== null)
  );
}

/** CreateCampaignRequest: the criterion only when a rule is set, the budget only for cost per click. */
export function createCampaignRequest(campaign: NewCampaign) {
  const rule = campaign.selectionRule;
  return {
    campaignName: campaign.campaignName,
    marketplaceId: marketplaceIdOf(campaign.siteId),
    startDate: campaign.startDate,
    ...(campaign.endDate && { endDate: campaign.endDate }),
    fundingStrategy: {
      fundingModel: campaign.fundingModel,
      ...(campaign.bidPercentage !== null && { bidPercentage: campaign.bidPercentage.toFixed(1) }),
    },
    ...(campaign.dailyBudget && { budget: { daily: { amount: toWire(campaign.dailyBudget) } } }),
    ...(isRuleSet(rule) && {
      campaignCriterion: {
        criterionType: 'INVENTORY_PARTITION',
        autoSelectFutureInventory: false,
        selectionRules: [
          {
            ...(rule.brands.length > 0 && { brands: rule.brands }),
            ...(rule.categoryIds.length > 0 && {
              categoryIds: rule.categoryIds,
              categoryScope: rule.categoryScope ?? 'MARKETPLACE',
            }),
            ...(rule.listingConditionIds.length > 0 && { listingConditionIds: rule.listingConditionIds }),
            ...(rule.minPrice && { minPrice: toWire(rule.minPrice) }),
            ...(rule.maxPrice && { maxPrice: toWire(rule.maxPrice) }),
          },
        ],
      },
    }),
  };
}

export const moneyToWire = toWire;
export const moneyOfWire = toMoney;

export function toBulkOutcomes(
  responses: { subject: string | undefined; id: string | undefined; errors?: z.infer<typeof errorEntry>[] }[],
): BulkOutcome[] {
  return responses.map((r) => ({
    subject: r.subject ?? '',
    id: r.errors?.length ? null : (r.id ?? null),
    errors: (r.errors ?? []).map((e) => ({
      code: String(e.errorId ?? ''),
      message: e.message ?? e.longMessage ?? '',
    })),
  }));
}
