import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';
import { keywords } from './keywords.ts';
import { users } from './users-and-auth.ts';

// Imported seller accounts and listings, tracked keywords, account KPI per day.

/** A seller account a user imported (the account check's account list); one row per user and seller name. */
export const rankingAccounts = pgTable(
  'ranking_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerName: text('seller_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ranking_accounts_user_seller_key').on(t.userId, sql`lower(${t.sellerName})`)],
);

/** One run of the listing import; `nextPage` is the checkpoint a re-run resumes from. */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => rankingAccounts.id, { onDelete: 'cascade' }),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    nextPage: integer('next_page').notNull().default(1),
    imported: integer('imported').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_imports_account_idx').on(t.accountId, t.id)],
);

/** An imported listing; the daily derivation copies its latest scores here so the account check sorts one table. */
export const listings = pgTable(
  'listings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => rankingAccounts.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull().default(''),
    categoryId: integer('category_id'),
    categoryName: text('category_name').notNull().default(''),
    imageUrl: text('image_url'),
    hasVariations: boolean('has_variations').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency'),
    quantity: integer('quantity').notNull().default(0),
    quantitySold: integer('quantity_sold').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    isEnded: boolean('is_ended').notNull().default(false),
    starColor: smallint('star_color').notNull().default(0),
    isOptimized: boolean('is_optimized').notNull().default(false),
    yesterdayBayScore: numeric('yesterday_bay_score', { precision: 8, scale: 2, mode: 'number' }),
    todayBayScore: numeric('today_bay_score', { precision: 8, scale: 2, mode: 'number' }),
    yesterdayScore: integer('yesterday_score').notNull().default(0),
    todayScore: integer('today_score').notNull().default(0),
    lastImportId: integer('last_import_id'),
    /** The eBay video attached to the listing (videos issue); null while none is. */
    videoId: text('video_id'),
    /** Product review figures from eBay's item answer (`primaryProductReviewRating`); null when eBay has none. */
    averageReview: numeric('average_review', { precision: 3, scale: 2, mode: 'number' }),
    totalReviews: integer('total_reviews'),
    reviewSummary: text('review_summary'),
    /** Held a sponsored place in today's searches (promoted listing, spec 001 §3 isPl); copied by the derivation. */
    isPl: boolean('is_pl').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.itemNumber] }),
    index('listings_item_idx').on(t.itemNumber),
    index('listings_account_today_bay_score_idx').on(t.accountId, t.todayBayScore),
    // The account check's default page (best BayScore first, live listings): read in index order, no sort.
    index('listings_account_live_score_idx')
      .on(t.accountId, t.todayBayScore.desc().nullsLast(), t.itemNumber)
      .where(sql`not ${t.isEnded}`),
    // The account check's 'promoted listings' filter (a few hundred of an account's listings at most), in the
    // default order: the page is read in index order and counted from the index alone.
    index('listings_account_pl_idx')
      .on(t.accountId, t.todayBayScore.desc().nullsLast(), t.itemNumber)
      .where(sql`${t.isPl} and not ${t.isEnded}`),
    // The account check sorted by title: a page read in index order instead of sorting 25,000 titles.
    index('listings_account_title_idx').on(t.accountId, t.title, t.itemNumber).where(sql`not ${t.isEnded}`),
    // The account check's search ('contains', case-insensitive) in titles and SKUs: trigram indexes
    // (pg_trgm, migration 0008) serve `lower(col) like '%text%'` for texts of three characters or more.
    index('listings_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('listings_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
  ],
);

/**
 * The optimized mark of one of a user's listings that is not imported in the user's account check: the item check
 * marks it for every plan that has the item check (spec 002 §4), Bronze and Silver included, who import nothing.
 * Once the listing is imported, the import moves the mark onto the imported listing (`listings.is_optimized`) and
 * deletes it here, so a listing has one mark at a time.
 */
export const listingOptimizedMarks = pgTable(
  'listing_optimized_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    isOptimized: boolean('is_optimized').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemNumber] })],
);

/**
 * Live (not ended) listings per account, kept by statement triggers on `listings` (migration 0008, written by
 * hand): the account check's unfiltered total is a lookup instead of counting 25,000 index entries per page.
 * Every writer (import, derivation, bulk changes, deletes, cascades) goes through the triggers.
 */
export const listingCounts = pgTable('listing_counts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => rankingAccounts.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
});

/**
 * A number per user, raised in the writing transaction after every statement that changes what the account check's
 * table shows of that user: their accounts, listings, tracked keywords, campaigns and ads, eBay connections and
 * stored promotion advice (statement triggers, migration 0038, written by hand; values from one sequence, so a
 * number is never given twice). The statements note the users; the numbers are raised when the transaction
 * commits, in user id order (migration 0040). The table's pages are kept while it is unchanged.
 */
export const accountCheckVersions = pgTable('account_check_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A keyword a user tracks for one of their (or anyone's) items on a site: a My Ranking row (spec 001 §3). */
export const trackedKeywords = pgTable(
  'tracked_keywords',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    keyword: text('keyword').notNull(),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id),
    notes: text('notes').notNull().default(''),
    isSelected: boolean('is_selected').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracked_keywords_user_item_keyword_key').on(t.userId, t.itemNumber, t.keywordId),
    index('tracked_keywords_keyword_idx').on(t.keywordId),
  ],
);

/** Account KPI per day (spec 001 §3): single = listings without variations, variant = with. */
export const accountDailyKpis = pgTable(
  'account_daily_kpis',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => rankingAccounts.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    medianSingle: numeric('median_single', { precision: 8, scale: 2, mode: 'number' }),
    singlePositionScore: integer('single_position_score').notNull(),
    medianVariant: numeric('median_variant', { precision: 8, scale: 2, mode: 'number' }),
    variantPositionScore: integer('variant_position_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
