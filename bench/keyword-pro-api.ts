// Keyword Pro at bench scale (1,000,000 keywords): the server's own search query (median/p95 of warm runs),
// the first call of a search through Fastify (not answered before: query, serialization and compression),
// and the call under load (20 connections of Node's own HTTP client in a process of its own, with the
// Accept-Encoding every browser sends: autocannon cannot read 254 KiB answers fast enough to load the server),
// p95 read exactly over every response. `npx tsx bench/keyword-pro-api.ts [seconds]`. The
// session lookup of the real app is left out (one primary-key select).
// Cost per call, the figures a shared machine does not move: the query's database CPU and this process's CPU
// (reading the rows), and a first call's database CPU and process CPU (every thread: the route, the rows'
// JSON, gzip in libuv's pool), over `firstCalls` first calls per search (page sizes 10,000, 9,999, …: each a
// new answer of the same work).
import { request } from 'node:http';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { searchKeywords } from '../apps/server/src/features/keywords/keyword-pro/keyword-pro-repository.ts';
import { keywordProRoutes } from '../apps/server/src/features/keywords/keyword-pro/routes.ts';
import {
  highlightRanges,
  parseSearchTerms,
} from '../apps/server/src/features/keywords/keyword-pro/search-terms.ts';
import { createApi } from '../apps/server/src/kernel/api.ts';
import { installErrorHandler } from '../apps/server/src/kernel/error-handler.ts';
import { openBenchDatabase } from './engine-data.ts';
import { databaseCpuDuring, measuredLoad, processCpuMs } from './load-cost.ts';
import { warmups } from './timing.ts';

const seconds = Number(process.argv[2] ?? 10);
const queryRuns = 30;
const firstCalls = 20;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const searches = [
  { name: "OR 'bosch makita'", keyword: 'bosch makita' },
  { name: "AND 'akku AND set'", keyword: 'akku AND set' },
  { name: "OR 'akku set neu' (three head words)", keyword: 'akku set neu' },
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** One call as a browser makes it, the body read as sent (compressed, not decoded): ms and bytes. */
function rawCall(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: browserHeaders }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const lines = [
  '| search | query median | query p95 | rows | first call (size sent) | API p50 | API p95 | API p97.5 / p99 | req/s | server ms/req | failed |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
const costs = [
  '| search | query: DB CPU / process CPU per call | first call: median / p95 / slowest | first call: DB CPU / process CPU per call |',
  '|---|---|---|---|',
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
    const query = () =>
      searchKeywords(bench.db, { siteId: 77, search: terms, categoryId: 0, limit: 10_000 }, (text) =>
        highlightRanges(text, terms.terms),
      );
    for (let run = 0; run < warmups; run++) await query();
    const queryProcessBefore = processCpuMs();
    const queryDatabase = await databaseCpuDuring(bench.pool, async () => {
      for (let run = 0; run < queryRuns; run++) {
        const started = performance.now();
        rows = (await query()).length;
        times.push(performance.now() - started);
      }
    });
    const queryProcess = processCpuMs() - queryProcessBefore;
    times.sort((a, b) => a - b);
    const urlOf = (pageSize: number) =>
      `${address}/api/keyword/pro?keyword=${encodeURIComponent(search.keyword)}&eBaySiteId=77&categoryId=0&searchFields=keyword.raw&pageSize=${pageSize}`;
    const url = urlOf(10_000);
    // First calls: nothing cached yet for these page sizes (the last one, 10,000, is the one loaded after).
    const firstTimes: number[] = [];
    let sent = 0;
    const firstProcessBefore = processCpuMs();
    const firstDatabase = await databaseCpuDuring(bench.pool, async () => {
      for (let call = firstCalls - 1; call >= 0; call--) {
        const first = await rawCall(urlOf(10_000 - call));
        if (first.status !== 200) throw new Error(`${search.name}: ${first.status}`);
        firstTimes.push(first.ms);
        sent = first.bytes;
      }
    });
    const firstProcess = processCpuMs() - firstProcessBefore;
    const firstMs = firstTimes.at(-1) ?? 0;
    firstTimes.sort((a, b) => a - b);
    costs.push(
      `| ${search.name} | ${(queryDatabase / queryRuns).toFixed(1)} / ${(queryProcess / queryRuns).toFixed(1)} ms | ${percentile(firstTimes, 0.5).toFixed(0)} / ${percentile(firstTimes, 0.95).toFixed(0)} / ${firstTimes.at(-1)?.toFixed(0)} ms | ${(firstDatabase / firstCalls).toFixed(1)} / ${(firstProcess / firstCalls).toFixed(1)} ms |`,
    );
    const load = await measuredLoad(bench.pool, {
      url,
      connections: 20,
      duration: seconds,
      headers: browserHeaders,
      generator: 'node-http',
    });
    lines.push(
      `| ${search.name} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${rows} | ${firstMs.toFixed(0)} ms (${Math.round(sent / 1024)} KiB) | ${load.latency.p50} ms | ${load.latency.p95} ms | ${load.latency.p97_5} / ${load.latency.p99} ms | ${load.requests.average} | ${load.serverMs.toFixed(2)} | ${load.non2xx + load.errors} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n${costs.join('\n')}\n`);
} finally {
  await app.close();
  await bench.stop();
}
