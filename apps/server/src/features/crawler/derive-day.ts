import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { addDays, startOfDay } from './days.ts';
import { derivePlacementDay } from './placement-days.ts';

/**
 * The day's derived figures, recomputed whole (idempotent: running it twice gives the same rows).
 *
 * Per item, from the newest crawl of each keyword that day: its best place per keyword (first organic,
 * first sponsored, first of either), then BayScore = median of those places over all keywords it ranks for
 * (organic and promoted separately too), rounded to two decimals; position score = number of keywords it
 * ranks for in the top 200. Per imported account: the median BayScore and the summed position score of its
 * single listings and of its listings with variations.
 *
 * Once the day has ended (by `now`), also its per-item keyword places for the reverse tracker
 * (placement-days.ts); a day still running is read from the snapshots there.
 */
export async function deriveDay(db: Database, day: string, now = new Date()): Promise<{ items: number }> {
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  const scores = await db.transaction(async (tx) => {
    await tx.execute(sql`delete from item_daily_scores where day = ${day}::date`);
    const inserted = await tx.execute(sql`
      with latest as (
        select distinct on (s.keyword_id) s.keyword_id, s.item_numbers, s.sponsored_positions
        from search_snapshots s
        where s.crawled_at >= ${from} and s.crawled_at < ${to}
        order by s.keyword_id, s.crawled_at desc
      ), placements as (
        select l.keyword_id, u.item_number, u.position::int as position,
               u.position = any(l.sponsored_positions) as sponsored
        from latest l, unnest(l.item_numbers) with ordinality as u(item_number, position)
      ), per_keyword as (
        select item_number, keyword_id,
               min(position) as best,
               min(position) filter (where not sponsored) as organic,
               min(position) filter (where sponsored) as promoted
        from placements group by item_number, keyword_id
      )
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
      where l.start_time is null or l.start_time < ${to}
      group by l.account_id`);
    return { items: inserted.rowCount ?? 0 };
  });
  await derivePlacementDay(db, day, now);
  return scores;
}

/** Copies today's and yesterday's scores onto the listings, so the account check sorts and filters one table. */
export async function refreshListingScores(db: Database, today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  await db.execute(sql`
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
}
