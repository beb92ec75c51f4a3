// The item specifics load job (spec 002 §2; issue budget: a 5,000-listing category read in ≤ 60 s) against the eBay
// stand-in through the app's eBay client (token, rate limiter, retries) and the bench's own PostgreSQL: the job's
// handler as the worker runs it, from IN_PROGRESS to COMPLETED, timed, with the eBay calls it made counted where
// they leave the process. The stand-in's synthetic market spreads a seller's listings over many leaves (the
// largest of demo-seller-1's holds ~270), so the bench first has the seller move 5,000 of its live German
// listings into that leaf, through the stand-in's own revisions as ReviseItem keeps them; the account check's
// import is then written from the market as it stands. `npx tsx bench/item-specifics-load.ts [listings]`;
// BENCH_PG_PORT moves its database (default 5444, under data/bench-listing, rebuilt on every run).
import { demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import { sql } from 'drizzle-orm';
import { createCategoryRepository } from '../apps/server/src/features/listing/item-specifics/category-repository.ts';
import { loadItemSpecificsJob } from '../apps/server/src/features/listing/item-specifics/load-job.ts';
import type { EngineDeps } from '../apps/server/src/kernel/engine-deps.ts';
import { gatherIntoOneLeaf, startListingWorld } from './listing-stand-in.ts';

const wanted = Number(process.argv[2] ?? 5000);
const sellerName = 'demo-seller-1';

// Trading and Taxonomy calls this process makes, by call name, counted where they leave.
const calls = new Map<string, number>();
const fetchOf = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const url = String(input instanceof Request ? input.url : input);
  const name = headers.get('x-ebay-api-call-name') ?? (url.includes('/taxonomy/') ? 'Taxonomy' : null);
  if (name) calls.set(name, (calls.get(name) ?? 0) + 1);
  return fetchOf(input, init);
};

let leaf = '';
const world = await startListingWorld({
  folder: 'bench-listing',
  port: Number(process.env.BENCH_PG_PORT ?? 5444),
  // 180,000 listings: demo-seller-1 then holds ~5,000 live German ones (the demo sellers grow with the market).
  market: { ...demoMarketOptions, listings: 180_000 },
  sellerName,
  prepare(market, today) {
    leaf = gatherIntoOneLeaf(market, today, sellerName, wanted, (line) => process.stdout.write(`${line}\n`));
  },
  log: (line) => process.stdout.write(`${line}\n`),
});

try {
  const db = world.handle.db;
  const categories = createCategoryRepository(db);
  const ref = { siteId: 77, categoryId: leaf };
  const info = await categories.leafOf(world.accountId, ref);
  if (!info) throw new Error('the leaf has no listings');
  const started = await categories.startLoad(world.userId, sellerName, ref, info);
  if (!started) throw new Error('the load did not start');
  const deps = {
    db,
    clock: world.clock,
    listingEbay: world.marketplace.client,
    log: () => {},
  } as unknown as EngineDeps;
  calls.clear();
  const cpuBefore = process.cpuUsage();
  const begin = performance.now();
  await loadItemSpecificsJob.handler({ categoryRowId: started.id, loadRun: started.loadRun }, deps, {
    attempts: 1,
    maxAttempts: 25,
  });
  const seconds = (performance.now() - begin) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const { rows } = await db.execute<{ n: number; specifics: number; status: string }>(sql`
    select count(*)::int as n, coalesce(sum(jsonb_array_length(i.specifics)), 0)::int as specifics,
           max(c.load_status) as status
    from item_specific_items i join item_specific_categories c on c.id = i.category_row_id
    where c.id = ${started.id}`);
  const stored = rows[0];
  const callList = [...calls.entries()].map(([name, n]) => `${name} ${n}`).join(', ');
  process.stdout.write(
    `${[
      `load job, leaf ${leaf} of ${sellerName}: ${info.total} listings to read`,
      `  ${stored?.status}: ${stored?.n} listings stored with ${stored?.specifics} specifics in ${seconds.toFixed(1)} s ` +
        `(${((stored?.n ?? 0) / seconds).toFixed(0)} listings/s); eBay calls: ${callList || 'none'}`,
      `  process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (job and stand-in share this process); load average ${(
        await import('node:os')
      )
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    ].join('\n')}\n`,
  );
  if (stored?.status !== 'COMPLETED' || stored.n !== info.total)
    throw new Error('the load did not read every listing');
} finally {
  await world.close();
}
