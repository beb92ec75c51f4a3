import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** When discovery last asked the search box what follows this keyword; null: not yet (discovery's frontier). */
    exploredAt: timestamp('explored_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('keywords_site_keyword_key').on(t.siteId, t.keyword),
    index('keywords_words_idx').using('gin', t.words),
    index('keywords_site_value_idx').on(t.siteId, t.value),
    index('keywords_frontier_idx').on(t.siteId, t.id).where(sql`explored_at is null`),
    // Also keywords_search_idx (site_id, value desc, show_in_keyword desc) include (id, words), migration 0007
    // by hand: drizzle's index builder has no INCLUDE.
  ],
);
