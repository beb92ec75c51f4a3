// The item check (spec 002 §2; issue budget: one listing ≤ 300 ms p95 warm against the stand-in): GET
// /api/itemchecking/{itemNumber}?keyword= through Fastify with the contract's validation and zod serializer, the
// app's eBay client (token, rate limiter, retries) and the eBay stand-in of the demo market's size. Each check reads
// the listing (Trading GetItem with the seller's token), its category's aspects and eBay's category suggestions
// (Taxonomy), and the optimized mark from the database. Cases:
// - paced: one check at a time, a different listing each, started every 450 ms (two Taxonomy calls per check stay
//   within the client's Taxonomy pace of 5 calls/s, so the check, not the quota, is measured);
// - back to back: the next check as soon as one answers, to show what the client's quotas do to a burst.
// Warm: 5 unmeasured checks first (the client's tree ids, the pool, the JIT). `npx tsx bench/item-check-api.ts
// [checks]`; BENCH_PG_PORT moves its database (default 5444, under data/bench-item-check, rebuilt on every run).
// The session lookup of the real app is replaced by a fixed Bronze caller (the lowest plan with the item check).
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { itemCheckResultSchema } from '@baylytics/contract/listing-item-check';
import { demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import { createItemApplyService } from '../apps/server/src/features/listing/item-check/apply-service.ts';
import { createItemOptimizedService } from '../apps/server/src/features/listing/item-check/optimized-service.ts';
import { createItemCheckRepository } from '../apps/server/src/features/listing/item-check/repository.ts';
import { itemCheckRoutes } from '../apps/server/src/features/listing/item-check/routes.ts';
import { createItemCheckService } from '../apps/server/src/features/listing/item-check/service.ts';
import { createUsableTokens } from '../apps/server/src/features/marketplace/public.ts';
import { createOptimizedMark } from '../apps/server/src/features/ranking/public.ts';
import { benchApi, benchCaller } from './bench-api.ts';
import { startListingWorld } from './listing-stand-in.ts';

const checks = Number(process.argv[2] ?? 60);
const warmups = 5;
const paceMs = 450;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

const world = await startListingWorld({
  folder: 'bench-item-check',
  port: Number(process.env.BENCH_PG_PORT ?? 5444),
  market: demoMarketOptions,
  sellerName: 'demo-seller-1',
  log: (line) => process.stdout.write(`${line}\n`),
});
const { db } = world.handle;
const deps = {
  repository: createItemCheckRepository(db),
  tokens: createUsableTokens(db),
  ebay: world.marketplace.client,
  clock: world.clock,
};
const app = benchApi(benchCaller(['User', 'EbayRankingBronze'], world.userId), (api) =>
  itemCheckRoutes(api, {
    check: createItemCheckService(deps),
    apply: createItemApplyService(deps),
    optimized: createItemOptimizedService(createOptimizedMark(db, world.clock), deps),
    listing: deps,
  }),
);
const keywordOf = (title: string) => title.split(/\s+/).slice(0, 2).join(' ');

try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const listings = world.listings.filter((_, index) => index % 7 === 0);
  let next = 0;
  async function check(): Promise<number> {
    const listing = listings[next++ % listings.length];
    if (!listing) throw new Error('no listing');
    const started = performance.now();
    const answer = await fetch(
      `${address}/api/itemchecking/${listing.itemNumber}?keyword=${encodeURIComponent(keywordOf(listing.title))}`,
    );
    const body = await answer.text();
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`item check ${listing.itemNumber}: ${answer.status} ${body}`);
    itemCheckResultSchema.parse((JSON.parse(body) as { data: unknown }).data);
    return elapsed;
  }

  for (let run = 0; run < warmups; run++) {
    await check();
    await sleep(paceMs);
  }
  const lines = ['| case | checks | median | p95 | slowest | checks/s |', '|---|---|---|---|---|---|'];
  for (const paced of [true, false]) {
    const times: number[] = [];
    const began = performance.now();
    for (let run = 0; run < checks; run++) {
      const started = performance.now();
      times.push(await check());
      if (paced) await sleep(Math.max(0, paceMs - (performance.now() - started)));
    }
    const rate = checks / ((performance.now() - began) / 1000);
    times.sort((a, b) => a - b);
    lines.push(
      `| ${paced ? `paced (one every ${paceMs} ms)` : 'back to back'} | ${checks} | ${round(percentile(times, 0.5))} ms | ${round(percentile(times, 0.95))} ms | ${round(times.at(-1) ?? 0)} ms | ${rate.toFixed(1)} |`,
    );
    // Let the client's quotas fill up again before the next case.
    await sleep(3000);
  }
  lines.push(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await world.close();
}
