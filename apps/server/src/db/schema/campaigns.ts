import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ebayTokens } from './marketplace.ts';
import { users } from './users-and-auth.ts';

// Promoted-listing campaigns as eBay's Marketing API last told us; the campaign screens read them from here.

/** Selection rule of a rules-based campaign, as stored (our shape, not eBay's wire format). */
export interface StoredSelectionRule {
  brands: string[];
  categoryIds: string[];
  categoryScope: 'MARKETPLACE' | 'STORE' | null;
  listingConditionIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
  currency: string | null;
}

/** One campaign of a connected seller; `campaign_id` is eBay's id, unique per connection. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ebayTokenId: integer('ebay_token_id')
      .notNull()
      .references(() => ebayTokens.id, { onDelete: 'cascade' }),
    sellerName: text('seller_name').notNull(),
    campaignId: text('campaign_id').notNull(),
    campaignName: text('campaign_name').notNull(),
    campaignStatus: text('campaign_status').notNull(),
    fundingModel: text('funding_model').$type<'COST_PER_SALE' | 'COST_PER_CLICK'>().notNull(),
    bidPercentage: numeric('bid_percentage', { precision: 5, scale: 1, mode: 'number' }),
    dailyBudget: numeric('daily_budget', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency'),
    marketplaceId: text('marketplace_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    selectionRules: jsonb('selection_rules').$type<StoredSelectionRule[]>().notNull().default([]),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    /** How many ads (`campaign_ads`) the campaign has: written in the transaction that writes its ads. */
    adCount: integer('ad_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('campaigns_token_campaign_key').on(t.ebayTokenId, t.campaignId),
    // A user's campaign by eBay's id (detail, status changes, reports).
    index('campaigns_user_order_idx').on(t.userId, t.campaignId),
    // The list's default order within a seller: eBay's ids grow with time, so the longest and then highest id is
    // the newest. A first page is then the index's first 25 entries, not a sort of all the seller's campaigns.
    index('campaigns_user_seller_newest_idx').on(
      t.userId,
      sql`lower(${t.sellerName})`,
      sql`length(${t.campaignId}) desc nulls last`,
      t.campaignId.desc().nullsLast(),
    ),
  ],
);

/** The listings a campaign promotes (its ads). */
export const campaignAds = pgTable(
  'campaign_ads',
  {
    campaignRowId: integer('campaign_row_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    adId: text('ad_id').notNull(),
    listingId: text('listing_id').notNull(),
    adGroupId: text('ad_group_id'),
    adStatus: text('ad_status').notNull(),
    bidPercentage: numeric('bid_percentage', { precision: 5, scale: 1, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignRowId, t.adId] }),
    index('campaign_ads_listing_idx').on(t.listingId),
  ],
);

/** When a connection's campaigns were last read from eBay; the list asks for a refresh when this is old. */
export const campaignRefreshes = pgTable('campaign_refreshes', {
  ebayTokenId: integer('ebay_token_id')
    .primaryKey()
    .references(() => ebayTokens.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sellerName: text('seller_name').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * A campaign's Promoted Listings report figures per day, as eBay's report files gave them: by listing
 * (`kind` listing), by keyword, or by search query and keyword. Columns a kind does not use hold ''.
 */
export const campaignReportRows = pgTable(
  'campaign_report_rows',
  {
    campaignRowId: integer('campaign_row_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'listing' | 'keyword' | 'searchQuery'>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    listingId: text('listing_id').notNull().default(''),
    keywordId: text('keyword_id').notNull().default(''),
    keywordText: text('keyword_text').notNull().default(''),
    matchType: text('match_type').notNull().default(''),
    searchQuery: text('search_query').notNull().default(''),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    sales: integer('sales').notNull(),
    quantity: integer('quantity').notNull(),
    saleAmount: numeric('sale_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    adFees: numeric('ad_fees', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.campaignRowId, t.kind, t.day, t.listingId, t.keywordId, t.searchQuery],
    }),
  ],
);

/** When a campaign's reports were last fetched from eBay and which days they cover. */
export const campaignReportFetches = pgTable('campaign_report_fetches', {
  campaignRowId: integer('campaign_row_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  fromDay: date('from_day', { mode: 'string' }).notNull(),
  toDay: date('to_day', { mode: 'string' }).notNull(),
});

/**
 * The last fetch of a campaign's reports that gave up after its last attempt: why (one of the contract's
 * `reportFetchFailureReasons`) and when. Removed by the next fetch that succeeds.
 */
export const campaignReportFailures = pgTable('campaign_report_failures', {
  campaignRowId: integer('campaign_row_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});

/**
 * eBay's promotion advice for a listing of a connected seller (Recommendation API, type AD), as last asked:
 * `promote_with_ad` RECOMMENDED or UNDETERMINED, or null when eBay gave none (already promoted, not eligible);
 * the suggested ad rates in percent for the listing (ITEM) and its category's trend (TRENDING).
 */
export const promotionAdvice = pgTable(
  'promotion_advice',
  {
    ebayTokenId: integer('ebay_token_id')
      .notNull()
      .references(() => ebayTokens.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    promoteWithAd: text('promote_with_ad').$type<'RECOMMENDED' | 'UNDETERMINED'>(),
    itemBidPercentages: real('item_bid_percentages').array().notNull().default(sql`'{}'`),
    trendingBidPercentages: real('trending_bid_percentages').array().notNull().default(sql`'{}'`),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ebayTokenId, t.listingId] }),
    index('promotion_advice_user_idx').on(t.userId),
  ],
);
