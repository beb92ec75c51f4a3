import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
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
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar'),
    /** 'false' | 'email_verified' | 'true' (spec 000 §4). */
    status: text('status').notNull().default('false'),
    language: text('language').notNull().default('de'),
    /** Affiliate code the user came with (referral cookie). */
    referer: text('referer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * The one way to find a user by e-mail: case-insensitive, in the form of the `users_email_key` index so
 * the lookup uses it.
 */
export function emailMatches(email: string) {
  return sql`lower(${users.email}) = lower(${email.trim()})`;
}

/** Roles granted directly (Administrator, Assistant, Affiliate, …); plan roles come from agreements. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [uniqueIndex('user_roles_user_role_key').on(t.userId, t.role)],
);

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentName: text('parent_name').notNull(),
  numberOfMonth: integer('number_of_month').notNull(),
  priceMonth: numeric('price_month', { precision: 10, scale: 2 }).notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  initialPrice: numeric('initial_price', { precision: 10, scale: 2 }).notNull().default('0'),
  planTag: text('plan_tag'),
  /** Net price without VAT: for EU business customers with a VAT id (reverse charge) and outside the EU. */
  isTaxFree: boolean('is_tax_free').notNull().default(false),
  isBookable: boolean('is_bookable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The plan's id at PayPal, created on first purchase. */
  paypalPlanId: text('paypal_plan_id'),
});

/** Promo codes open the plans carrying their tag (e.g. 'ohne': no initial price). */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  planTag: text('plan_tag').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Where the agreement came from: 'paypal', 'demo' or 'admin'. */
    source: text('source').notNull(),
    externalId: text('external_id'),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Roles are granted until here; renewals move it on. */
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreements_user_idx').on(t.userId),
    uniqueIndex('agreements_external_id_key').on(t.externalId),
  ],
);

/** Money received for an agreement; the provider's payment id makes a repeated notice a no-op. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payments_external_id_key').on(t.externalId)],
);

/** The last invoice number per prefix (year); taken under a row lock so numbers stay gapless. */
export const invoiceCounters = pgTable('invoice_counters', {
  prefix: text('prefix').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Issued invoices (§14 UStG). Never changed or renumbered once written. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    prefix: text('prefix').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    net: numeric('net', { precision: 10, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2 }).notNull(),
    gross: numeric('gross', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    isReverseCharge: boolean('is_reverse_charge').notNull(),
    /** The buyer's address and VAT id as they were on the invoice date. */
    buyer: text('buyer').notNull(),
    language: text('language').notNull(),
    paymentTransactionId: text('payment_transaction_id').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    index('invoices_user_idx').on(t.userId, t.invoiceDate),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in links (support, impersonation hand-over); stored hashed, single use. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_tokens_token_hash_key').on(t.tokenHash)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    method: text('method').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    clientOs: text('client_os'),
    location: text('location'),
    isp: text('isp'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_user_time_idx').on(t.userId, t.createdTime)],
);

/** Failed sign-ins, read by the login rate limit; old rows are pruned on write. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.emailKey, t.at),
    index('login_failures_ip_idx').on(t.ipAddress, t.at),
  ],
);

/**
 * A seller's connected eBay account. The tokens are encrypted at rest (AES-256-GCM with the configured
 * key, see integrations/ebay/token-cipher.ts); neither is ever logged or sent to the browser.
 */
export const ebayTokens = pgTable(
  'ebay_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The eBay user name (seller name) the consent was given for. */
    username: text('username').notNull(),
    /** eBay's immutable user id, the key of the marketplace account deletion notification. */
    ebayUserId: text('ebay_user_id'),
    /** When the refresh token (the long-lived grant) expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Null once eBay has revoked the grant: the seller must consent again. */
    refreshTokenSealed: text('refresh_token_sealed'),
    scopes: text('scopes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ebay_tokens_user_idx').on(t.userId),
    uniqueIndex('ebay_tokens_user_username_key').on(t.userId, sql`lower(${t.username})`),
    index('ebay_tokens_ebay_user_idx').on(t.ebayUserId),
  ],
);

/** One pending eBay consent: the OAuth `state` handed to eBay, checked once when the seller comes back. */
export const ebayConsents = pgTable('ebay_consents', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const changelog = pgTable('changelog', {
  id: serial('id').primaryKey(),
  color: text('color').notNull(),
  header: text('header').notNull(),
  headerEn: text('header_en').notNull(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

export const guidingVideos = pgTable(
  'guiding_videos',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('guiding_videos_name_key').on(t.name)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso: text('iso').notNull().unique(),
});

/** The billing address of a user (spec 000 §3, Address). */
export const userAddresses = pgTable('user_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull(),
  salutation: text('salutation').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  billingEmail: text('billing_email'),
  telephone: text('telephone'),
  street: text('street').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  taxId: text('tax_id'),
  promoCode: text('promo_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mail verification links: stored hashed, single use, with the plan chosen before registering. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    plan: text('plan'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash)],
);

/** One-time passwords: 6 digits, hashed, bound to a purpose and an address, counted tries. */
export const oneTimePasswords = pgTable(
  'one_time_passwords',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_passwords_user_purpose_idx').on(t.userId, t.purpose)],
);

// ── Data engine: imported listings, tracked keywords, keyword database, position history, scores ──

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const day = (name: string) => date(name, { mode: 'string' });

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

/**
 * The keyword database (Keyword Pro) and every keyword that is crawled: tracked ones join it too.
 * One row per (site, keyword); the facts are refreshed by the daily derivation.
 */
export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    keyword: text('keyword').notNull(),
    words: tsvector('words').notNull().generatedAlwaysAs(sql`to_tsvector('simple', keyword)`),
    /** Where it came from: tracked | autocomplete | titles | seed */
    source: text('source').notNull(),
    showInKeyword: integer('show_in_keyword').notNull().default(0),
    adsPositions: smallint('ads_positions').array().notNull().default(sql`'{}'`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    value: smallint('value').notNull().default(0),
    /** Best rank this keyword held in the autocomplete of one of its prefixes (1 = first), null if never seen. */
    suggestRank: smallint('suggest_rank'),
    factsDay: day('facts_day'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('keywords_site_keyword_key').on(t.siteId, t.keyword),
    index('keywords_words_idx').using('gin', t.words),
    index('keywords_site_value_idx').on(t.siteId, t.value),
    // Also keywords_search_idx (site_id, value desc, show_in_keyword desc) include (id, words), migration 0007
    // by hand: drizzle's index builder has no INCLUDE.
  ],
);

/**
 * One search per (keyword, interval): the row is claimed before the job is queued, so however many users
 * track a keyword, each interval searches it once.
 */
export const crawlSlots = pgTable(
  'crawl_slots',
  {
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    /** The search answered as of a past day (backfill) instead of now. */
    asOf: day('as_of'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.keywordId, t.slotAt] }), index('crawl_slots_slot_idx').on(t.slotAt)],
);

/**
 * One crawl of one keyword: the top 200 item numbers in position order (position = index + 1) and which
 * positions were sponsored. Range-partitioned by `crawled_at` per day (migration 0004 by hand).
 */
export const searchSnapshots = pgTable(
  'search_snapshots',
  {
    keywordId: integer('keyword_id').notNull(),
    crawledAt: timestamp('crawled_at', { withTimezone: true }).notNull(),
    itemNumbers: bigint('item_numbers', { mode: 'number' }).array().notNull(),
    sponsoredPositions: smallint('sponsored_positions').array().notNull(),
    /** Places whose price was the lowest of the search's first results (super-price.ts); '{}' before prices were read. */
    superPricePositions: smallint('super_price_positions').array().notNull().default(sql`'{}'`),
    totalResults: integer('total_results').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.keywordId, t.crawledAt] }),
    index('search_snapshots_items_idx').using('gin', t.itemNumbers),
  ],
);

/** BayScore and position score of one item on one day (derived, idempotent per day). */
export const itemDailyScores = pgTable(
  'item_daily_scores',
  {
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    day: day('day').notNull(),
    bayScore: numeric('bay_score', { precision: 8, scale: 2, mode: 'number' }),
    organicBayScore: numeric('organic_bay_score', { precision: 8, scale: 2, mode: 'number' }),
    promotedBayScore: numeric('promoted_bay_score', { precision: 8, scale: 2, mode: 'number' }),
    positionScore: integer('position_score').notNull(),
  },
  // `day` alone: the daily derivation replaces one day's rows.
  (t) => [primaryKey({ columns: [t.itemNumber, t.day] }), index('item_daily_scores_day_idx').on(t.day)],
);

/**
 * Per item, day and keyword: the item's place on the newest search of that day that showed it organically
 * and on the newest that showed it sponsored (best place in each), with that search's time and sponsored
 * places. Written by the daily derivation for finished days only (see `placementDays`); the reverse tracker
 * reads a 60-day range of one item here instead of 60 snapshot partitions.
 */
export const itemKeywordDays = pgTable(
  'item_keyword_days',
  {
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    day: day('day').notNull(),
    keywordId: integer('keyword_id').notNull(),
    organicPosition: smallint('organic_position'),
    organicSeenAt: timestamp('organic_seen_at', { withTimezone: true }),
    /** Sponsored places of the search that gave `organicPosition`. */
    organicAds: smallint('organic_ads').array(),
    /** The search that gave `organicPosition` showed the item as a super price there. */
    organicSuperPrice: boolean('organic_super_price').notNull().default(false),
    sponsoredPosition: smallint('sponsored_position'),
    sponsoredSeenAt: timestamp('sponsored_seen_at', { withTimezone: true }),
    /** Sponsored places of the search that gave `sponsoredPosition`. */
    sponsoredAds: smallint('sponsored_ads').array(),
  },
  // `day` alone: the derivation replaces one day's rows.
  (t) => [
    primaryKey({ columns: [t.itemNumber, t.day, t.keywordId] }),
    index('item_keyword_days_day_idx').on(t.day),
  ],
);

/**
 * Days whose `item_keyword_days` rows are complete. A trigger on `search_snapshots` removes a day's row when
 * a search of that day is written or changed afterwards; readers take unmarked days from the snapshots.
 */
export const placementDays = pgTable('placement_days', {
  day: day('day').primaryKey(),
  derivedAt: timestamp('derived_at', { withTimezone: true }).notNull(),
});

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

/** Long engine runs (history backfill, discovery) with progress an admin page can read. */
export const engineRuns = pgTable('engine_runs', {
  name: text('name').primaryKey(),
  status: text('status').notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  detail: text('detail').notNull().default(''),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Analytics screens (spec 001): star colour texts, SEO steps, keyword lists, live chart ──

/** A user's own label for a star colour (spec 001 §3 star colour `text`); colours without a row use the default text. */
export const starColorTexts = pgTable(
  'star_color_texts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    starColor: smallint('star_color').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.starColor] })],
);

/** A dated note of an optimisation step on one item (spec 001 §3 SEO step). */
export const seoSteps = pgTable(
  'seo_steps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    day: day('day').notNull(),
    flag: text('flag').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('seo_steps_user_item_idx').on(t.userId, t.itemNumber, t.day)],
);

/** A saved keyword list (spec 001 §2.6); `id` is the spec's documentId. */
export const userKeywordLists = pgTable(
  'user_keyword_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_keyword_lists_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/** The live chart's saved setup, one per user (spec 001 §2.8). */
export const liveChartSetups = pgTable('live_chart_setups', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
  keywords: text('keywords').notNull(),
  siteId: integer('site_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The points of the live chart's current setup: one live search each; a new setup starts a new series. */
export const liveChartPoints = pgTable(
  'live_chart_points',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 0 = not among the first 200 results. */
    position: smallint('position').notNull(),
    isAdv: boolean('is_adv').notNull(),
    isSuperPrice: boolean('is_super_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.at] })],
);
