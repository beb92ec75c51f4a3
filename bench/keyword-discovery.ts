// Keyword discovery pace without the whole product: the discovery job itself (discoverKeywordsJob, batch after
// batch as the queue would run them) through the app's eBay client against the eBay stand-in (started in this
// process, as `npm start` runs it, with the same client limits as the server against it), writing into an
// embedded PostgreSQL of its own (data/bench-discovery, port BENCH_DISCOVERY_PG_PORT, default 5444; the
// stand-in on BENCH_PORT, default a free port). Every run starts from an empty keyword database and the demo
// sellers' German title words, as the demo's first start does.
// `nice -n 19 npx tsx bench/keyword-discovery.ts [keywords=50000] [minutes=90]`
// KEYWORDS_OUT=<file> writes the keywords in the order they joined, to compare two runs.
// Prints a line every 1,000 keywords: the count, keywords/s (since the last line and overall), CPU seconds per
// 1,000 keywords of this process (job, client and stand-in) and of PostgreSQL, the calls made and the load average.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/app/config.ts';
import { startMarketplace } from '../apps/server/src/app/marketplace.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { discoverKeywordsJob } from '../apps/server/src/features/crawler/discover-keywords-job.ts';
import { progressEvery } from '../apps/server/src/features/crawler/keyword-growth.ts';
import { wordsOf } from '../apps/server/src/features/crawler/title-phrases.ts';
import { createEngineDeps } from '../apps/server/src/jobs/engine.ts';
import type { JobQueue } from '../apps/server/src/kernel/job-queue.ts';

const target = Number(process.argv[2] ?? 50_000);
const minutes = Number(process.argv[3] ?? 90);
const siteId = 77;
const dataDir = fileURLToPath(new URL('../data/bench-discovery', import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);

const server = await startEmbeddedPostgres(dataDir, Number(process.env.BENCH_DISCOVERY_PG_PORT ?? 5444));
const handle = openDatabase(server.url, { max: 4 });
await migrateDatabase(handle.db);
await handle.db.execute(sql`truncate keywords cascade`);
// The embedded default: no EBAY_API_URL, so the stand-in runs and the client gets its limits against it.
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
if (config.EBAY_API_URL) throw new Error('unset EBAY_API_URL: the bench runs against the eBay stand-in');
const marketplace = await startMarketplace(config, handle.db, {
  sandboxPort: Number(process.env.BENCH_PORT ?? 0),
  sandboxDataDir: null,
});
const market = marketplace.sandbox?.market;
if (!market) throw new Error('the eBay stand-in did not start');

// The seed words of the demo's run: every word of the demo sellers' German titles on their first page of 200
// (demo-discovery.ts).
const today = new Date().toISOString().slice(0, 10);
const seedWords = new Set<string>();
for (let n = 1; n <= 7; n++)
  for (const itemId of market.listingIdsOfSeller(`demo-seller-${n}`, today).slice(0, 200)) {
    const listing = market.listing(itemId, today);
    if (listing?.siteId !== siteId) continue;
    for (const word of wordsOf(listing.title))
      if (word.length > 2 && /\p{L}/u.test(word)) seedWords.add(word);
  }

// The calls the run makes, counted on their way to the client.
const calls = { suggestions: 0, searches: 0 };
const ebay = marketplace.client;
const counted: typeof ebay = {
  ...ebay,
  autocomplete: (...args) => {
    calls.suggestions += 1;
    return ebay.autocomplete(...args);
  },
  searchItems: (...args) => {
    calls.searches += 1;
    return ebay.searchItems(...args);
  },
};
// The queue of the job's next batch: the bench runs it at once, as an idle worker would.
type Payload = Parameters<typeof discoverKeywordsJob.handler>[0];
const queue: { next: Payload | null } = { next: null };
const jobs: JobQueue = {
  async add(_job, payload) {
    queue.next = discoverKeywordsJob.payload.parse(payload);
  },
  async close() {},
};
let runOver = '';
const deps = createEngineDeps({
  db: handle.db,
  ebay: counted,
  jobs,
  log: (message) => {
    if (message.includes('run over')) runOver = message;
  },
});

/** CPU seconds of PostgreSQL's processes (backends and background workers) from /proc. */
async function postgresCpuSeconds(): Promise<number> {
  const { rows } = await handle.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity`);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // A backend that ended between the query and the read.
    }
  }
  return ticks / 100;
}

async function held(): Promise<number> {
  const { rows } = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from keywords where site_id = ${siteId}`,
  );
  return rows[0]?.n ?? 0;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

out(`${seedWords.size} seed words; towards ${target} keywords, at most ${minutes} min; load ${load()}`);
const started = { at: performance.now(), cpu: cpuSeconds(), pg: await postgresCpuSeconds() };
let last = { ...started, count: 0 };
let payload: Payload | null = discoverKeywordsJob.payload.parse({
  siteId,
  newKeywords: target,
  seedWords: [...seedWords].sort(),
});
let count = 0;
const deadline = started.at + minutes * 60_000;
try {
  while (payload && performance.now() < deadline) {
    queue.next = null;
    // A failed batch is run again, as the queue retries it (the job allows 5 attempts).
    for (let attempt = 1; ; attempt++) {
      try {
        await discoverKeywordsJob.handler(payload, deps, { attempts: attempt, maxAttempts: 5 });
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        out(
          `batch failed (attempt ${attempt}), run again: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    payload = queue.next;
    count = await held();
    if (Math.floor(count / progressEvery) === Math.floor(last.count / progressEvery) && payload) continue;
    const now = { at: performance.now(), cpu: cpuSeconds(), pg: await postgresCpuSeconds(), count };
    const added = Math.max(1, now.count - last.count);
    out(
      [
        `${now.count} keywords`,
        `${((now.at - started.at) / 1000).toFixed(0)} s`,
        `${((added * 1000) / (now.at - last.at)).toFixed(1)} keywords/s (overall ${((now.count * 1000) / (now.at - started.at)).toFixed(1)})`,
        `CPU per 1,000: node ${(((now.cpu - last.cpu) * 1000) / added).toFixed(1)} s, PostgreSQL ${(((now.pg - last.pg) * 1000) / added).toFixed(1)} s`,
        `calls ${calls.suggestions} suggestions, ${calls.searches} searches`,
        `load ${load()}`,
      ].join('; '),
    );
    last = now;
  }
  const seconds = (performance.now() - started.at) / 1000;
  const { rows } = await handle.db.execute<{ keywords: number; snapshots: number }>(sql`
    select pg_total_relation_size('keywords')::float8 as keywords,
      (select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c
        where c.relname like 'search_snapshots%' and c.relkind in ('r', 'p'))::float8 as snapshots`);
  const sizes = rows[0];
  out(
    `${payload ? 'stopped' : runOver || 'run over'}: ${count} keywords in ${seconds.toFixed(0)} s, ` +
      `${(count / seconds).toFixed(1)} keywords/s; CPU per 1,000: node ${(((cpuSeconds() - started.cpu) * 1000) / Math.max(1, count)).toFixed(1)} s, ` +
      `PostgreSQL ${((((await postgresCpuSeconds()) - started.pg) * 1000) / Math.max(1, count)).toFixed(1)} s; ` +
      `${(calls.suggestions / Math.max(1, count)).toFixed(2)} suggestion calls and ${(calls.searches / Math.max(1, count)).toFixed(2)} searches per keyword; ` +
      `keywords table ${((sizes?.keywords ?? 0) / Math.max(1, count)).toFixed(0)} bytes a keyword, snapshots ${((sizes?.snapshots ?? 0) / Math.max(1, count)).toFixed(0)} bytes; load ${load()}`,
  );
  if (process.env.KEYWORDS_OUT) {
    const joined = await handle.db.execute<{ keyword: string }>(
      sql`select keyword from keywords where site_id = ${siteId} order by id`,
    );
    writeFileSync(process.env.KEYWORDS_OUT, `${joined.rows.map((row) => row.keyword).join('\n')}\n`);
  }
} finally {
  await marketplace.close();
  await handle.close();
  await server.stop();
}
