// The item specifics sync (spec 002 §2; issue budget: a 1,000-item sync within eBay's call limits, its throughput
// written down) against the eBay stand-in through the app's eBay client (token, rate limiter, retries): a category of
// 1,000 listings of demo-seller-1 is loaded by the load job, every listing gets a draft (each aspect eBay requires or
// recommends filled, one free-text value changed), and the sync job's handler runs as the worker runs it, from
// IN_PROGRESS to its end. Timed, with the eBay calls it made counted where they leave and the results by ack.
// `npx tsx bench/item-specifics-sync.ts [listings]`; BENCH_PG_PORT moves its database (default 5444, under
// data/bench-listing-sync, rebuilt on every run).
import { loadavg } from 'node:os';
import { demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import type { Aspect } from '@baylytics/sandbox/marketplace/model';
import { sql } from 'drizzle-orm';
import { createCategoryRepository } from '../apps/server/src/features/listing/item-specifics/category-repository.ts';
import { createItemRepository } from '../apps/server/src/features/listing/item-specifics/item-repository.ts';
import { loadItemSpecificsJob } from '../apps/server/src/features/listing/item-specifics/load-job.ts';
import { syncItemSpecificsJob } from '../apps/server/src/features/listing/item-specifics/sync-job.ts';
import type { EngineDeps } from '../apps/server/src/kernel/engine-deps.ts';
import { gatherIntoOneLeaf, startListingWorld } from './listing-stand-in.ts';

const wanted = Number(process.argv[2] ?? 1000);
const sellerName = 'demo-seller-1';
const log = (line: string) => process.stdout.write(`${line}\n`);

// eBay calls this process makes, by Trading call name or Taxonomy, counted where they leave.
const calls = new Map<string, number>();
const fetchOf = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const name =
    new Headers(init?.headers).get('x-ebay-api-call-name') ??
    (url.includes('/taxonomy/') ? 'Taxonomy' : null);
  if (name) calls.set(name, (calls.get(name) ?? 0) + 1);
  return fetchOf(input, init);
};

let leaf = '';
let aspects: Aspect[] = [];
const world = await startListingWorld({
  folder: 'bench-listing-sync',
  port: Number(process.env.BENCH_PG_PORT ?? 5444),
  // 60,000 listings: demo-seller-1 then holds ~1,700 live German ones.
  market: { ...demoMarketOptions, listings: 60_000 },
  sellerName,
  prepare(market, today) {
    leaf = gatherIntoOneLeaf(market, today, sellerName, wanted, log);
    aspects = market.aspects(77, leaf);
  },
  log,
});

try {
  const db = world.handle.db;
  const categories = createCategoryRepository(db);
  const items = createItemRepository(db);
  const ref = { siteId: 77, categoryId: leaf };
  const info = await categories.leafOf(world.accountId, ref);
  if (!info) throw new Error('the leaf has no listings');
  const deps = {
    db,
    clock: world.clock,
    listingEbay: world.marketplace.client,
    log: () => {},
  } as unknown as EngineDeps;
  const load = await categories.startLoad(world.userId, sellerName, ref, info);
  if (!load) throw new Error('the load did not start');
  await loadItemSpecificsJob.handler({ categoryRowId: load.id, loadRun: load.loadRun }, deps, {
    attempts: 1,
    maxAttempts: 25,
  });

  // Drafts as the editor saves them: the listing's values, each aspect eBay requires or recommends filled where it
  // is empty, and the first free-text aspect given a new value.
  const freeText = aspects.find((a) => a.mode === 'FREE_TEXT');
  const { rows } = await db.execute<{ item_number: string; specifics: { name: string; values: string[] }[] }>(
    sql`select item_number, specifics from item_specific_items where category_row_id = ${load.id}`,
  );
  for (const row of rows) {
    const draft = new Map(row.specifics.map((s) => [s.name.toLowerCase(), s]));
    for (const aspect of aspects.filter((a) => a.required || a.recommended))
      if (!draft.get(aspect.name.toLowerCase())?.values.length)
        draft.set(aspect.name.toLowerCase(), { name: aspect.name, values: [aspect.values[0] ?? 'Bench'] });
    if (freeText)
      draft.set(freeText.name.toLowerCase(), { name: freeText.name, values: [`Bench ${row.item_number}`] });
    await db.execute(sql`
      update item_specific_items set draft = ${JSON.stringify([...draft.values()])}::jsonb
      where category_row_id = ${load.id} and item_number = ${row.item_number}`);
  }
  const syncRun = await categories.startSync(load.id);
  if (syncRun === null) throw new Error('the sync did not start');
  const joined = await items.joinSync(load.id, syncRun);

  calls.clear();
  const cpuBefore = process.cpuUsage();
  const begin = performance.now();
  await syncItemSpecificsJob.handler({ categoryRowId: load.id, syncRun }, deps, {
    attempts: 1,
    maxAttempts: 25,
  });
  const seconds = (performance.now() - begin) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const results = await items.results(load.id, syncRun);
  const acks = new Map<string, number>();
  for (const result of results) acks.set(result.ack, (acks.get(result.ack) ?? 0) + 1);
  const [row] = (
    await db.execute<{ status: string }>(
      sql`select sync_status as status from item_specific_categories where id = ${load.id}`,
    )
  ).rows;
  const list = (map: Map<string, number>) => [...map.entries()].map(([k, n]) => `${k} ${n}`).join(', ');
  log(`sync of leaf ${leaf} of ${sellerName}: ${joined} listings with a draft`);
  log(
    `  ${row?.status}: ${results.length} results (${list(acks)}) in ${seconds.toFixed(1)} s, ${(results.length / seconds).toFixed(2)} listings/s; eBay calls: ${list(calls)}`,
  );
  log(
    `  process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (job and stand-in share this process); load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (results.length !== joined) throw new Error('the sync left listings without a result');
} finally {
  await world.close();
}
