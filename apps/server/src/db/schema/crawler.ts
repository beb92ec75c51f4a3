import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { day } from './columns.ts';
import { keywords } from './keywords.ts';

// Position history and what is derived from it: crawl slots, snapshots, daily scores and placements, engine runs.

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
