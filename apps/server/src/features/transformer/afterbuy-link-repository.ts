import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { afterbuyProductLinks } from '../../db/schema/afterbuy.ts';

export interface AfterbuyLink {
  itemNumber: number;
  /** null: the shop held no product for the listing at the last lookup. */
  afterbuyProductId: number | null;
}

/** The user's stored links from eBay listings to Afterbuy products; always by the owner's id. */
export function createAfterbuyLinkRepository(db: Database) {
  return {
    async linkOf(userId: number, itemNumber: number): Promise<AfterbuyLink | null> {
      const [row] = await db
        .select({
          itemNumber: afterbuyProductLinks.itemNumber,
          afterbuyProductId: afterbuyProductLinks.afterbuyProductId,
        })
        .from(afterbuyProductLinks)
        .where(and(eq(afterbuyProductLinks.userId, userId), eq(afterbuyProductLinks.itemNumber, itemNumber)));
      return row ?? null;
    },

    /** What a lookup covers: the listings looked up before and every listing the user imported. */
    async itemNumbersToLink(userId: number): Promise<number[]> {
      const { rows } = await db.execute<{ item_number: string }>(sql`
        select item_number from afterbuy_product_links where user_id = ${userId}
        union
        select l.item_number from listings l join ranking_accounts r on r.id = l.account_id
          where r.user_id = ${userId}
        order by 1`);
      return rows.map((row) => Number(row.item_number));
    },

    async store(userId: number, links: readonly AfterbuyLink[], now: Date): Promise<void> {
      if (links.length === 0) return;
      await db
        .insert(afterbuyProductLinks)
        .values(links.map((link) => ({ userId, ...link, checkedAt: now })))
        .onConflictDoUpdate({
          target: [afterbuyProductLinks.userId, afterbuyProductLinks.itemNumber],
          set: {
            afterbuyProductId: sql`excluded.afterbuy_product_id`,
            checkedAt: sql`excluded.checked_at`,
          },
        });
    },
  };
}

export type AfterbuyLinkRepository = ReturnType<typeof createAfterbuyLinkRepository>;
