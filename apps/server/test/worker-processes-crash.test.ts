// Two job worker processes under the supervisor `npm start` runs; the one running a listing import is killed with
// SIGKILL half-way. The supervisor frees the job at once, a worker takes it up, and it completes once in effect.
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { listingImports, listings, rankingAccounts } from '../src/db/schema/ranking.ts';
import { startSupervisedProcesses } from './support/supervised-processes.ts';
import { useTestApp } from './support/test-app.ts';
import { waitFor } from './support/worker-process.ts';

const tokenKey = randomBytes(32).toString('hex');
const t = useTestApp({ env: { EBAY_TOKEN_KEY: tokenKey } });
let processes: Awaited<ReturnType<typeof startSupervisedProcesses>> | undefined;

afterEach(async () => {
  await processes?.stop();
  processes = undefined;
}, 60_000);

const minuteMs = 60_000;

describe('job worker processes under the supervisor', () => {
  it(
    'a worker killed during a listing import: the job is freed, taken up again and every listing stored once',
    async () => {
      const user = await t.signedInUser({ plan: 'Gold' });
      await t.connectEbaySeller(user.token, 'demo-seller-1');
      processes = await startSupervisedProcesses(t, { tokenKey, api: 0, workers: 2 });
      const running = processes;
      await waitFor(
        async () => running.supervisor.children('worker').map((child) => child.workerIds.length),
        (counts) => counts.length === 2 && counts.every((n) => n > 0),
        5 * minuteMs,
        running.describe,
      );
      const started = await t.post<{ importId: number }>(
        '/api/ranking/import-for-account',
        { sellerName: 'demo-seller-1' },
        { token: user.token },
      );
      expect(started.status).toBe(200);
      const importId = started.body.data.importId;
      const progress = async () => {
        const [row] = await t.db.select().from(listingImports).where(eq(listingImports.id, importId));
        return row;
      };
      const holder = async () => {
        const { rows } = await t.db.execute<{ locked_by: string | null }>(
          sql`select locked_by from graphile_worker.jobs where task_identifier = 'importListings'`,
        );
        return rows[0]?.locked_by ?? null;
      };

      // Killed once the first page is stored and before the run is done: observed, not timed.
      await waitFor(progress, (row) => (row?.imported ?? 0) > 0, 5 * minuteMs, running.describe);
      const lockedBy = await holder();
      const victim = running.supervisor
        .children('worker')
        .find((child) => lockedBy !== null && child.workerIds.includes(lockedBy));
      expect(victim?.pid).toBeDefined();
      await running.kill(victim?.pid ?? -1);
      const atKill = await progress();
      expect(atKill?.status).not.toBe('done');

      // Freed by the supervisor, not after graphile-worker's four-hour lock timeout.
      await waitFor(
        async () => running.lost.length,
        (n) => n > 0,
        minuteMs,
        running.describe,
      );
      // The killed worker may have held other jobs too (it runs two at a time, e.g. the category trees' refresh): all freed.
      expect(running.lost.map((job) => job.task)).toContain('importListings');
      const done = await waitFor(progress, (row) => row?.status === 'done', 5 * minuteMs, running.describe);
      const stored = await t.db
        .select({ itemNumber: listings.itemNumber })
        .from(listings)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
        .where(eq(rankingAccounts.userId, user.id))
        .orderBy(asc(listings.itemNumber));
      expect(stored.length).toBe(done?.total);
      expect(new Set(stored.map((row) => row.itemNumber)).size).toBe(stored.length);
      // Completed: no import job left queued, locked or failed.
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'importListings'`,
      );
      expect(rows[0]?.n).toBe(0);
      process.stdout.write(
        `worker processes: import killed at ${atKill?.imported} of ${done?.total} listings in process ${victim?.pid}; freed at once, ${stored.length} stored once each\n`,
      );
    },
    15 * minuteMs,
  );
});
