import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { keywords } from '../../db/schema/keywords.ts';

/** SQL of the keyword database as the engine grows and walks it. */
export function createKeywordRepository(db: Executor) {
  return {
    /** A site's most valuable keywords, the seeds of discovery. */
    async topKeywords(siteId: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ keyword: keywords.keyword })
        .from(keywords)
        .where(eq(keywords.siteId, siteId))
        .orderBy(desc(keywords.value), keywords.id)
        .limit(limit);
      return rows.map((row) => row.keyword);
    },

    /** Adds a keyword, or keeps the better suggestion rank of one already known; true when it is new. */
    async addOrImprove(keyword: {
      siteId: number;
      keyword: string;
      source: string;
      suggestRank: number | null;
    }): Promise<boolean> {
      const [row] = await db
        .insert(keywords)
        .values(keyword)
        .onConflictDoUpdate({
          target: [keywords.siteId, keywords.keyword],
          set: { suggestRank: sql`least(${keywords.suggestRank}, excluded.suggest_rank)` },
        })
        // xmax is 0 only on a row this statement inserted: an update of a known keyword leaves its mark.
        .returning({ isNew: sql<boolean>`xmax = 0` });
      return row?.isNew ?? false;
    },

    /** Adds the keywords a site does not hold yet; answers how many were new. */
    async addMissing(siteId: number, newKeywords: string[], source: string): Promise<number> {
      const rows = await db
        .insert(keywords)
        .values(newKeywords.map((keyword) => ({ siteId, keyword, source })))
        .onConflictDoNothing()
        .returning({ id: keywords.id });
      return rows.length;
    },

    async countOnSite(siteId: number): Promise<number> {
      const [held] = await db.select({ n: count() }).from(keywords).where(eq(keywords.siteId, siteId));
      return held?.n ?? 0;
    },

    /** Every keyword of a site, in no particular order. */
    async allOnSite(siteId: number): Promise<string[]> {
      const rows = await db
        .select({ keyword: keywords.keyword })
        .from(keywords)
        .where(eq(keywords.siteId, siteId));
      return rows.map((row) => row.keyword);
    },

    async allIds(): Promise<number[]> {
      const rows = await db.select({ id: keywords.id }).from(keywords).orderBy(keywords.id);
      return rows.map((row) => row.id);
    },
  };
}

export type KeywordRepository = ReturnType<typeof createKeywordRepository>;
