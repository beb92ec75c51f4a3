// The worker process killed with SIGKILL in the middle of a job, then started again: the job is taken up again
// and completes once in effect, with nothing stored twice.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { listingImports, listings, rankingAccounts } from '../src/db/schema/ranking.ts';
import { useTestApp } from './support/test-app.ts';
import { queuedJobs, useWorkerProcess, waitFor } from './support/worker-process.ts';

const tokenKey = randomBytes(32).toString('hex');
const t = useTestApp({ env: { EBAY_TOKEN_KEY: tokenKey } });
const worker = useWorkerProcess(t, tokenKey);

afterEach(() => worker.stopAll());

const minuteMs = 60_000;

describe('a worker killed mid-job', () => {
  it(
    'a listing import: killed after its first pages, started again, every listing stored once',
    async () => {
      const user = await t.signedInUser({ plan: 'Gold' });
      await t.connectEbaySeller(user.token, 'demo-seller-1');
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

      const first = worker.start();
      // Killed once the first page is stored and before the run is done: observed, not timed.
      const before = await waitFor(progress, (row) => (row?.imported ?? 0) > 0, 5 * minuteMs, worker.output);
      await worker.kill(first);
      const atKill = await progress();
      expect(atKill?.status).not.toBe('done');

      worker.start();
      const done = await waitFor(progress, (row) => row?.status === 'done', 5 * minuteMs, worker.output);
      const stored = await t.db
        .select({ itemNumber: listings.itemNumber })
        .from(listings)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
        .where(eq(rankingAccounts.userId, user.id))
        .orderBy(asc(listings.itemNumber));
      expect(stored.length).toBe(done?.total);
      expect(new Set(stored.map((row) => row.itemNumber)).size).toBe(stored.length);
      expect(
        await waitFor(
          () => queuedJobs(t, 'importListings'),
          (n) => n === 0,
          minuteMs,
          worker.output,
        ),
      ).toBe(0);
      process.stdout.write(
        `worker crash: listing import killed at ${atKill?.imported ?? before?.imported} of ${done?.total} listings; resumed, ${stored.length} stored once each\n`,
      );
    },
    15 * minuteMs,
  );
});
