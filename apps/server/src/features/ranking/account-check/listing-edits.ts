import type { RankingFilter } from '@baylytics/contract/account-check-filter';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rankingWhere } from './ranking-filter-sql.ts';

/** The seller's edits of its listings in the account check: star colour, optimized flag, deleting an unranked one. */
export function createListingEdits(db: Database) {
  /**
   * A change of many listings at once (every match of a search): the accounts' rows are taken first, in id
   * order, as every writer of many listings of an account takes them (the import, the daily derivation;
   * docs/decisions/account-check-versions-at-commit.md), so it waits its turn instead of locking some
   * listings an import holds the others of. Answers how many listings changed.
   */
  async function updateManyListings(accountIds: readonly number[], update: SQL): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select id from ranking_accounts
        where id = any(${idArray(accountIds)}::int[]) order by id for no key update`);
      const result = await tx.execute(update);
      return result.rowCount ?? 0;
    });
  }

  return {
    async setStarColorWhere(accountIds: readonly number[], filter: RankingFilter, value: number) {
      return updateManyListings(
        accountIds,
        sql`update listings l set star_color = ${value}, updated_at = now()
        where ${rankingWhere(accountIds, filter)} and l.star_color <> ${value}`,
      );
    },

    async setOptimizedWhere(accountIds: readonly number[], filter: RankingFilter, value: boolean) {
      return updateManyListings(
        accountIds,
        sql`update listings l set is_optimized = ${value}, updated_at = now()
        where ${rankingWhere(accountIds, filter)} and l.is_optimized <> ${value}`,
      );
    },

    /** Sets the colour of the item in the given accounts; answers how many listings matched. */
    async setItemStarColor(
      accountIds: readonly number[],
      itemNumber: number,
      value: number,
    ): Promise<number> {
      const result = await db.execute(sql`
      update listings set star_color = ${value}, updated_at = now()
      where account_id = any(${idArray(accountIds)}::int[]) and item_number = ${itemNumber}`);
      return result.rowCount ?? 0;
    },

    /** Deletes the item from the accounts if no keyword found it today; answers what was found and deleted. */
    async deleteUnranked(
      accountIds: readonly number[],
      itemNumber: number,
    ): Promise<{ found: number; deleted: number }> {
      const { rows } = await db.execute<{ found: number; deleted: number }>(sql`
      with held as (
        select account_id, today_score from listings
        where account_id = any(${idArray(accountIds)}::int[]) and item_number = ${itemNumber}
      ), gone as (
        delete from listings l using held h
        where l.account_id = h.account_id and l.item_number = ${itemNumber} and h.today_score = 0
        returning 1
      )
      select (select count(*) from held)::int as found, (select count(*) from gone)::int as deleted`);
      return rows[0] ?? { found: 0, deleted: 0 };
    },

    /** `value` null flips the flag; answers the new flag, or null when the item is none of the accounts'. */
    async setItemOptimized(
      accountIds: readonly number[],
      itemNumber: number,
      value: boolean | null,
    ): Promise<boolean | null> {
      const next = value === null ? sql`not is_optimized` : sql`${value}`;
      const { rows } = await db.execute<{ isOptimized: boolean }>(sql`
      update listings set is_optimized = ${next}, updated_at = now()
      where account_id = any(${idArray(accountIds)}::int[]) and item_number = ${itemNumber}
      returning is_optimized as "isOptimized"`);
      return rows[0]?.isOptimized ?? null;
    },
  };
}

/** Ids as a PostgreSQL array literal (`{1,2}`), for `= any(…::int[])`. */
export function idArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
