import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { ebaySiteIdSchema } from './keyword-tool.ts';
import { defaultEbaySiteId } from './marketplaces.ts';
import { calendarDaySchema, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Campaign list page size (spec 002 §9). */
export const campaignPageSize = 25;
export const fundingModels = ['COST_PER_SALE', 'COST_PER_CLICK'] as const;
export type FundingModel = (typeof fundingModels)[number];
/** eBay's programme that allows cost per click; any other eligibility means cost per sale (spec 002 §5). */
export const costPerClickProgram = 'PROMOTED_LISTINGS_ADVANCED';
/** Listing condition options of a selection rule (spec 002 §3), by eBay's condition id. */
export const listingConditionIds = ['1000', '2000', '2500', '3000'] as const;
export const keywordMatchTypes = ['BROAD', 'EXACT', 'PHRASE'] as const;
export type KeywordMatchType = (typeof keywordMatchTypes)[number];
/** eBay's limits: ad rate 2–100 % in tenths; a daily budget of at least 1 in the site's currency. */
export const bidPercentageRange = { min: 2, max: 100 } as const;
export const dailyBudgetRange = { min: 1, max: 100_000 } as const;
export const maxCampaignNameLength = 80;
/** Listings one request may promote (eBay's bulk limit). */
export const maxListingsPerRequest = 500;

/** eBay's campaign ids are digits. */
const ebayId = () => text().regex(/^\d{1,20}$/, { message: 'invalid_format' });
const sellerName = () => text().trim().min(1).max(64).describe("The connected eBay account's seller name");
const itemNumber = () => text().regex(/^\d{9,19}$/, { message: 'validation.itemNumber' });
const money = z.object({ value: z.number(), currency: z.string().length(3) });

export const campaignParams = z.object({ campaignId: ebayId().describe("eBay's campaign id") });
export const adGroupParams = campaignParams.extend({ adGroupId: ebayId().describe("eBay's ad group id") });

export const selectionRuleSchema = z.object({
  brands: z.array(text().trim().min(1).max(65)).max(50).default([]),
  categoryIds: z.array(ebayId()).max(50).default([]),
  categoryScope: z.enum(['MARKETPLACE', 'STORE']).nullable().default(null),
  listingConditionIds: z.array(z.enum(listingConditionIds)).max(4).default([]),
  minPrice: z.number().positive().max(1_000_000).nullable().default(null),
  maxPrice: z.number().positive().max(1_000_000).nullable().default(null),
});
export type SelectionRule = z.infer<typeof selectionRuleSchema>;

export const campaignSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.string().describe('RUNNING, SCHEDULED, PAUSED, ENDED, … as eBay names it'),
  fundingModel: z.enum(fundingModels),
  bidPercentage: z.number().nullable().describe('Ad rate in percent of a cost-per-sale campaign'),
  budget: money.nullable().describe('Daily budget of a cost-per-click campaign'),
  marketplaceId: z.string(),
  eBaySiteId: z.number().int(),
  startDate: z.string().describe('ISO date-time'),
  endDate: z.string().nullable(),
  selectionRule: selectionRuleSchema
    .nullable()
    .describe('The rule of a rules-based campaign; null when it has none'),
  sellerName: z.string(),
  listingCount: z.number().int().describe('Listings the campaign promotes'),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignList = endpoint({
  method: 'GET',
  path: '/ebaycampaign',
  access: roleGroups.bronzeAndUp,
  summary: "The user's promoted-listing campaigns as last read from eBay, filtered by name and seller, paged",
  query: listQueryOf(['campaignId', 'campaignName', 'startDate', 'endDate', 'campaignStatus'], {
    pageSize: campaignPageSize,
    orderBy: 'campaignId',
    direction: 'desc',
  }).extend({
    keyword: text().trim().max(80).optional().describe('Part of the campaign name'),
    sellerName: sellerName().optional(),
  }),
  data: z.array(campaignSchema),
  isList: true,
});

export const campaignDetail = endpoint({
  method: 'GET',
  path: '/ebaycampaign/:campaignId',
  access: roleGroups.bronzeAndUp,
  summary: 'One campaign of the user with the item numbers it promotes',
  params: campaignParams,
  data: campaignSchema.extend({ listingIds: z.array(z.string()) }),
});

export const campaignsByItemNumber = endpoint({
  method: 'GET',
  path: '/ebaycampaign/by-item-number',
  access: roleGroups.bronzeAndUp,
  summary: "The seller's campaigns that promote a listing",
  query: z.object({
    sellerName: sellerName(),
    itemNumber: itemNumber(),
    fundingModel: z.enum(fundingModels).optional(),
  }),
  data: z.array(campaignSchema),
});

export const eligibilitySchema = z.object({
  programType: z.string(),
  isEligible: z.boolean(),
  reason: z.string().nullable(),
});

export const campaignEligibilities = endpoint({
  method: 'GET',
  path: '/ebaycampaign/eligibilities',
  access: roleGroups.bronzeAndUp,
  summary: "The seller's advertising eligibilities on eBay and the funding models they allow",
  query: z.object({ sellerName: sellerName(), eBaySiteId: ebaySiteIdSchema.default(defaultEbaySiteId) }),
  data: z.object({
    eligibilities: z.array(eligibilitySchema),
    fundingModels: z.array(z.enum(fundingModels)),
  }),
});

export const createCampaignBody = z
  .object({
    sellerName: sellerName(),
    campaignName: text().trim().min(1).max(maxCampaignNameLength),
    eBaySiteId: ebaySiteIdSchema.describe('The marketplace the campaign runs on'),
    startDate: calendarDaySchema.describe('First day (UTC); today or later'),
    endDate: calendarDaySchema.nullable().default(null).describe('Last day (UTC); after the start'),
    fundingModel: z.enum(fundingModels),
    bidPercentage: z
      .number()
      .min(bidPercentageRange.min)
      .max(bidPercentageRange.max)
      .multipleOf(0.1)
      .nullable()
      .default(null),
    dailyBudget: z
      .number()
      .min(dailyBudgetRange.min)
      .max(dailyBudgetRange.max)
      .multipleOf(0.01)
      .nullable()
      .default(null),
    selectionRule: selectionRuleSchema.nullable().default(null),
    listingIds: z.array(itemNumber()).max(maxListingsPerRequest).default([]),
  })
  .superRefine((body, issues) => {
    const requireField = (field: 'bidPercentage' | 'dailyBudget') =>
      issues.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    if (body.fundingModel === 'COST_PER_SALE' && body.bidPercentage === null) requireField('bidPercentage');
    if (body.fundingModel === 'COST_PER_CLICK' && body.dailyBudget === null) requireField('dailyBudget');
    if (body.endDate !== null && body.endDate <= body.startDate)
      issues.addIssue({ code: 'custom', path: ['endDate'], message: 'campaigns.endBeforeStart' });
    const rule = body.selectionRule;
    if (rule?.minPrice != null && rule.maxPrice != null && rule.minPrice > rule.maxPrice)
      issues.addIssue({
        code: 'custom',
        path: ['selectionRule', 'maxPrice'],
        message: 'campaigns.maxBelowMin',
      });
  });

export const createCampaign = endpoint({
  method: 'POST',
  path: '/ebaycampaign',
  access: roleGroups.bronzeAndUp,
  summary: 'Creates a campaign on eBay for the seller (and its ads for the listings given, cost per sale)',
  body: createCampaignBody,
  data: campaignSchema,
});

export const createAdGroup = endpoint({
  method: 'POST',
  path: '/ebaycampaign/:campaignId/ad-group',
  access: roleGroups.bronzeAndUp,
  summary: 'Creates an ad group in a cost-per-click campaign and ads for its listings',
  params: campaignParams,
  body: z.object({
    name: text().trim().min(1).max(80).describe('adGroupName'),
    defaultBid: z
      .number()
      .min(0.02)
      .max(dailyBudgetRange.max)
      .multipleOf(0.01)
      .describe('defaultBidPrice per click'),
    listingIds: z.array(itemNumber()).max(maxListingsPerRequest).default([]),
  }),
  data: z.object({ campaignId: z.string(), adGroupId: z.string(), listingIds: z.array(z.string()) }),
});

export const suggestedKeywordSchema = z.object({
  keyword: z.string(),
  position: z.number().int().min(1),
  searchVolume: z.number().nullable().describe("eBay's SEARCH_VOLUME metric"),
  suggestedBids: z.array(
    z.object({
      matchType: z.enum(keywordMatchTypes),
      proposedBid: z
        .object({
          value: z.number(),
          currency: z.string(),
          rangeStart: z.number().nullable(),
          rangeEnd: z.number().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type SuggestedKeyword = z.infer<typeof suggestedKeywordSchema>;

export const suggestKeywords = endpoint({
  method: 'POST',
  path: '/ebaycampaign/:campaignId/ad-group/:adGroupId/suggest-keywords',
  access: roleGroups.bronzeAndUp,
  summary:
    "eBay's suggested keywords for an ad group's listings, with search volume and suggested bids per match type",
  params: adGroupParams,
  body: z.object({ listingIds: z.array(itemNumber()).max(maxListingsPerRequest).default([]) }),
  data: z.array(suggestedKeywordSchema),
});

export const bulkCreateKeywords = endpoint({
  method: 'POST',
  path: '/ebaycampaign/:campaignId/ad-group/:adGroupId/bulk-create-keywords',
  access: roleGroups.bronzeAndUp,
  summary: 'Adds the chosen keywords with match type and bid to an ad group',
  params: adGroupParams,
  body: z.object({
    keywords: z
      .array(
        z.object({
          keywordText: text().trim().min(1).max(100),
          matchType: z.enum(keywordMatchTypes),
          bid: z.number().min(0.02).max(dailyBudgetRange.max).multipleOf(0.01),
        }),
      )
      .min(1, { message: 'campaigns.pleaseSelectKeywords' })
      .max(1000),
  }),
  data: z.object({ created: z.number().int() }),
});

/** What a seller may do with a campaign's status, as eBay's Marketing API offers it. */
export const campaignStatusActions = ['pause', 'resume', 'end'] as const;
export type CampaignStatusAction = (typeof campaignStatusActions)[number];

/** The actions eBay allows from a status; any other status allows none. */
export const statusActionsOf: Record<string, readonly CampaignStatusAction[]> = {
  RUNNING: ['pause', 'end'],
  SCHEDULED: ['pause', 'end'],
  PAUSED: ['resume', 'end'],
};

const statusChange = (action: CampaignStatusAction, summary: string) =>
  endpoint({
    method: 'POST',
    path: `/ebaycampaign/:campaignId/${action}`,
    access: roleGroups.bronzeAndUp,
    summary,
    params: campaignParams,
    data: campaignSchema,
  });

export const pauseCampaign = statusChange(
  'pause',
  'Pauses the campaign on eBay and answers it as eBay now has it',
);
export const resumeCampaign = statusChange('resume', 'Resumes a paused campaign on eBay');
export const endCampaign = statusChange('end', 'Ends the campaign on eBay for good');
