import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { countsOnDaySql, dayPlacesSql } from './day-places-sql.ts';

/** SQL of the daily figures: BayScores per item, KPI per account, and their copy onto the listings. */
export function createScoreRepository(db: Executor) {
  return {
    /**
     * Replaces the day's `item_daily_scores` and `account_daily_kpis` in one transaction (medians by
     * `percentile_cont`, over the places of day-places-sql.ts); answers the items scored.
     */
    async replaceDay(day: string, from: Date, to: Date): Promise<{ items: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`delete from item_daily_scores where day = ${day}::date`);
        const inserted = await tx.execute(sql`${dayPlacesSql(from, to)}
      insert into item_daily_scores
        (item_number, day, bay_score, organic_bay_score, promoted_bay_score, position_score)
      select item_number, ${day}::date,
             round((percentile_cont(0.5) within group (order by best))::numeric, 2),
             round((percentile_cont(0.5) within group (order by organic))::numeric, 2),
             round((percentile_cont(0.5) within group (order by promoted))::numeric, 2),
             count(*)
      from per_keyword group by item_number`);

        await tx.execute(sql`delete from account_daily_kpis where day = ${day}::date`);
        await tx.execute(sql`
      insert into account_daily_kpis
        (account_id, day, median_single, single_position_score, median_variant, variant_position_score)
      select l.account_id, ${day}::date,
             round((percentile_cont(0.5) within group (order by s.bay_score)
               filter (where not l.has_variations))::numeric, 2),
             coalesce(sum(s.position_score) filter (where not l.has_variations), 0),
             round((percentile_cont(0.5) within group (order by s.bay_score)
               filter (where l.has_variations))::numeric, 2),
             coalesce(sum(s.position_score) filter (where l.has_variations), 0)
      from listings l
      left join item_daily_scores s on s.item_number = l.item_number and s.day = ${day}::date
      where ${countsOnDaySql(to)}
      group by l.account_id`);
        return { items: inserted.rowCount ?? 0 };
      });
    },

    /** Copies today's and yesterday's scores onto the listings; rows already equal are left unwritten. */
    async copyToListings(today: string, yesterday: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Every account's row first, in id order, as the import holds its account's row before writing many
        // of its listings: the two take turns per account instead of waiting for each other's listings.
        await tx.execute(
          sql`select count(*) from (select id from ranking_accounts order by id for no key update) held`,
        );
        await tx.execute(sql`
    update listings l set
      today_bay_score = t.bay_score, today_score = coalesce(t.position_score, 0),
      yesterday_bay_score = y.bay_score, yesterday_score = coalesce(y.position_score, 0),
      is_pl = t.promoted_bay_score is not null
    from listings l2
    left join item_daily_scores t on t.item_number = l2.item_number and t.day = ${today}::date
    left join item_daily_scores y on y.item_number = l2.item_number and y.day = ${yesterday}::date
    where l.account_id = l2.account_id and l.item_number = l2.item_number
      and (l.today_bay_score is distinct from t.bay_score
        or l.today_score is distinct from coalesce(t.position_score, 0)
        or l.yesterday_bay_score is distinct from y.bay_score
        or l.yesterday_score is distinct from coalesce(y.position_score, 0)
        or l.is_pl is distinct from (t.promoted_bay_score is not null))`);
      });
    },
  };
}

export type ScoreRepository = ReturnType<typeof createScoreRepository>;
