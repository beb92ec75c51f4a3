// The reverse tracker at bench scale (120,000 snapshots over 60 day partitions, 1,000,000 keywords; the
// derived daily placements of the 59 past days, bench/engine-data.ts fills them once): the server's placement
// query (median/p95 of warm runs, EXPLAIN ANALYZE of its two parts once with EXPLAIN=1) and
// POST /api/ranking/check over 60 days through Fastify with the contract's validation and zod serializer
// (autocannon, 20 connections, in a process of its own; p95 read over every response).
// `npx tsx bench/reverse-tracker-api.ts [seconds]`. The session lookup of the real app is replaced by a fixed
// Silver caller; titles come from the bench user's own listings.
import { rangeDaysOf } from '@baylytics/contract/reverse-tracker';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { addDays, startOfDay } from '../apps/server/src/features/crawler/days.ts';
import { createReverseTrackerRepository } from '../apps/server/src/features/keywords/reverse-tracker/repository.ts';
import { reverseTrackerRoutes } from '../apps/server/src/features/keywords/reverse-tracker/routes.ts';
import { createReverseTrackerService } from '../apps/server/src/features/keywords/reverse-tracker/service.ts';
import { benchApi, benchCaller } from './bench-api.ts';
import { firstItem, openBenchDatabase } from './engine-data.ts';
import { measuredLoad } from './load-cost.ts';
import { warmups } from './timing.ts';

const seconds = Number(process.argv[2] ?? 10);
const queryRuns = 30;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const clock = () => new Date(`${bench.today}T12:00:00Z`);
const { fromDate, toDate } = rangeDaysOf('60days', bench.today);
// Own items of the bench account (each ranks for a few keywords every day) and a competitor's.
const cases = [
  { name: 'one item, 60 days', body: { itemNumber: firstItem + 4242, timeRange: '60days' } },
  {
    name: 'item + competitor item, 60 days',
    body: { itemNumber: firstItem + 4242, competitorItemNumber: firstItem + 777, timeRange: '60days' },
  },
];

// The app's pool size (10), not the bench helper's 4: 20 connections share it as they would in the server.
const handle = openDatabase(bench.url, { max: Number(process.env.POOL ?? 10) });
const repository = createReverseTrackerRepository(handle.db);
const caller = benchCaller(['User', 'EbayRankingSilver'], bench.userId);
const app = benchApi(caller, (api) =>
  reverseTrackerRoutes(
    api,
    createReverseTrackerService({
      repository,
      ebay: {
        getItem: async () => {
          throw new Error('no eBay in the bench');
        },
      },
      clock,
    }),
  ),
);
// UNDERIVED=n: the range's last n days are read from the snapshots, as yesterday is just after midnight
// before its first derivation. Their marks are lifted for the run and put back (rows and snapshots unchanged;
// a run killed meanwhile leaves them unmarked until the next open of the bench database fills them again).
const lifted = await bench.pool.query<{ day: string; derived_at: Date }>(
  `delete from placement_days where day > $1::date - $2::int and day <= $1::date
   returning to_char(day, 'YYYY-MM-DD') as day, derived_at`,
  [toDate, Number(process.env.UNDERIVED ?? 0)],
);
const derived = await bench.pool.query<{ n: number }>(
  'select count(*)::int as n from placement_days where day between $1::date and $2::date',
  [fromDate, toDate],
);
const lines = [
  `range ${fromDate} … ${toDate}, ${derived.rows[0]?.n ?? 0} days derived (the others from the snapshots)`,
  '| case | keywords | query median | query p95 | API p50 | API p95 | API p97.5 / p99 | req/s | server ms/req | DB ms/req |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  for (const benchCase of cases) {
    const items = [benchCase.body.itemNumber, benchCase.body.competitorItemNumber].filter(
      (n): n is number => n !== undefined,
    );
    if (process.env.EXPLAIN === '1') {
      // The two sources of the placement query: the derived rows, and the snapshots of a day not derived
      // (here the range's last day, as yesterday just after midnight).
      const explain = async (text: string, values: unknown[]) => {
        const plan = await bench.pool.query(`explain (analyze, buffers) ${text}`, values);
        process.stdout.write(
          `${plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')}\n`,
        );
      };
      await explain(
        `select count(*) from item_keyword_days d
         where d.item_number = any($1::bigint[]) and d.day between $2::date and $3::date`,
        [`{${items.join(',')}}`, fromDate, toDate],
      );
      await explain(
        `select count(*) from search_snapshots s
         where s.crawled_at >= $1 and s.crawled_at < $2 and s.item_numbers && $3::bigint[]`,
        [startOfDay(toDate), startOfDay(addDays(toDate, 1)), `{${items.join(',')}}`],
      );
    }
    const times: number[] = [];
    let keywords = 0;
    for (let run = 0; run < warmups + queryRuns; run++) {
      const started = performance.now();
      const placements = await repository.placements(items, fromDate, toDate);
      keywords = new Set(placements.map((p) => p.keywordId)).size;
      if (run >= warmups) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const load = await measuredLoad(handle.pool, {
      url: `${address}/api/ranking/check`,
      connections: 20,
      duration: seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchCase.body),
    });
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${benchCase.name}: ${load.non2xx} non-2xx, ${load.errors} errors`);
    lines.push(
      `| ${benchCase.name} | ${keywords} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${load.latency.p50} ms | ${load.latency.p95} ms | ${load.latency.p97_5} / ${load.latency.p99} ms | ${load.requests.average} | ${load.serverMs.toFixed(2)} | ${load.databaseMs.toFixed(2)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  for (const mark of lifted.rows)
    await bench.pool.query('insert into placement_days (day, derived_at) values ($1, $2)', [
      mark.day,
      mark.derived_at,
    ]);
  await app.close();
  await handle.close();
  await bench.stop();
}
