import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { keywords } from '../../db/schema/keywords.ts';
import { trackedKeywords } from '../../db/schema/ranking.ts';
import { transactional } from '../../db/transactional.ts';

/** SQL of the keywords users track (My Ranking rows) and their entries in the keyword database. */
export function createTrackedKeywordRepository(db: Executor) {
  return transactional(db, trackedKeywordStatements);
}

function trackedKeywordStatements(db: Executor) {
  return {
    /** Serialises one user's changes to tracked keywords until the transaction ends (the plan's limits). */
    async lockUser(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('tracked-keywords'), ${userId})`);
    },

    /** Adds the keywords to the site's keyword database (known ones stay); answers each one's id. */
    async ensureKeywords(siteId: number, normalised: string[]) {
      return db
        .insert(keywords)
        .values(normalised.map((keyword) => ({ siteId, keyword, source: 'tracked' })))
        .onConflictDoUpdate({
          target: [keywords.siteId, keywords.keyword],
          set: { siteId: sql`excluded.site_id` },
        })
        .returning({ id: keywords.id, keyword: keywords.keyword });
    },

    /** Every keyword the user tracks, for any item. */
    async heldBy(userId: number) {
      return db
        .select({ itemNumber: trackedKeywords.itemNumber, keywordId: trackedKeywords.keywordId })
        .from(trackedKeywords)
        .where(eq(trackedKeywords.userId, userId));
    },

    async add(
      rows: { userId: number; itemNumber: number; siteId: number; keyword: string; keywordId: number }[],
    ) {
      const added = await db.insert(trackedKeywords).values(rows).returning({ id: trackedKeywords.id });
      return added.map((row) => row.id);
    },

    /** How many of the user's tracked keywords are premium, leaving one row out. */
    async premiumCountExcept(userId: number, trackedId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(trackedKeywords)
        .where(
          sql`${trackedKeywords.userId} = ${userId} and ${trackedKeywords.isPremium} and ${trackedKeywords.id} <> ${trackedId}`,
        );
      return row?.n ?? 0;
    },

    /** Sets a row of the user's premium or not; false when the user has no such row. */
    async setPremium(userId: number, trackedId: number, isPremium: boolean): Promise<boolean> {
      const updated = await db
        .update(trackedKeywords)
        .set({ isPremium })
        .where(sql`${trackedKeywords.id} = ${trackedId} and ${trackedKeywords.userId} = ${userId}`)
        .returning({ id: trackedKeywords.id });
      return updated.length > 0;
    },
  };
}

export type TrackedKeywordRepository = ReturnType<typeof createTrackedKeywordRepository>;
