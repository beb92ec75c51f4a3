// Keyword Pro at bench scale (1,000,000 keywords): the server's own search query (median/p95 of warm runs)
// and the call through Fastify with the contract's validation and zod serializer (autocannon, 20
// connections). `npx tsx bench/keyword-pro-api.ts [seconds]`. With INDEX_TRIAL=1 the index proposed in
// docs/decisions.md ("Keyword Pro") is created first and dropped again at the end: the bench data keeps
// the app's schema. The session lookup of the real app is left out (one primary-key select).
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createApi } from '../apps/server/src/app/api.ts';
import { installErrorHandler } from '../apps/server/src/app/error-handler.ts';
import { searchKeywords } from '../apps/server/src/features/keywords/keyword-pro/keyword-pro-repository.ts';
import { keywordProRoutes } from '../apps/server/src/features/keywords/keyword-pro/routes.ts';
import { parseSearchTerms } from '../apps/server/src/features/keywords/keyword-pro/search-terms.ts';
import { openBenchDatabase } from './engine-data.ts';
import { warmups } from './timing.ts';

interface LoadResult {
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types: the part of its answer read here, typed once.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;

const seconds = Number(process.argv[2] ?? 10);
const queryRuns = 30;
const trial = process.env.INDEX_TRIAL === '1';
const proposedIndex = `create index if not exists keywords_search_idx on keywords
  (site_id, value desc, show_in_keyword desc) include (id, words)`;

const searches = [
  { name: "OR 'bosch makita'", keyword: 'bosch makita' },
  { name: "AND 'akku AND set'", keyword: 'akku AND set' },
  { name: "OR 'akku set neu' (three head words)", keyword: 'akku set neu' },
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const lines = [
  `index trial: ${trial ? 'yes (keywords_search_idx)' : 'no (schema as migrated)'}`,
  '| search | query median | query p95 | rows | API p50 | API p90 / p97.5 | API p99 | req/s | failed |',
  '|---|---|---|---|---|---|---|---|---|',
];
const app = Fastify({ logger: false });
try {
  if (trial) {
    await bench.pool.query(proposedIndex);
    await bench.pool.query('analyze keywords');
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(async (scope) => keywordProRoutes(createApi(scope), bench.db), { prefix: '/api' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  for (const search of searches) {
    const terms = parseSearchTerms(search.keyword);
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < warmups + queryRuns; run++) {
      const started = performance.now();
      rows = (await searchKeywords(bench.db, { siteId: 77, search: terms, categoryId: 0, limit: 10_000 }))
        .length;
      if (run >= warmups) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const url = `${address}/api/keyword/pro?keyword=${encodeURIComponent(search.keyword)}&eBaySiteId=77&categoryId=0&searchFields=keyword.raw&pageSize=10000`;
    const load = await autocannon({ url, connections: 20, duration: seconds });
    lines.push(
      `| ${search.name} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${rows} | ${load.latency.p50} ms | ${load.latency.p90} / ${load.latency.p97_5} ms | ${load.latency.p99} ms | ${load.requests.average} | ${load.non2xx + load.errors} (${load.timeouts} timeouts) |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  if (trial) await bench.pool.query('drop index if exists keywords_search_idx');
  await bench.stop();
}
