import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { ebayTokens } from '../../../db/schema/marketplace.ts';
import { listings, rankingAccounts } from '../../../db/schema/ranking.ts';

/** SQL of the item check: whose listing an item is, and the optimized mark; always scoped by the caller. */
export function createItemCheckRepository(db: Executor) {
  return {
    /** Every seller name the user owns: connected eBay accounts (any state) and imported accounts. */
    async sellerNames(userId: number): Promise<string[]> {
      const rows = await db.execute<{ name: string }>(sql`
        select ${ebayTokens.username} as name from ${ebayTokens} where ${ebayTokens.userId} = ${userId}
        union
        select ${rankingAccounts.sellerName} from ${rankingAccounts} where ${rankingAccounts.userId} = ${userId}`);
      return rows.rows.map((row) => row.name);
    },

    /** The seller of the user's imported listing with that item number, if the user imported it. */
    async importedSeller(userId: number, itemNumber: number): Promise<string | null> {
      const [row] = await db
        .select({ sellerName: rankingAccounts.sellerName })
        .from(listings)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
        .where(and(eq(rankingAccounts.userId, userId), eq(listings.itemNumber, itemNumber)))
        .limit(1);
      return row?.sellerName ?? null;
    },

    /**
     * The account check's optimized mark of the user's imported listing, and whether the listing is imported
     * there at all (only then can it be marked).
     */
    async optimizedMark(
      userId: number,
      itemNumber: number,
    ): Promise<{ isOptimized: boolean; inAccountCheck: boolean }> {
      const [row] = await db
        .select({ isOptimized: listings.isOptimized })
        .from(listings)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
        .where(and(eq(rankingAccounts.userId, userId), eq(listings.itemNumber, itemNumber)))
        .orderBy(sql`${listings.isOptimized} desc`)
        .limit(1);
      return { isOptimized: row?.isOptimized ?? false, inAccountCheck: row !== undefined };
    },
  };
}

export type ItemCheckRepository = ReturnType<typeof createItemCheckRepository>;
