// The median tool and the variant tool against the eBay stand-in, through the app's eBay client (token, rate
// limiter, retries) and Fastify with the contract's validation and zod serializer:
// - median tool: one request at a time, each a new keyword (the live search of up to 200 results included);
// - variant tool, one item with 60 days of readings: GET /api/varianttool/{item} at 20 connections (each request
//   reads eBay now, as the tool does, then the 60 days from the database; autocannon in a process of its own);
// - the daily reading of 1,000 observed listings (the job `readVariantSales`): Browse calls and time.
// `npx tsx bench/research-tools-api.ts [seconds]`; BENCH_PG_PORT moves its database (default 5443, under
// data/bench-research, rebuilt on every run). The session lookup is replaced by a fixed Silver caller.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/app/config.ts';
import { startMarketplace } from '../apps/server/src/app/marketplace.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { addDays, dayOf } from '../apps/server/src/features/crawler/public.ts';
import { createMedianService } from '../apps/server/src/features/research/median/median-service.ts';
import { medianRoutes } from '../apps/server/src/features/research/median/routes.ts';
import { readListing } from '../apps/server/src/features/research/variants/read-listing.ts';
import { readVariantSales } from '../apps/server/src/features/research/variants/read-variant-sales-job.ts';
import { variantRoutes } from '../apps/server/src/features/research/variants/routes.ts';
import { createVariantRepository } from '../apps/server/src/features/research/variants/variant-repository.ts';
import { createVariantService } from '../apps/server/src/features/research/variants/variant-service.ts';
import type { EngineDeps } from '../apps/server/src/kernel/engine-deps.ts';
import { benchApi, benchCaller } from './bench-api.ts';
import { measuredLoad } from './load-cost.ts';

const seconds = Number(process.argv[2] ?? 10);
const medianRuns = 30;
const observedTarget = 1000;
const historyDays = 60;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

// Browse calls this process makes (the client's requests to the stand-in), counted where they leave.
let browseCalls = 0;
const fetchOf = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).includes('/buy/browse/')) browseCalls += 1;
  return fetchOf(input, init);
};

const dataDir = fileURLToPath(new URL('../data/bench-research', import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const server = await startEmbeddedPostgres(dataDir, Number(process.env.BENCH_PG_PORT ?? 5443));
const handle = openDatabase(server.url, { max: 10 });
await migrateDatabase(handle.db);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATABASE_URL: server.url,
  WEB_DIST: '/nonexistent',
  PUBLIC_URL: 'http://127.0.0.1:1',
  EBAY_TOKEN_KEY: randomBytes(32).toString('hex'),
});
const clock = () => new Date();
const marketplace = await startMarketplace({ ...config, EBAY_API_URL: undefined }, handle.db, {
  sandboxPort: 0,
  sandboxDataDir: null,
  clock,
});
const market = marketplace.sandbox?.market;
if (!market) throw new Error('the bench needs the eBay stand-in');
const ebay = marketplace.client;
const repository = createVariantRepository(handle.db);
const today = dayOf(clock());

// One listing with variations that sells, read as the daily job would have over the past 60 days.
const keywords = [...market.keywordUniverse(77)];
const selling = keywords
  .flatMap((keyword) => market.search({ siteId: 77, q: keyword, limit: 20, offset: 0 }, today).items)
  .map((hit) => hit.listing)
  .find((listing) => listing.itemGroup && listing.variations.length > 3 && listing.quantitySold > 50);
if (!selling) throw new Error('no selling listing with variations');
const readDeps = { repository, ebay, clock };
for (let back = historyDays; back >= 0; back -= 1) {
  await readListing(
    readDeps,
    { itemNumber: selling.itemId, siteId: 77, hasVariations: true },
    { day: addDays(today, -back), today, observedSince: addDays(today, -historyDays) },
  );
}

const caller = benchCaller(['User', 'EbayRankingSilver']);
const app = benchApi(caller, (api) => {
  medianRoutes(api, createMedianService({ ebay }));
  variantRoutes(api, createVariantService({ repository, ebay, clock }));
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const lines: string[] = [];

try {
  // Median tool: a new keyword each time, so every answer is a live search of the stand-in.
  const medianTimes: number[] = [];
  let results = 0;
  // Head keywords: the searches with the most results of the demo market (the tool reads up to 200).
  const headKeywords = keywords
    .map((keyword) => ({
      keyword,
      total: market.search({ siteId: 77, q: keyword, limit: 1, offset: 0 }, today).total,
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, medianRuns)
    .map((entry) => entry.keyword);
  for (const keyword of headKeywords) {
    const started = performance.now();
    const answer = await fetch(`${address}/api/mediantool?keywordOrEAN=${encodeURIComponent(keyword)}`);
    const body = (await answer.json()) as { data: { count: number } };
    medianTimes.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`median tool: ${answer.status}`);
    results += body.data.count;
  }
  medianTimes.sort((a, b) => a - b);
  lines.push(
    `median tool, ${medianRuns} keywords one after another (${Math.round(results / medianRuns)} results read on average): median ${round(percentile(medianTimes, 0.5))} ms, p95 ${round(percentile(medianTimes, 0.95))} ms, slowest ${round(medianTimes.at(-1) ?? 0)} ms`,
  );

  // Variant tool, one item with 60 days. The first lookup reads eBay; the next ones within 10 minutes use that
  // reading (variant-service.ts, freshReadingMs).
  const firstStarted = performance.now();
  const probe = (await (await fetch(`${address}/api/varianttool/${selling.itemId}`)).json()) as {
    data: { items: { observedDays: number; soldByVariant: unknown[] }[] };
  };
  const firstMs = performance.now() - firstStarted;
  const item = probe.data.items[0];
  const calls = browseCalls;
  const load = await measuredLoad(handle.pool, {
    url: `${address}/api/varianttool/${selling.itemId}`,
    connections: 20,
    duration: seconds,
  });
  if (load.non2xx > 0 || load.errors > 0)
    throw new Error(`variant tool: ${load.non2xx} non-2xx, ${load.errors} errors`);
  lines.push(
    `variant tool, one item (${item?.observedDays} days, ${item?.soldByVariant.length} variations): first lookup (reads eBay) ${round(firstMs)} ms; then 20 connections: p50 ${load.latency.p50} ms, p95 ${load.latency.p95} ms, p99 ${load.latency.p99} ms, ${Math.round(load.requests.average)} req/s, server ${load.serverMs.toFixed(2)} ms/req, DB ${load.databaseMs.toFixed(2)} ms/req, ${((browseCalls - calls) / load.requests.total).toFixed(2)} Browse calls/req`,
  );

  // 1,000 observed listings: the first results of the market's keywords on the three sites, observed as a
  // lookup observes them (one reading today), then tomorrow's daily reading by the job itself.
  const chosen = new Map<string, 77 | 0 | 3>();
  for (const siteId of [77, 0, 3] as const) {
    for (const keyword of market.keywordUniverse(siteId)) {
      if (chosen.size >= (observedTarget * ([77, 0, 3].indexOf(siteId) + 1)) / 3) break;
      for (const hit of market.search({ siteId, q: keyword, limit: 10, offset: 0 }, today).items)
        if (hit.listing.listingType !== 'Chinese') chosen.set(hit.listing.itemId, siteId);
    }
  }
  const observed = [...chosen].slice(0, observedTarget);
  for (const [itemNumber, siteId] of observed)
    await readListing(readDeps, { itemNumber, siteId }, { day: today, today, observedSince: today });
  const tomorrow = new Date(clock().getTime() + 86_400_000);
  const jobDeps = { db: handle.db, clock: () => tomorrow, variantSales: ebay } as Pick<
    EngineDeps,
    'db' | 'clock' | 'variantSales'
  >;
  const before = browseCalls;
  const started = performance.now();
  // The job reads only what it uses of the engine's dependencies (db, clock, variantSales).
  const outcome = await readVariantSales(jobDeps as EngineDeps);
  const elapsed = performance.now() - started;
  const withVariations = observed.filter(
    ([itemNumber]) => market.listing(itemNumber, today)?.itemGroup,
  ).length;
  lines.push(
    `daily reading of ${observed.length} observed listings (${withVariations} with variations): ${outcome.read} read, ${outcome.ended} ended, ${browseCalls - before} Browse calls, ${(elapsed / 1000).toFixed(1)} s (the client's pace against the stand-in: 200 calls/s; against eBay: 20/s)`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await marketplace.close();
  await handle.close();
  await server.stop();
}
