// Candidate fixes for the engine queries that miss their target, tried in the bench database inside one
// transaction that is rolled back: the bench data keeps the app's schema. `npx tsx bench/engine-index-trials.ts`.
import { openBenchDatabase } from './engine-data.ts';
import { timeQuery } from './timing.ts';

const runs = Number(process.argv[2] ?? 60);
const bench = await openBenchDatabase();
const client = await bench.pool.connect();
const columns = `item_number, title, sku, category_name, image_url, has_variations, price, currency, quantity,
  quantity_sold, star_color, is_optimized, yesterday_bay_score, today_bay_score, yesterday_score, today_score`;
const page = (offset: number) => ({
  text: `select ${columns} from listings where account_id = $1 and not is_ended
    order by today_bay_score desc nulls last, item_number limit 50 offset ${offset}`,
  values: [bench.accountId],
});
const keywordPro = (materialized: boolean) => ({
  text: materialized
    ? `with matches as materialized (
         select id, keyword, show_in_keyword, ads_positions, value, category_ids from keywords
         where site_id = $1 and words @@ to_tsquery('simple', $2))
       select * from matches order by value desc, show_in_keyword desc limit 10000`
    : `select id, keyword, show_in_keyword, ads_positions, value, category_ids from keywords
       where site_id = $1 and words @@ to_tsquery('simple', $2)
       order by value desc, show_in_keyword desc limit 10000`,
  values: [77, 'bosch | makita'],
});

const lines = ['| trial | median | p95 | rows |', '|---|---|---|---|'];
const record = async (name: string, query: { text: string; values: unknown[] }) => {
  const m = await timeQuery(client, query, runs);
  lines.push(`| ${name} | ${m.median.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${m.rows} |`);
};
try {
  await client.query('begin');
  await record('(a) page 1 without the window total, schema indexes', page(0));
  await client.query(`create index bench_listings_account_page_idx on listings
    (account_id, today_bay_score desc nulls last, item_number) where not is_ended`);
  await client.query('analyze listings');
  await record('(a) page 1, + index (account_id, today_bay_score desc nulls last, item_number)', page(0));
  await record('(a) page 200 (offset 9,950), + that index', page(9950));
  await record('(a) the total as its own count(*)', {
    text: 'select count(*) from listings where account_id = $1 and not is_ended',
    values: [bench.accountId],
  });
  await record("(d) OR 'bosch | makita', as the server would write it", keywordPro(false));
  await record(
    "(d) OR 'bosch | makita', matches materialised first (GIN bitmap, then top-N)",
    keywordPro(true),
  );
  process.stdout.write(`${runs} warm runs each\n${lines.join('\n')}\n`);
} finally {
  await client.query('rollback');
  client.release();
  await bench.stop();
}
