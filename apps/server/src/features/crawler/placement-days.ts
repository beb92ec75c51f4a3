import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { addDays, dayOf, startOfDay } from './days.ts';
import { retentionDays } from './partitions.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day is finished once it has ended: only then can its placements be written once and kept. */
export const isFinishedDay = (day: string, now: Date) =>
  startOfDay(addDays(day, 1)).getTime() <= now.getTime();

/**
 * Writes one day's `item_keyword_days` from that day's snapshot partition and marks the day in
 * `placement_days` (idempotent: the day's rows are replaced whole). Per item and keyword: the newest search of
 * the day that showed the item organically and the newest that showed it sponsored, with the item's best
 * place of that kind in it and, for the organic one, whether that place was a super price in its search —
 * what the reverse tracker's snapshot query picks per day.
 *
 * The day's partition is locked against writes while it is read (SHARE ROW EXCLUSIVE; reads go on): a search
 * of that day written meanwhile waits and then unmarks the day through the trigger of migration 0009, so a
 * mark never covers a search its rows lack; a second fill of the same day (the quarter-hourly derivation
 * beside a backfill) waits for the first instead of colliding with its rows.
 */
export async function fillPlacementDay(db: Database, day: string): Promise<{ rows: number }> {
  if (!dayPattern.test(day)) throw new Error(`not a day: ${day}`);
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  const partition = `search_snapshots_p${day.replaceAll('-', '')}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ensure_search_snapshot_partition(${day}::date)`);
    await tx.execute(sql.raw(`lock table "${partition}" in share row exclusive mode`));
    await tx.execute(sql`delete from item_keyword_days where day = ${day}::date`);
    const inserted = await tx.execute(sql`
      with hits as (
        select s.keyword_id, s.crawled_at, s.sponsored_positions, u.item_number, u.pos::int as pos,
               u.pos = any(s.sponsored_positions) as sponsored, u.pos = any(s.super_price_positions) as super_price
        from search_snapshots s, unnest(s.item_numbers) with ordinality as u(item_number, pos)
        where s.crawled_at >= ${from} and s.crawled_at < ${to}
      ), organic as (
        select distinct on (item_number, keyword_id) item_number, keyword_id, pos, crawled_at, sponsored_positions,
               super_price
        from hits where not sponsored
        order by item_number, keyword_id, crawled_at desc, pos
      ), promoted as (
        select distinct on (item_number, keyword_id) item_number, keyword_id, pos, crawled_at, sponsored_positions
        from hits where sponsored
        order by item_number, keyword_id, crawled_at desc, pos
      )
      insert into item_keyword_days (item_number, day, keyword_id, organic_position, organic_seen_at, organic_ads,
        organic_super_price, sponsored_position, sponsored_seen_at, sponsored_ads)
      select coalesce(o.item_number, p.item_number), ${day}::date, coalesce(o.keyword_id, p.keyword_id),
             o.pos, o.crawled_at, o.sponsored_positions, coalesce(o.super_price, false), p.pos, p.crawled_at,
             p.sponsored_positions
      from organic o full join promoted p on p.item_number = o.item_number and p.keyword_id = o.keyword_id`);
    await tx.execute(sql`
      insert into placement_days (day, derived_at) values (${day}::date, now())
      on conflict (day) do update set derived_at = excluded.derived_at`);
    return { rows: inserted.rowCount ?? 0 };
  });
}

/**
 * The daily derivation's step for one day: fills the day once it has ended and is not marked yet (a mark
 * stays only while the day's searches are unchanged, so a marked day needs no second pass: the quarter-hourly
 * derivation of yesterday costs one lookup), and drops the rows of days past the snapshots' retention.
 */
export async function derivePlacementDay(
  db: Database,
  day: string,
  now: Date,
): Promise<{ filled: boolean; rows: number }> {
  const oldest = addDays(dayOf(now), -retentionDays);
  if (!isFinishedDay(day, now) || day < oldest) return { filled: false, rows: 0 };
  const { rows: marked } = await db.execute(sql`select 1 from placement_days where day = ${day}::date`);
  if (marked.length > 0) return { filled: false, rows: 0 };
  const { rows } = await fillPlacementDay(db, day);
  await db.execute(sql`delete from placement_days where day < ${oldest}::date`);
  await db.execute(sql`delete from item_keyword_days where day < ${oldest}::date`);
  return { filled: true, rows };
}
