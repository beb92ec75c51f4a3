import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { ebayTokens } from '../../../db/schema/marketplace.ts';
import { listingOptimizedMarks, listings, rankingAccounts } from '../../../db/schema/ranking.ts';

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
     * The listing's optimized mark: the account check's on the user's imported listing, else the one kept for a
     * listing not imported (false when none was set); and whether the listing is imported in the account check.
     */
    async optimizedMark(
      userId: number,
      itemNumber: number,
    ): Promise<{ isOptimized: boolean; inAccountCheck: boolean }> {
      const { rows } = await db.execute<{ isOptimized: boolean; inAccountCheck: boolean }>(sql`
        select coalesce(
                 (select bool_or(l.is_optimized) from ${listings} l
                  join ${rankingAccounts} a on a.id = l.account_id
                  where a.user_id = ${userId} and l.item_number = ${itemNumber}),
                 (select m.is_optimized from ${listingOptimizedMarks} m
                  where m.user_id = ${userId} and m.item_number = ${itemNumber}),
                 false) as "isOptimized",
               exists (select 1 from ${listings} l join ${rankingAccounts} a on a.id = l.account_id
                       where a.user_id = ${userId} and l.item_number = ${itemNumber}) as "inAccountCheck"`);
      return rows[0] ?? { isOptimized: false, inAccountCheck: false };
    },
  };
}

export type ItemCheckRepository = ReturnType<typeof createItemCheckRepository>;
