// Times the data engine's screen queries at bench scale (25,000 listings, 2,000 ranked keywords × 60 days,
// 1,000,000 keywords): median and p95 of warm runs, straight on pg. `npx tsx bench/engine-queries.ts [runs]`.
// The SQL is what the screens will issue (column names of apps/server/src/db/schema.ts, days as the crawler
// stores them); `EXPLAIN=1` prints each plan once.
import type pg from 'pg';
import { addDays } from '../apps/server/src/features/crawler/days.ts';
import { firstItem, openBenchDatabase } from './engine-data.ts';
import { timeQuery, warmups } from './timing.ts';

const runs = Number(process.argv[2] ?? 60);

interface Case {
  name: string;
  target: number;
  text: string;
  values: unknown[];
}

const listingColumns = `item_number, title, sku, category_name, image_url, has_variations, price, currency,
  quantity, quantity_sold, star_color, is_optimized, yesterday_bay_score, today_bay_score, yesterday_score,
  today_score, count(*) over () as total`;

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const { accountId, today } = bench;
const from = `${addDays(today, -59)}T00:00:00Z`;
// An item of the account that ranks (most do: 40 own places in each of 2,000 searches a day).
const item = firstItem + 4242;

const cases: Case[] = [
  {
    name: '(a) listings: page 1 of 50 by todayBayScore desc, with total',
    target: 20,
    text: `select ${listingColumns} from listings where account_id = $1 and not is_ended
      order by today_bay_score desc nulls last, item_number limit 50 offset 0`,
    values: [accountId],
  },
  {
    name: '(a) listings: page 200 (offset 9,950), same sort',
    target: 20,
    text: `select ${listingColumns} from listings where account_id = $1 and not is_ended
      order by today_bay_score desc nulls last, item_number limit 50 offset 9950`,
    values: [accountId],
  },
  {
    name: "(a) listings: search text 'bosch' + star colour 2, page 1",
    target: 20,
    text: `select ${listingColumns} from listings where account_id = $1 and not is_ended
      and (title ilike '%' || $2 || '%' or sku ilike '%' || $2 || '%' or item_number::text = $2)
      and star_color = $3
      order by today_bay_score desc nulls last, item_number limit 50 offset 0`,
    values: [accountId, 'bosch', 2],
  },
  {
    name: '(b) one item: positions per keyword per day, 60 days',
    target: 20,
    text: `select distinct on (s.keyword_id, (s.crawled_at at time zone 'UTC')::date)
        s.keyword_id, k.keyword, (s.crawled_at at time zone 'UTC')::date as day,
        array_position(s.item_numbers, $1::bigint) as position,
        array_position(s.item_numbers, $1::bigint) = any (s.sponsored_positions) as sponsored
      from search_snapshots s join keywords k on k.id = s.keyword_id
      where s.item_numbers @> array[$1::bigint] and s.crawled_at >= $2
      order by s.keyword_id, (s.crawled_at at time zone 'UTC')::date, s.crawled_at desc`,
    values: [item, from],
  },
  {
    name: '(c) account KPI per day, 60 days',
    target: 50,
    text: `select day, median_single, single_position_score, median_variant, variant_position_score
      from account_daily_kpis where account_id = $1 and day >= $2::date order by day`,
    values: [accountId, from.slice(0, 10)],
  },
  {
    name: "(d) Keyword Pro AND 'akku set' (top 10,000 by value)",
    target: 100,
    text: `select id, keyword, show_in_keyword, ads_positions, value, category_ids from keywords
      where site_id = $1 and words @@ to_tsquery('simple', $2)
      order by value desc, show_in_keyword desc limit 10000`,
    values: [77, 'akku & set'],
  },
  {
    name: "(d) Keyword Pro OR 'bosch makita' (top 10,000 by value)",
    target: 100,
    text: `select id, keyword, show_in_keyword, ads_positions, value, category_ids from keywords
      where site_id = $1 and words @@ to_tsquery('simple', $2)
      order by value desc, show_in_keyword desc limit 10000`,
    values: [77, 'bosch | makita'],
  },
];

const client = await bench.pool.connect();
try {
  const lines = ['| query | target | median | p95 | rows | met |', '|---|---|---|---|---|---|'];
  for (const c of cases) {
    if (process.env.EXPLAIN) {
      const plan = await client.query({ text: `explain (analyze, buffers) ${c.text}`, values: c.values });
      process.stdout.write(`${c.name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\n`);
    }
    const m = await timeQuery(client, { text: c.text, values: c.values }, runs);
    const counted = c.text.includes('over ()') || c.name.startsWith('(d)') ? await matches(client, c) : '';
    lines.push(
      `| ${c.name} | ≤ ${c.target} ms | ${m.median.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${m.rows}${counted} | ${m.median <= c.target ? 'yes' : 'no'} |`,
    );
  }
  process.stdout.write(`${runs} warm runs each (after ${warmups} warm-ups)\n${lines.join('\n')}\n`);
} finally {
  client.release();
  await bench.stop();
}

/** The full match count behind a limited page (the listing total; Keyword Pro's matches before the cap). */
async function matches(db: pg.PoolClient, c: Case): Promise<string> {
  const inner = c.text.replace(/ order by [\s\S]*$/, '').replace(/^select [\s\S]*? from /, 'select 1 from ');
  const { rows } = await db.query<{ n: string }>({
    text: `select count(*) as n from (${inner}) m`,
    values: c.values,
  });
  return ` of ${rows[0]?.n}`;
}
