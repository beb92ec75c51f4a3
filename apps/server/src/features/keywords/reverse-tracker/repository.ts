import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { addDays, startOfDay } from '../../crawler/days.ts';
import { normaliseKeyword } from '../../ranking/tracked-keywords.ts';

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

export function createReverseTrackerRepository(db: Database) {
  return {
    /**
     * Every keyword whose searches in the range show one of the items: per item and kind (organic,
     * sponsored) the newest search that showed it and its best place there. The `&&` test uses the GIN index
     * on `item_numbers` in each day partition; `array_positions` finds every place of the item in the 200.
     */
    async placements(itemNumbers: number[], fromDate: string, toDate: string): Promise<PlacementRow[]> {
      const { from, to } = dayRange(fromDate, toDate);
      const items = sql`${`{${itemNumbers.join(',')}}`}::bigint[]`;
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
      }>(sql`
        with hits as (
          select s.keyword_id, s.crawled_at, s.sponsored_positions, x.item_number, p.pos,
                 p.pos = any(s.sponsored_positions) as is_sponsored
          from search_snapshots s
          cross join lateral unnest(${items}) as x(item_number)
          cross join lateral unnest(array_positions(s.item_numbers, x.item_number)) as p(pos)
          where s.crawled_at >= ${from} and s.crawled_at < ${to} and s.item_numbers && ${items}
        ), latest as (
          select distinct on (keyword_id, item_number, is_sponsored)
                 keyword_id, item_number, is_sponsored, pos, crawled_at, sponsored_positions
          from hits
          order by keyword_id, item_number, is_sponsored, crawled_at desc, pos
        )
        select l.keyword_id, k.keyword, k.site_id, k.value, k.show_in_keyword, l.item_number, l.is_sponsored,
               l.pos::int as position, l.crawled_at as seen_at, l.sponsored_positions
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
     * Per day of the range: on the newest search of each keyword that day, for how many keywords the item
     * held an organic and a sponsored place; with the day's BayScores.
     */
    async dailyCounts(itemNumber: number, fromDate: string, toDate: string) {
      const { from, to } = dayRange(fromDate, toDate);
      const { rows } = await db.execute<{
        day: string;
        organic: number;
        promoted: number;
        bay_score: string | null;
        organic_bay_score: string | null;
        promoted_bay_score: string | null;
      }>(sql`
        with latest as (
          select distinct on (s.keyword_id, (s.crawled_at at time zone 'UTC')::date)
                 (s.crawled_at at time zone 'UTC')::date as day, s.item_numbers, s.sponsored_positions
          from search_snapshots s
          where s.crawled_at >= ${from} and s.crawled_at < ${to}
            and s.item_numbers @> array[${itemNumber}::bigint]
          order by s.keyword_id, (s.crawled_at at time zone 'UTC')::date, s.crawled_at desc
        ), counted as (
          select day,
                 count(*) filter (where exists (
                   select 1 from unnest(array_positions(item_numbers, ${itemNumber}::bigint)) p
                   where not p = any(sponsored_positions)))::int as organic,
                 count(*) filter (where exists (
                   select 1 from unnest(array_positions(item_numbers, ${itemNumber}::bigint)) p
                   where p = any(sponsored_positions)))::int as promoted
          from latest group by day
        )
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
