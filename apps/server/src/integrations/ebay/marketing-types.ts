// Our own shapes of eBay's Marketing and Account answers; vendor field names stay inside this folder.
import type { EbaySiteId, Money } from './ebay-types.ts';

export type FundingModel = 'COST_PER_SALE' | 'COST_PER_CLICK';
export type KeywordMatchType = 'BROAD' | 'EXACT' | 'PHRASE';

export interface AdvertisingEligibility {
  /** PROMOTED_LISTINGS_STANDARD (cost per sale), PROMOTED_LISTINGS_ADVANCED (cost per click), … */
  programType: string;
  isEligible: boolean;
  reason: string | null;
}

export interface SelectionRule {
  brands: string[];
  categoryIds: string[];
  categoryScope: 'MARKETPLACE' | 'STORE' | null;
  listingConditionIds: string[];
  minPrice: Money | null;
  maxPrice: Money | null;
}

export interface EbayCampaign {
  campaignId: string;
  campaignName: string;
  /** RUNNING, SCHEDULED, PAUSED, ENDED, … as eBay names it. */
  campaignStatus: string;
  marketplaceId: string;
  startDate: string;
  endDate: string | null;
  fundingModel: FundingModel;
  bidPercentage: number | null;
  dailyBudget: Money | null;
  selectionRules: SelectionRule[];
}

export interface NewCampaign {
  campaignName: string;
  siteId: EbaySiteId;
  /** ISO date-times. */
  startDate: string;
  endDate: string | null;
  fundingModel: FundingModel;
  /** Cost per sale only. */
  bidPercentage: number | null;
  /** Cost per click only. */
  dailyBudget: Money | null;
  /** Sent as eBay's campaignCriterion only when a rule names something. */
  selectionRule: SelectionRule | null;
}

export interface EbayAd {
  adId: string;
  listingId: string;
  adGroupId: string | null;
  adStatus: string;
  bidPercentage: number | null;
}

/** An ad group of a cost-per-click campaign. */
export interface EbayAdGroup {
  adGroupId: string;
  name: string;
  /** ACTIVE, PAUSED, ARCHIVED as eBay names it. */
  adGroupStatus: string;
  defaultBid: Money | null;
}

/** A keyword of an ad group; `bid` is null when eBay holds none for it (the ad group's default applies). */
export interface EbayKeyword {
  keywordId: string;
  adGroupId: string;
  keywordText: string;
  matchType: string;
  /** ACTIVE, PAUSED, ARCHIVED as eBay names it. */
  keywordStatus: string;
  bid: Money | null;
}

/** One entry of a bulk answer: created (with its id) or refused with eBay's errors. */
export interface BulkOutcome {
  /** The listing id or keyword text the entry is about. */
  subject: string;
  id: string | null;
  errors: { code: string; message: string }[];
}

export interface SuggestedKeyword {
  keywordText: string;
  matchType: string;
  /** The SEARCH_VOLUME metric of eBay's keyword insights; null when eBay gives none. */
  searchVolume: number | null;
}

export interface SuggestedBid {
  keywordText: string;
  matchType: string;
  proposedBid: { value: number; currency: string; rangeStart: number | null; rangeEnd: number | null } | null;
}

export interface NewKeyword {
  adGroupId: string;
  keywordText: string;
  matchType: KeywordMatchType;
  bid: Money;
}

export type ReportKind = 'listing' | 'keyword' | 'searchQuery';

/** One Promoted Listings report: a campaign's figures by listing, keyword or search query and day. */
export interface ReportRequest {
  kind: ReportKind;
  campaignId: string;
  fundingModel: FundingModel;
  siteId: EbaySiteId;
  /** ISO date-times, not in the future; `dateTo` after `dateFrom`. */
  dateFrom: string;
  dateTo: string;
}

export interface ReportTaskState {
  /** PENDING, IN_PROGRESS, SUCCESS, FAILED as eBay names it. */
  status: string;
  reportId: string | null;
}

/** One line of a report; amounts in the listing site's currency. */
export interface ReportLine {
  day: string;
  listingId: string;
  keywordId: string;
  keywordText: string;
  matchType: string;
  searchQuery: string;
  impressions: number;
  clicks: number;
  sales: number;
  quantity: number;
  saleAmount: number;
  adFees: number;
}

/** eBay's Marketing and Account calls for one connected seller. */
export interface MarketingCalls {
  advertisingEligibility(siteId: EbaySiteId): Promise<AdvertisingEligibility[]>;
  /** One page of the seller's campaigns; `name` matches a campaign name exactly. */
  campaigns(p: {
    name?: string;
    limit: number;
    offset: number;
  }): Promise<{ campaigns: EbayCampaign[]; total: number }>;
  campaign(campaignId: string): Promise<EbayCampaign>;
  /** The seller's campaign of exactly this name (eBay's names are unique per seller); null when there is none. */
  campaignByName(campaignName: string): Promise<EbayCampaign | null>;
  /** Answers the new campaign's id (from eBay's Location header). */
  createCampaign(campaign: NewCampaign): Promise<string>;
  pauseCampaign(campaignId: string): Promise<void>;
  resumeCampaign(campaignId: string): Promise<void>;
  endCampaign(campaignId: string): Promise<void>;
  createAds(
    campaignId: string,
    ads: { listingId: string; bidPercentage?: number; adGroupId?: string }[],
  ): Promise<BulkOutcome[]>;
  ads(
    campaignId: string,
    p: { limit: number; offset: number; listingIds?: string[] },
  ): Promise<{ ads: EbayAd[]; total: number }>;
  /** Answers the new ad group's id. */
  createAdGroup(campaignId: string, group: { name: string; defaultBid: Money }): Promise<string>;
  /** One page of the campaign's ad groups. */
  adGroups(
    campaignId: string,
    p: { limit: number; offset: number },
  ): Promise<{ adGroups: EbayAdGroup[]; total: number }>;
  suggestKeywords(campaignId: string, adGroupId: string, listingIds: string[]): Promise<SuggestedKeyword[]>;
  suggestBids(
    campaignId: string,
    adGroupId: string,
    keywords: { keywordText: string; matchType: KeywordMatchType }[],
  ): Promise<SuggestedBid[]>;
  createKeywords(campaignId: string, keywords: NewKeyword[]): Promise<BulkOutcome[]>;
  /** One page of the campaign's keywords, of the given ad groups only when some are named. */
  keywords(
    campaignId: string,
    p: { adGroupIds?: string[]; limit: number; offset: number },
  ): Promise<{ keywords: EbayKeyword[]; total: number }>;
  /** Answers the report task's id (from eBay's Location header). */
  createReportTask(request: ReportRequest): Promise<string>;
  reportTask(reportTaskId: string): Promise<ReportTaskState>;
  /** The id of a report task the seller has for exactly this request (type, campaign, dates); null when none. */
  reportTaskFor(request: ReportRequest): Promise<string | null>;
  /** Downloads and reads a finished report (TSV_GZIP). */
  report(reportId: string): Promise<ReportLine[]>;
}
