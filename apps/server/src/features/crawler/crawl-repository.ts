import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { crawlSlots, searchSnapshots } from '../../db/schema/crawler.ts';
import { keywords } from '../../db/schema/keywords.ts';

/** One crawl's answer as stored: item numbers in position order, places 1-based. */
export interface SnapshotRow {
  keywordId: number;
  crawledAt: Date;
  itemNumbers: number[];
  sponsoredPositions: number[];
  superPricePositions: number[];
  totalResults: number;
}

/** The facts of a keyword that Keyword Pro reads, taken from its newest crawl. */
export interface KeywordFacts {
  showInKeyword: number;
  adsPositions: number[];
  categoryIds: number[];
  factsDay: string;
  value: number;
}

/** SQL of the crawl: claimed slots, the keyword searched, its snapshot and its facts. */
export function createCrawlRepository(db: Executor) {
  return {
    /**
     * Claims this interval's slot of every keyword due (tracked premium: `premiumSlot`, tracked: `regularSlot`,
     * the rest of the database: `dailySlot`); answers only the slots newly claimed.
     */
    async claimDueSlots(premiumSlot: Date, regularSlot: Date, dailySlot: Date) {
      const { rows } = await db.execute<{ keyword_id: number; slot_at: string }>(sql`
    with tracked as (
      select keyword_id, bool_or(is_premium) as premium from tracked_keywords group by keyword_id
    ), due as (
      select keyword_id, case when premium then ${premiumSlot} else ${regularSlot} end::timestamptz as slot_at
      from tracked
      union all
      select k.id, ${dailySlot}::timestamptz from keywords k
      where not exists (select 1 from tracked t where t.keyword_id = k.id)
    )
    insert into crawl_slots (keyword_id, slot_at)
    select keyword_id, slot_at from due
    on conflict do nothing
    returning keyword_id, slot_at::text`);
      return rows;
    },

    async dropSlotsBefore(before: Date): Promise<void> {
      await db.execute(sql`delete from crawl_slots where slot_at < ${before}`);
    },

    async markSlotDone(keywordId: number, slotAt: Date, now: Date): Promise<void> {
      await db
        .update(crawlSlots)
        .set({ doneAt: now })
        .where(and(eq(crawlSlots.keywordId, keywordId), eq(crawlSlots.slotAt, slotAt)));
    },

    async keywordToCrawl(keywordId: number) {
      const [keyword] = await db
        .select({
          keyword: keywords.keyword,
          siteId: keywords.siteId,
          suggestRank: keywords.suggestRank,
          factsDay: keywords.factsDay,
        })
        .from(keywords)
        .where(eq(keywords.id, keywordId));
      return keyword ?? null;
    },

    /** Writes the snapshot; the same keyword and time again overwrites the row (a re-run slot). */
    async storeSnapshot(snapshot: SnapshotRow): Promise<void> {
      await db
        .insert(searchSnapshots)
        .values(snapshot)
        .onConflictDoUpdate({
          target: [searchSnapshots.keywordId, searchSnapshots.crawledAt],
          set: {
            itemNumbers: sql`excluded.item_numbers`,
            sponsoredPositions: sql`excluded.sponsored_positions`,
            superPricePositions: sql`excluded.super_price_positions`,
            totalResults: sql`excluded.total_results`,
          },
        });
    },

    async setKeywordFacts(keywordId: number, facts: KeywordFacts): Promise<void> {
      await db.update(keywords).set(facts).where(eq(keywords.id, keywordId));
    },
  };
}

export type CrawlRepository = ReturnType<typeof createCrawlRepository>;
