// Keyword Pro at bench scale (1,000,000 keywords): the server's own search query (median/p95 of warm runs),
// the first call of a search through Fastify (not answered before: query, serialization and compression),
// and the call under autocannon (20 connections, in a process of its own, with the Accept-Encoding every
// browser sends), p95 read exactly over every response. `npx tsx bench/keyword-pro-api.ts [seconds]`. The
// session lookup of the real app is left out (one primary-key select).
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { searchKeywords } from '../apps/server/src/features/keywords/keyword-pro/keyword-pro-repository.ts';
import { keywordProRoutes } from '../apps/server/src/features/keywords/keyword-pro/routes.ts';
import { parseSearchTerms } from '../apps/server/src/features/keywords/keyword-pro/search-terms.ts';
import { createApi } from '../apps/server/src/kernel/api.ts';
import { installErrorHandler } from '../apps/server/src/kernel/error-handler.ts';
import { openBenchDatabase } from './engine-data.ts';
import { measuredLoad } from './load-cost.ts';
import { warmups } from './timing.ts';

const seconds = Number(process.argv[2] ?? 10);
const queryRuns = 30;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const searches = [
  { name: "OR 'bosch makita'", keyword: 'bosch makita' },
  { name: "AND 'akku AND set'", keyword: 'akku AND set' },
  { name: "OR 'akku set neu' (three head words)", keyword: 'akku set neu' },
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const lines = [
  '| search | query median | query p95 | rows | first call (size sent) | API p50 | API p95 | API p97.5 / p99 | req/s | server ms/req | failed |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
const app = Fastify({ logger: false });
try {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // The sales tracker reads eBay and is not part of this bench: its route answers an error here.
  const noSalesTracker = {
    ofRankedListings: () => Promise.reject(new Error('the sales tracker is not part of this bench')),
  };
  await app.register(async (scope) => keywordProRoutes(createApi(scope), bench.db, noSalesTracker), {
    prefix: '/api',
  });
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
    // The first call of this search: nothing cached yet.
    const started = performance.now();
    const first = await fetch(url, { headers: browserHeaders });
    const sent = (await first.arrayBuffer()).byteLength;
    const firstMs = performance.now() - started;
    if (!first.ok) throw new Error(`${search.name}: ${first.status}`);
    const load = await measuredLoad(bench.pool, {
      url,
      connections: 20,
      duration: seconds,
      headers: browserHeaders,
    });
    lines.push(
      `| ${search.name} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${rows} | ${firstMs.toFixed(0)} ms (${Math.round(Number(first.headers.get('content-length') ?? sent) / 1024)} KiB) | ${load.latency.p50} ms | ${load.latency.p95} ms | ${load.latency.p97_5} / ${load.latency.p99} ms | ${load.requests.average} | ${load.serverMs.toFixed(2)} | ${load.non2xx + load.errors} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await bench.stop();
}
