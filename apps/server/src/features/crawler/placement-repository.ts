import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** SQL of the daily placements (`item_keyword_days`) and their day marks (`placement_days`). */
export function createPlacementRepository(db: Executor) {
  return {
    /**
     * Replaces one day's `item_keyword_days` rows from that day's snapshot partition and marks the day, in one
     * transaction. The partition is locked against writes (SHARE ROW EXCLUSIVE; reads go on) before it is
     * read: a search of that day written meanwhile waits and then unmarks the day through the trigger of
     * migration 0009, and a second fill of the same day waits for the first. `day` must be a checked
     * 'YYYY-MM-DD': it names the partition.
     */
    async fillDay(day: string, from: Date, to: Date): Promise<{ rows: number }> {
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
    },

    async isMarked(day: string): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from placement_days where day = ${day}::date`);
      return rows.length > 0;
    },

    /** Drops the marks and rows of the days before `oldest`. */
    async dropBefore(oldest: string): Promise<void> {
      await db.execute(sql`delete from placement_days where day < ${oldest}::date`);
      await db.execute(sql`delete from item_keyword_days where day < ${oldest}::date`);
    },
  };
}

export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
