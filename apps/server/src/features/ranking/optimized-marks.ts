import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/**
 * SQL of the optimized mark of listings a user has not imported in the account check (`listing_optimized_marks`):
 * the item check sets it for every plan with the item check; the listing import moves it onto the imported listing.
 */
export function createOptimizedMarkRepository(db: Executor) {
  return {
    /**
     * Sets the mark of one of the user's listings: on the imported listing when one of the user's accounts holds
     * it (imported meanwhile), else kept for the listing. The caller has made sure the listing is the user's.
     */
    async keep(userId: number, itemNumber: number, value: boolean): Promise<boolean> {
      const { rows } = await db.execute<{ isOptimized: boolean }>(sql`
        with imported as (
          update listings l set is_optimized = ${value}, updated_at = now()
          from ranking_accounts a
          where a.id = l.account_id and a.user_id = ${userId} and l.item_number = ${itemNumber}
          returning l.is_optimized
        ), kept as (
          insert into listing_optimized_marks (user_id, item_number, is_optimized)
          select ${userId}, ${itemNumber}, ${value} where not exists (select 1 from imported)
          on conflict (user_id, item_number) do update set is_optimized = excluded.is_optimized, updated_at = now()
          returning is_optimized
        )
        select is_optimized as "isOptimized" from imported union all select is_optimized from kept limit 1`);
      return rows[0]?.isOptimized ?? value;
    },

    /**
     * Moves the kept marks of the given listings onto the account's imported rows and deletes them, so a listing
     * has one mark at a time (the import calls it with each page it stores, in the page's transaction).
     */
    async moveOntoImported(accountId: number, itemNumbers: readonly number[]): Promise<void> {
      if (itemNumbers.length === 0) return;
      await db.execute(sql`
        with moved as (
          delete from listing_optimized_marks m using ranking_accounts a
          where a.id = ${accountId} and m.user_id = a.user_id
            and m.item_number = any(${`{${itemNumbers.join(',')}}`}::bigint[])
          returning m.item_number, m.is_optimized
        )
        update listings l set is_optimized = moved.is_optimized
        from moved where l.account_id = ${accountId} and l.item_number = moved.item_number`);
    },
  };
}
