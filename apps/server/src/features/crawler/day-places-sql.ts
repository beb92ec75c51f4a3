import { type SQL, sql } from 'drizzle-orm';

/**
 * The one definition of "an item's places on a day", shared by the daily derivation (score-repository.ts)
 * and the BayScore breakdown, so the parts a seller is shown are the very rows the score was computed from.
 * A `with` clause ending in `per_keyword (item_number, keyword_id, best, organic, promoted)`: per item and
 * keyword, from the newest search of that keyword in [from, to), the item's best place of either kind, the
 * best unpaid and the best sponsored one (null when it has none of that kind). A search holds the top 200
 * only, so every place is within them. With `items`, only those items' rows (and only the keywords whose
 * searches that day showed one of them, which changes nothing for those items: a keyword counts for an item
 * only if its newest search shows it).
 */
export function dayPlacesSql(from: Date, to: Date, items?: readonly number[]): SQL {
  const wanted = items ? `{${items.map((item) => Math.trunc(item)).join(',')}}` : null;
  const onlyKeywordsOf = wanted
    ? sql` and s.keyword_id in (select w.keyword_id from search_snapshots w
            where w.crawled_at >= ${from} and w.crawled_at < ${to} and w.item_numbers && ${wanted}::bigint[])`
    : sql``;
  const onlyItems = wanted ? sql` where u.item_number = any(${wanted}::bigint[])` : sql``;
  return sql`
      with latest as (
        select distinct on (s.keyword_id) s.keyword_id, s.item_numbers, s.sponsored_positions
        from search_snapshots s
        where s.crawled_at >= ${from} and s.crawled_at < ${to}${onlyKeywordsOf}
        order by s.keyword_id, s.crawled_at desc
      ), placements as (
        select l.keyword_id, u.item_number, u.position::int as position,
               u.position = any(l.sponsored_positions) as sponsored
        from latest l, unnest(l.item_numbers) with ordinality as u(item_number, position)${onlyItems}
      ), per_keyword as (
        select item_number, keyword_id,
               min(position) as best,
               min(position) filter (where not sponsored) as organic,
               min(position) filter (where sponsored) as promoted
        from placements group by item_number, keyword_id
      )`;
}

/** The listings an account's KPI of a day counts (`l` = listings): those started before the day's end. */
export const countsOnDaySql = (to: Date): SQL => sql`(l.start_time is null or l.start_time < ${to})`;
