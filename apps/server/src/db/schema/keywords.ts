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

/**
 * The keywords Keyword Pro's covering index holds: an index entry must stay under a third of a page (2,704
 * bytes), and a keyword's text and its words both go in. The other columns are bounded where they are written
 * (at most 200 sponsored places and 5 categories); 400 bytes of text is far beyond any real search phrase.
 */
export const keywordProCovered = 'octet_length(keyword) <= 400';

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
    index('keywords_frontier_idx').on(t.siteId, t.id).where(sql`explored_at is null`),
    // Keyword Pro's order, for the few keywords too long for the covering index below.
    index('keywords_pro_long_idx')
      .on(t.siteId, t.value.desc().nullsFirst(), t.showInKeyword.desc().nullsFirst(), t.id)
      .where(sql`not (${sql.raw(keywordProCovered)})`),
    // Also keywords_pro_idx, the same order covering every column Keyword Pro answers with, for the keywords
    // it can hold (migration 0041 by hand: drizzle's index builder has no INCLUDE).
  ],
);
