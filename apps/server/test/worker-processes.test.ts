import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords } from '../src/db/schema/keywords.ts';
import { startWorkerProcesses, waitFor } from './support/worker-process-harness.ts';

type Harness = Awaited<ReturnType<typeof startWorkerProcesses>>;
let workers: Harness;

beforeAll(async () => {
  workers = await startWorkerProcesses(3);
  // Every process has started its job workers and said under which ids it locks jobs.
  await waitFor(
    async () => workers.supervisor.children('worker').map((child) => child.workerIds.length),
    (counts) => counts.length === 3 && counts.every((n) => n > 0),
    120_000,
    'worker processes reporting their ids',
  );
}, 180_000);

afterAll(async () => {
  await workers?.stop();
}, 60_000);

async function addKeywords(prefix: string, count: number): Promise<string[]> {
  const words = Array.from({ length: count }, (_, i) => `${prefix} ${i}`);
  await workers.db.insert(keywords).values(words.map((keyword) => ({ siteId: 77, keyword, source: 'seed' })));
  return words;
}

/** Asks every worker process at once to claim this interval's crawl slots, as racing cron ticks would. */
async function raceForSlots(times: number): Promise<void> {
  for (let i = 0; i < times; i += 1)
    await workers.db.execute(sql`select graphile_worker.add_job('scheduleCrawls', '{}'::json)`);
}

async function crawlWorkLeft(): Promise<{ queued: number; failed: number }> {
  const { rows } = await workers.db.execute<{ queued: number; failed: number }>(sql`
    select count(*)::int as queued, count(*) filter (where last_error is not null)::int as failed
      from graphile_worker.jobs where task_identifier in ('scheduleCrawls', 'crawlKeyword')`);
  return rows[0] ?? { queued: -1, failed: -1 };
}

/** Snapshots stored per keyword of `words`. */
async function snapshotsPerKeyword(words: string[]): Promise<Map<string, number>> {
  const { rows } = await workers.pool.query<{ keyword: string; n: number }>(
    `select k.keyword, count(s.*)::int as n from keywords k
       left join search_snapshots s on s.keyword_id = k.id
      where k.keyword = any($1::text[]) group by k.keyword order by k.keyword`,
    [words],
  );
  return new Map(rows.map((row) => [row.keyword, row.n]));
}

function searchesOf(words: string[]): Map<string, number> {
  const wanted = new Set(words);
  const counts = new Map(words.map((word) => [word, 0]));
  for (const search of workers.sandbox.stats().searches)
    if (search.marketplaceId === 'EBAY_DE' && wanted.has(search.q))
      counts.set(search.q, (counts.get(search.q) ?? 0) + search.count);
  return counts;
}

describe('job worker processes', () => {
  it('three processes racing over the same crawl slots search each keyword once per site and interval', async () => {
    const words = await addKeywords('race slot', 40);
    await raceForSlots(6);
    await waitFor(crawlWorkLeft, (left) => left.queued === 0, 240_000, 'crawl jobs left');

    expect([...searchesOf(words).values()]).toEqual(words.map(() => 1));
    expect([...(await snapshotsPerKeyword(words)).values()]).toEqual(words.map(() => 1));
    // Another round in the same interval finds every slot claimed: no search more.
    await raceForSlots(3);
    await waitFor(crawlWorkLeft, (left) => left.queued === 0, 120_000, 'crawl jobs left');
    expect([...searchesOf(words).values()]).toEqual(words.map(() => 1));
  }, 400_000);
});
