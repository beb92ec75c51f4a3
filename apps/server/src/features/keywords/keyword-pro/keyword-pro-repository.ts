import type { KeywordProRow, RankingPositionRow } from '@baylytics/contract/keyword-pro';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { keywordProCovered } from '../../../db/schema/keywords.ts';
import type { SearchTerms } from './search-terms.ts';

export interface KeywordProQuery {
  siteId: number;
  search: SearchTerms;
  categoryId: number;
  limit: number;
}

interface KeywordRow extends Record<string, unknown> {
  id: number;
  keyword: string;
  show_in_keyword: number;
  ads_positions: number[];
  value: number;
  category_ids: number[];
}

/** The word search as one tsquery: each term parsed like the stored words ('simple'), OR-ed or AND-ed. */
function tsqueryOf({ terms, mode }: SearchTerms): SQL {
  const parts = terms.map((term) => sql`plainto_tsquery('simple', ${term})`);
  return sql.join(parts, mode === 'all' ? sql` && ` : sql` || `);
}

/**
 * The names of these leaf categories of a site in the site's language from the category tree we hold (the
 * deepest level's name), by leaf id as the tree writes it; a leaf the tree lacks is not in the map.
 */
async function leafNames(
  db: Database,
  siteId: number,
  leafIds: readonly number[],
): Promise<Map<string, string>> {
  if (leafIds.length === 0) return new Map();
  const { rows } = await db.execute<{ leaf_id: string; name: string }>(sql`
    select leaf_id, coalesce(l6_name, l5_name, l4_name, l3_name, l2_name, l1_name, '') as name
    from categories where site_id = ${siteId} and leaf_id = any(${`{${leafIds.join(',')}}`}::text[])`);
  return new Map(rows.map((row) => [row.leaf_id, row.name]));
}

/**
 * The keywords of one site matching the search, best value first (then the most search results), with the
 * names of their categories in the site's language from the category tree we hold ('' for an id it lacks).
 * Shape: one walk down `keywords_pro_idx` in the answer's order, testing the words and the category in the
 * index itself and stopping at `limit` (migration 0041): no table row is read and nothing sorted. Keywords too
 * long for that index come from a second branch, merged in order. The category names are read once for the
 * distinct categories of the answer (a few hundred at most) and set in here, instead of one lookup per keyword
 * in the statement. Tried and left out: rows built as JSON in the statement (`json_agg`: less parsing here, more
 * database time than it saved), and each row made into its answer row as it arrived while the walk went on (no
 * gain beyond the noise).
 */
export async function searchKeywords(
  db: Database,
  query: KeywordProQuery,
  highlight: (keyword: string) => [number, number][],
): Promise<KeywordProRow[]> {
  const filters: SQL[] = [sql`site_id = ${query.siteId}`];
  if (query.search.terms.length > 0) filters.push(sql`words @@ (${tsqueryOf(query.search)})`);
  if (query.categoryId > 0) filters.push(sql`category_ids @> array[${query.categoryId}::int]`);
  const matching = sql.join(filters, sql` and `);
  const covered = sql.raw(keywordProCovered);
  const branch = (which: SQL) => sql`(
    select id, keyword, show_in_keyword, ads_positions, value, category_ids from keywords
    where ${which} and ${matching}
    order by value desc, show_in_keyword desc, id limit ${query.limit})`;
  const result = await db.execute<KeywordRow>(sql`
    ${branch(covered)} union all ${branch(sql`not (${covered})`)}
    order by value desc, show_in_keyword desc, id limit ${query.limit}`);
  const leafIds = new Set<number>();
  for (const row of result.rows) for (const id of row.category_ids) leafIds.add(id);
  const names = await leafNames(db, query.siteId, [...leafIds]);
  // Keywords share a few hundred category lists: each list's names are made once.
  const namesOfList = new Map<string, string[]>();
  const categoryNames = (ids: number[]) => {
    const key = ids.join(',');
    let list = namesOfList.get(key);
    if (!list) {
      list = ids.map((id) => names.get(String(id)) ?? '');
      namesOfList.set(key, list);
    }
    return list;
  };
  return result.rows.map((row) => ({
    id: row.id,
    keyword: row.keyword,
    showInKeyword: row.show_in_keyword,
    adsPositions: row.ads_positions,
    value: row.value,
    categoryIds: row.category_ids,
    categoryNames: categoryNames(row.category_ids),
    highlight: highlight(row.keyword),
  }));
}

interface PositionRow extends Record<string, unknown> {
  position: string;
  item_number: string;
  is_adv: boolean;
  title: string | null;
  image_url: string | null;
  has_variations: boolean | null;
  today_bay_score: string | null;
  yesterday_bay_score: string | null;
  today_score: number | null;
  yesterday_score: number | null;
  crawled_at: Date;
  total_results: number;
}

const scoreOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The latest crawl of one keyword: its ranking in position order with each item's BayScore and position
 * score of the crawl's day and the day before (item_daily_scores). Titles and pictures are public listing
 * data the product knows only for imported listings (of any user); other items have none.
 */
export async function latestRanking(
  db: Database,
  siteId: number,
  keyword: string,
): Promise<{ crawledAt: string | null; totalResults: number; rows: RankingPositionRow[] }> {
  const result = await db.execute<PositionRow>(sql`
    with snap as (
      select s.item_numbers, s.sponsored_positions, s.crawled_at, s.total_results,
        (s.crawled_at at time zone 'UTC')::date as day
      from keywords k join search_snapshots s on s.keyword_id = k.id
      where k.site_id = ${siteId} and k.keyword = ${keyword.toLowerCase().replace(/\s+/g, ' ')}
      order by s.crawled_at desc limit 1)
    select u.position, u.item_number, u.position::smallint = any (snap.sponsored_positions) as is_adv,
      l.title, l.image_url, l.has_variations,
      t.bay_score as today_bay_score, t.position_score as today_score,
      y.bay_score as yesterday_bay_score, y.position_score as yesterday_score,
      snap.crawled_at, snap.total_results
    from snap
    cross join lateral unnest(snap.item_numbers) with ordinality as u(item_number, position)
    left join lateral (
      select title, image_url, has_variations from listings where item_number = u.item_number
      order by updated_at desc limit 1) l on true
    left join item_daily_scores t on t.item_number = u.item_number and t.day = snap.day
    left join item_daily_scores y on y.item_number = u.item_number and y.day = snap.day - 1
    order by u.position`);
  const first = result.rows[0];
  return {
    crawledAt: first ? new Date(first.crawled_at).toISOString() : null,
    totalResults: first?.total_results ?? 0,
    rows: result.rows.map((row) => ({
      position: Number(row.position),
      isAdv: row.is_adv,
      itemNumber: String(row.item_number),
      title: row.title,
      imagePath: row.image_url,
      variant: row.has_variations ?? false,
      // Promotion recommendations and bid percentages come with the campaign tools (spec 002).
      promotedWithAd: null,
      bidPercentagesItem: [],
      bidPercentagesTrending: [],
      todayBayScore: scoreOrNull(row.today_bay_score),
      yesterdayBayScore: scoreOrNull(row.yesterday_bay_score),
      todayScore: row.today_score ?? 0,
      yesterdayScore: row.yesterday_score ?? 0,
    })),
  };
}
