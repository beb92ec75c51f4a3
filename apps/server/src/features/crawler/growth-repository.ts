import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { crawlSlots } from '../../db/schema/crawler.ts';
import { keywords } from '../../db/schema/keywords.ts';

/** SQL of keyword discovery: the frontier (keywords not yet explored) and the keywords it adds. */
export function createGrowthRepository(db: Executor) {
  return {
    async countOnSite(siteId: number): Promise<number> {
      const [held] = await db.select({ n: count() }).from(keywords).where(eq(keywords.siteId, siteId));
      return held?.n ?? 0;
    },

    /** The oldest keywords of the site not yet explored: breadth first, since ids grow as keywords join. */
    async frontier(siteId: number, limit: number): Promise<{ id: number; keyword: string }[]> {
      return db
        .select({ id: keywords.id, keyword: keywords.keyword })
        .from(keywords)
        .where(and(eq(keywords.siteId, siteId), isNull(keywords.exploredAt)))
        .orderBy(asc(keywords.id))
        .limit(limit);
    },

    async frontierSize(siteId: number): Promise<number> {
      const [left] = await db
        .select({ n: count() })
        .from(keywords)
        .where(and(eq(keywords.siteId, siteId), isNull(keywords.exploredAt)));
      return left?.n ?? 0;
    },

    /** Adds the suggestions the site does not hold yet, in the order given; answers the new rows. */
    async addNew(
      siteId: number,
      suggestions: { keyword: string; suggestRank: number }[],
    ): Promise<{ id: number; keyword: string }[]> {
      if (suggestions.length === 0) return [];
      return db
        .insert(keywords)
        .values(suggestions.map((s) => ({ siteId, source: 'autocomplete', ...s })))
        .onConflictDoNothing()
        .returning({ id: keywords.id, keyword: keywords.keyword });
    },

    async markExplored(keywordId: number, now: Date): Promise<void> {
      await db.update(keywords).set({ exploredAt: now }).where(eq(keywords.id, keywordId));
    },

    /**
     * Puts the site's longest-explored keywords back on the frontier (explored before `before`), at most
     * `limit`: the search box's answers drift, so exploring again finds what buyers type now.
     */
    async reopen(siteId: number, before: Date, limit: number): Promise<number> {
      const oldest = db
        .select({ id: keywords.id })
        .from(keywords)
        .where(and(eq(keywords.siteId, siteId), lt(keywords.exploredAt, before)))
        .orderBy(asc(keywords.exploredAt), asc(keywords.id))
        .limit(limit);
      const rows = await db
        .update(keywords)
        .set({ exploredAt: null })
        .where(inArray(keywords.id, oldest))
        .returning({ id: keywords.id });
      return rows.length;
    },

    /** Claims today's daily crawl slot of each keyword; answers the ids whose slot was still free. */
    async claimDailySlots(keywordIds: number[], dailySlot: Date): Promise<number[]> {
      if (keywordIds.length === 0) return [];
      const rows = await db
        .insert(crawlSlots)
        .values(keywordIds.map((keywordId) => ({ keywordId, slotAt: dailySlot })))
        .onConflictDoNothing()
        .returning({ keywordId: crawlSlots.keywordId });
      return rows.map((row) => row.keywordId);
    },

    /** The highest keyword id of the database (0 when empty): the history backfill covers keywords up to it. */
    async highestId(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${keywords.id}), 0)::int` })
        .from(keywords);
      return row?.id ?? 0;
    },
  };
}
