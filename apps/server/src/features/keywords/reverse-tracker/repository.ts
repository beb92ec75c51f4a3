import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { addDays, daysBetween, startOfDay } from '../../crawler/public.ts';
import { normaliseKeyword } from '../normalise-keyword.ts';

/** One item's latest place of one kind (organic or sponsored) for one keyword within the range. */
export interface PlacementRow {
  keywordId: number;
  keyword: string;
  siteId: number;
  value: number;
  showInKeyword: number;
  itemNumber: number;
  isSponsored: boolean;
  position: number;
  seenAt: Date;
  /** Sponsored places of the keyword's latest search that showed one of the items. */
  sponsoredPositions: number[];
  /** An organic place whose price was a super price in its search (super-price.ts); false for sponsored ones. */
  isSuperPrice: boolean;
}

export interface ItemFacts {
  itemNumber: number;
  title: string | null;
  imageUrl: string | null;
  siteId: number | null;
}

export interface ItemScores {
  itemNumber: number;
  bayScore: number | null;
  organicBayScore: number | null;
  promotedBayScore: number | null;
}

const dayRange = (fromDate: string, toDate: string) => ({
  from: startOfDay(fromDate),
  to: startOfDay(addDays(toDate, 1)),
});

/**
 * `crawled_at` within the given days, neighbouring days joined into one range; the times are known when the
 * statement is planned, so PostgreSQL plans only those days' partitions.
 */
function timeRanges(days: readonly string[]): SQL {
  const ranges: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return sql.join(
    ranges.map(({ from, to }) => {
      const range = dayRange(from, to);
      return sql`(s.crawled_at >= ${range.from} and s.crawled_at < ${range.to})`;
    }),
    sql` or `,
  );
}

export function createReverseTrackerRepository(db: Database) {
  /**
   * The days of the range split by where their placements are read: `marked` days have complete
   * `item_keyword_days` rows (the derivation wrote them after the day ended and no search of the day changed
   * since), the others are read from the snapshots.
   */
  async function derivedDays(
    fromDate: string,
    toDate: string,
  ): Promise<{ marked: string[]; unmarked: string[] }> {
    const { rows } = await db.execute<{ day: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day from placement_days
      where day between ${fromDate}::date and ${toDate}::date`);
    const marked = new Set(rows.map((row) => row.day));
    const days = daysBetween(fromDate, toDate);
    return { marked: days.filter((d) => marked.has(d)), unmarked: days.filter((d) => !marked.has(d)) };
  }

  return {
    /**
     * Every keyword whose searches in the range show one of the items: per item and kind (organic,
     * sponsored) the newest search that showed it and its best place there, and whether that organic place was
     * a super price in that search. Finished, derived days come from
     * `item_keyword_days` (one index, a few rows per item and day); the other days of the range (today, a day
     * not derived yet) from their snapshot partitions as before: the `&&` test uses the GIN index on
     * `item_numbers`, `array_positions` finds every place of the item in the 200.
     */
    async placements(itemNumbers: number[], fromDate: string, toDate: string): Promise<PlacementRow[]> {
      const items = sql`${`{${itemNumbers.join(',')}}`}::bigint[]`;
      const { marked, unmarked } = await derivedDays(fromDate, toDate);
      const sources: SQL[] = [];
      if (marked.length > 0) {
        const days = sql`${`{${marked.join(',')}}`}::date[]`;
        const derived = sql`d.item_number = any(${items}) and d.day between ${fromDate}::date and ${toDate}::date
          and d.day = any(${days})`;
        sources.push(sql`
          select d.keyword_id, d.item_number, false as is_sponsored, d.organic_position::int as pos,
                 d.organic_seen_at as crawled_at, d.organic_ads as sponsored_positions,
                 d.organic_super_price as is_super_price
          from item_keyword_days d where ${derived} and d.organic_seen_at is not null`);
        sources.push(sql`
          select d.keyword_id, d.item_number, true, d.sponsored_position::int, d.sponsored_seen_at, d.sponsored_ads,
                 false
          from item_keyword_days d where ${derived} and d.sponsored_seen_at is not null`);
      }
      if (unmarked.length > 0)
        sources.push(sql`
          select s.keyword_id, x.item_number, p.pos = any(s.sponsored_positions), p.pos::int, s.crawled_at,
                 s.sponsored_positions,
                 not p.pos = any(s.sponsored_positions) and p.pos = any(s.super_price_positions)
          from search_snapshots s
          cross join lateral unnest(${items}) as x(item_number)
          cross join lateral unnest(array_positions(s.item_numbers, x.item_number)) as p(pos)
          where (${timeRanges(unmarked)}) and s.item_numbers && ${items}`);
      if (sources.length === 0) return [];
      const { rows } = await db.execute<{
        keyword_id: number;
        keyword: string;
        site_id: number;
        value: number;
        show_in_keyword: number;
        item_number: string;
        is_sponsored: boolean;
        position: number;
        seen_at: Date | string;
        sponsored_positions: number[];
        is_super_price: boolean;
      }>(sql`
        with hits (keyword_id, item_number, is_sponsored, pos, crawled_at, sponsored_positions, is_super_price) as (
          ${sql.join(sources, sql` union all `)}
        ), latest as (
          select distinct on (keyword_id, item_number, is_sponsored)
                 keyword_id, item_number, is_sponsored, pos, crawled_at, sponsored_positions, is_super_price
          from hits
          order by keyword_id, item_number, is_sponsored, crawled_at desc, pos
        )
        select l.keyword_id, k.keyword, k.site_id, k.value, k.show_in_keyword, l.item_number, l.is_sponsored,
               l.pos as position, l.crawled_at as seen_at, l.sponsored_positions, l.is_super_price
        from latest l join keywords k on k.id = l.keyword_id`);
      return rows.map((row) => ({
        keywordId: row.keyword_id,
        keyword: row.keyword,
        siteId: row.site_id,
        value: row.value,
        showInKeyword: row.show_in_keyword,
        itemNumber: Number(row.item_number),
        isSponsored: row.is_sponsored,
        position: row.position,
        seenAt: new Date(row.seen_at),
        sponsoredPositions: row.sponsored_positions.map(Number),
        isSuperPrice: row.is_super_price,
      }));
    },

    /**
     * Per item in one statement: title and picture from the caller's own imported listings (no other user's
     * import is read; null when the caller has none) and the BayScores of the last day up to `toDate` that
     * has them (within the range). Each side reads one row per item through its primary key or index.
     */
    async itemSummaries(
      userId: number,
      itemNumbers: number[],
      fromDate: string,
      toDate: string,
    ): Promise<{ facts: ItemFacts | null; scores: ItemScores }[]> {
      const { rows } = await db.execute<{
        item_number: string;
        title: string | null;
        image_url: string | null;
        site_id: number | null;
        bay_score: string | null;
        organic_bay_score: string | null;
        promoted_bay_score: string | null;
      }>(sql`
        select i.item_number, o.title, o.image_url, o.site_id,
               s.bay_score, s.organic_bay_score, s.promoted_bay_score
        from unnest(${`{${itemNumbers.join(',')}}`}::bigint[]) as i(item_number)
        left join lateral (
          select l.title, l.image_url, l.site_id
          from listings l join ranking_accounts a on a.id = l.account_id
          where a.user_id = ${userId} and l.item_number = i.item_number
          order by l.updated_at desc limit 1
        ) o on true
        left join lateral (
          select d.bay_score, d.organic_bay_score, d.promoted_bay_score from item_daily_scores d
          where d.item_number = i.item_number and d.day between ${fromDate}::date and ${toDate}::date
          order by d.day desc limit 1
        ) s on true`);
      return rows.map((row) => {
        const itemNumber = Number(row.item_number);
        return {
          facts:
            row.title === null
              ? null
              : { itemNumber, title: row.title, imageUrl: row.image_url, siteId: row.site_id },
          scores: {
            itemNumber,
            bayScore: numberOrNull(row.bay_score),
            organicBayScore: numberOrNull(row.organic_bay_score),
            promotedBayScore: numberOrNull(row.promoted_bay_score),
          },
        };
      });
    },

    /** The item's places at every search of one keyword in the range (0 = not shown). */
    async positionHistory(
      itemNumber: number,
      keyword: string,
      siteId: number,
      fromDate: string,
      toDate: string,
    ): Promise<{ at: Date; position: number; ads: number }[]> {
      const { from, to } = dayRange(fromDate, toDate);
      const { rows } = await db.execute<{ crawled_at: Date | string; position: number; ads: number }>(sql`
        select s.crawled_at,
               coalesce(min(p.pos) filter (where not p.pos = any(s.sponsored_positions)), 0)::int as position,
               coalesce(min(p.pos) filter (where p.pos = any(s.sponsored_positions)), 0)::int as ads
        from keywords k
        join search_snapshots s on s.keyword_id = k.id
        left join lateral unnest(array_positions(s.item_numbers, ${itemNumber}::bigint)) as p(pos) on true
        where k.site_id = ${siteId} and k.keyword = ${normaliseKeyword(keyword)}
          and s.crawled_at >= ${from} and s.crawled_at < ${to}
        group by s.crawled_at
        order by s.crawled_at`);
      return rows.map((row) => ({ at: new Date(row.crawled_at), position: row.position, ads: row.ads }));
    },

    /**
     * Per day of the range: on the newest search of each keyword that day that showed the item, for how many
     * keywords it held an organic and a sponsored place; with the day's BayScores. Derived days are counted
     * from `item_keyword_days` (that newest search is the later of the day's organic and sponsored one),
     * the others from the snapshots.
     */
    async dailyCounts(itemNumber: number, fromDate: string, toDate: string) {
      const { marked, unmarked } = await derivedDays(fromDate, toDate);
      const counts: SQL[] = [];
      if (marked.length > 0)
        counts.push(sql`
          select d.day,
                 count(*) filter (where d.organic_seen_at >= coalesce(d.sponsored_seen_at, d.organic_seen_at))::int,
                 count(*) filter (where d.sponsored_seen_at >= coalesce(d.organic_seen_at, d.sponsored_seen_at))::int
          from item_keyword_days d
          where d.item_number = ${itemNumber} and d.day between ${fromDate}::date and ${toDate}::date
            and d.day = any(${`{${marked.join(',')}}`}::date[])
          group by d.day`);
      if (unmarked.length > 0)
        counts.push(sql`
          select day,
                 count(*) filter (where exists (
                   select 1 from unnest(array_positions(item_numbers, ${itemNumber}::bigint)) p
                   where not p = any(sponsored_positions)))::int,
                 count(*) filter (where exists (
                   select 1 from unnest(array_positions(item_numbers, ${itemNumber}::bigint)) p
                   where p = any(sponsored_positions)))::int
          from (
            select distinct on (s.keyword_id, (s.crawled_at at time zone 'UTC')::date)
                   (s.crawled_at at time zone 'UTC')::date as day, s.item_numbers, s.sponsored_positions
            from search_snapshots s
            where (${timeRanges(unmarked)}) and s.item_numbers @> array[${itemNumber}::bigint]
            order by s.keyword_id, (s.crawled_at at time zone 'UTC')::date, s.crawled_at desc
          ) latest
          group by day`);
      const counted =
        counts.length > 0 ? sql.join(counts, sql` union all `) : sql`select null::date, 0, 0 where false`;
      const { rows } = await db.execute<{
        day: string;
        organic: number;
        promoted: number;
        bay_score: string | null;
        organic_bay_score: string | null;
        promoted_bay_score: string | null;
      }>(sql`
        with counted (day, organic, promoted) as (${counted})
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.organic, 0) as organic,
               coalesce(c.promoted, 0) as promoted,
               sc.bay_score, sc.organic_bay_score, sc.promoted_bay_score
        from generate_series(${fromDate}::date, ${toDate}::date, interval '1 day') as d(day)
        left join counted c on c.day = d.day::date
        left join item_daily_scores sc on sc.item_number = ${itemNumber} and sc.day = d.day::date
        order by d.day`);
      return rows.map((row) => ({
        day: row.day,
        organicKeywords: row.organic,
        promotedKeywords: row.promoted,
        bayScore: numberOrNull(row.bay_score),
        organicBayScore: numberOrNull(row.organic_bay_score),
        promotedBayScore: numberOrNull(row.promoted_bay_score),
      }));
    },
  };
}

function numberOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

export type ReverseTrackerRepository = ReturnType<typeof createReverseTrackerRepository>;
