import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** eBay's Amount: a decimal as text and its currency. */
export interface WireAmount {
  currency: string;
  value: string;
}

export interface WireSelectionRule {
  brands?: string[];
  categoryIds?: string[];
  categoryScope?: string;
  listingConditionIds?: string[];
  maxPrice?: WireAmount;
  minPrice?: WireAmount;
}

export interface WireCriterion {
  autoSelectFutureInventory?: boolean;
  criterionType?: string;
  selectionRules?: WireSelectionRule[];
}

export type FundingModel = 'COST_PER_SALE' | 'COST_PER_CLICK';

/** A campaign as the stand-in keeps it; its status is derived from these and the clock (see `statusOf`). */
export interface StoredCampaign {
  campaignId: string;
  seller: string;
  campaignName: string;
  marketplaceId: string;
  startDate: string;
  endDate?: string;
  fundingModel: FundingModel;
  bidPercentage?: string;
  dailyBudget?: WireAmount;
  criterion?: WireCriterion;
  /** Set by pause, resume and end; null while it follows its dates. */
  manualStatus: 'PAUSED' | 'ENDED' | null;
  /** When pause, resume and end happened (ISO moments), so the market knows which days the ads ran. */
  statusLog?: { at: string; manualStatus: 'PAUSED' | 'ENDED' | null }[];
}

export interface StoredAd {
  adId: string;
  campaignId: string;
  listingId: string;
  adGroupId?: string;
  bidPercentage?: string;
  adStatus: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
}

export interface StoredAdGroup {
  adGroupId: string;
  campaignId: string;
  name: string;
  defaultBid: WireAmount;
  adGroupStatus: 'ACTIVE';
}

export interface StoredKeyword {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: string;
  bid: WireAmount;
  keywordStatus: 'ACTIVE';
}

interface MarketingState {
  nextId: number;
  campaigns: StoredCampaign[];
  ads: StoredAd[];
  adGroups: StoredAdGroup[];
  keywords: StoredKeyword[];
}

export type CampaignStatus = 'SCHEDULED' | 'RUNNING' | 'PAUSED' | 'ENDED';

/** RUNNING between its dates, SCHEDULED before, ENDED after its end date or when ended; PAUSED when paused. */
export function statusOf(campaign: StoredCampaign, now: Date): CampaignStatus {
  if (campaign.manualStatus === 'ENDED') return 'ENDED';
  if (campaign.endDate && Date.parse(campaign.endDate) <= now.getTime()) return 'ENDED';
  if (campaign.manualStatus === 'PAUSED') return 'PAUSED';
  return Date.parse(campaign.startDate) > now.getTime() ? 'SCHEDULED' : 'RUNNING';
}

export interface MarketingStore {
  /** A new id; eBay's campaign, ad group, ad and keyword ids are digits, growing with time. */
  nextId(): string;
  campaignsOf(seller: string): StoredCampaign[];
  /** The seller's campaign; another seller's is as unknown as one that does not exist. */
  campaign(seller: string, campaignId: string): StoredCampaign | undefined;
  addCampaign(campaign: StoredCampaign): void;
  ads(campaignId: string): StoredAd[];
  addAd(ad: StoredAd): void;
  adGroups(campaignId: string): StoredAdGroup[];
  addAdGroup(group: StoredAdGroup): void;
  keywords(adGroupId: string): StoredKeyword[];
  addKeyword(keyword: StoredKeyword): void;
  /** Every campaign of every seller (the market's ads come from them). */
  allCampaigns(): readonly StoredCampaign[];
  /** Grows with every change saved: lets readers keep what they derived until the next change. */
  revision(): number;
  /** Writes the state to the data folder, when there is one. */
  save(): void;
}

const emptyState = (): MarketingState => ({
  // Eleven digits, as eBay's campaign ids have.
  nextId: 10_100_000_001,
  campaigns: [],
  ads: [],
  adGroups: [],
  keywords: [],
});

/** Campaigns, ads, ad groups and keywords of every seller; kept in `ebay-marketing.json` with a data folder. */
export function createMarketingStore(dataDir: string | undefined): MarketingStore {
  const file = dataDir ? path.join(dataDir, 'ebay-marketing.json') : undefined;
  const state: MarketingState =
    file && existsSync(file)
      ? { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<MarketingState>) }
      : emptyState();
  const sameSeller = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  let revision = 0;

  return {
    nextId() {
      const id = state.nextId;
      state.nextId += 1;
      return String(id);
    },
    campaignsOf: (seller) => state.campaigns.filter((c) => sameSeller(c.seller, seller)),
    campaign: (seller, campaignId) =>
      state.campaigns.find((c) => c.campaignId === campaignId && sameSeller(c.seller, seller)),
    addCampaign: (campaign) => {
      state.campaigns.push(campaign);
    },
    ads: (campaignId) => state.ads.filter((a) => a.campaignId === campaignId),
    addAd: (ad) => {
      state.ads.push(ad);
    },
    adGroups: (campaignId) => state.adGroups.filter((g) => g.campaignId === campaignId),
    addAdGroup: (group) => {
      state.adGroups.push(group);
    },
    keywords: (adGroupId) => state.keywords.filter((k) => k.adGroupId === adGroupId),
    addKeyword: (keyword) => {
      state.keywords.push(keyword);
    },
    allCampaigns: () => state.campaigns,
    revision: () => revision,
    save() {
      revision += 1;
      if (!dataDir || !file) return;
      mkdirSync(dataDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(state));
      renameSync(temporary, file);
    },
  };
}
