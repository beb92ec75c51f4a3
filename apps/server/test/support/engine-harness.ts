import { sql } from 'drizzle-orm';
import { Logger, runOnce } from 'graphile-worker';
import { poolOf } from '../../src/db/pool-of.ts';
import type { SellerSourceFor } from '../../src/features/crawler/ports.ts';
import { createAfterbuyClient } from '../../src/integrations/afterbuy/create-afterbuy-client.ts';
import { createEngineDeps } from '../../src/jobs/engine.ts';
import { buildTaskList } from '../../src/jobs/task-list.ts';
import type { EngineDeps } from '../../src/kernel/engine-deps.ts';
import type { TestApp } from './test-app.ts';

const silent = new Logger(() => () => {});

/**
 * The data engine of a test app: the same tasks as the server's worker, run on demand. `drain` works off
 * every job that is due (a failing job is left for its retry, as graphile-worker does); `retryNow` makes
 * the retries due at once, as if their backoff had passed.
 */
export function useEngine(
  t: TestApp,
  options: {
    sellerSourceFor?: (base: SellerSourceFor) => SellerSourceFor;
    /** Where the link job reaches Afterbuy; the test file's stand-in when left out. */
    afterbuyUrl?: string;
    /** How long one Afterbuy call may take; 2 s when left out. */
    afterbuyTimeoutMs?: number;
  } = {},
) {
  let deps: EngineDeps | undefined;
  const engine = {
    get deps(): EngineDeps {
      if (!deps) {
        const made = createEngineDeps({
          db: t.db,
          ebay: t.ebay.client,
          clock: t.clock.now,
          log: () => {},
          afterbuy: {
            client: createAfterbuyClient({
              url: options.afterbuyUrl ?? t.afterbuySandbox.url,
              timeoutMs: options.afterbuyTimeoutMs ?? 2_000,
              retryBaseDelayMs: 5,
            }),
            cipher: t.ebay.cipher,
          },
        });
        deps = options.sellerSourceFor
          ? { ...made, sellerSourceFor: options.sellerSourceFor(made.sellerSourceFor) }
          : made;
      }
      return deps;
    },
    async drain(): Promise<void> {
      await runOnce({ pgPool: poolOf(t.db), taskList: buildTaskList(engine.deps), logger: silent });
    },
    async retryNow(): Promise<void> {
      await t.db.execute(sql`update graphile_worker._private_jobs set run_at = now() - interval '1 second'`);
    },
    async failedJobs(): Promise<{ task: string; attempts: number; lastError: string | null }[]> {
      const { rows } = await t.db.execute<{ task: string; attempts: number; last_error: string | null }>(
        sql`select task_identifier as task, attempts, last_error from graphile_worker.jobs where last_error is not null`,
      );
      return rows.map((row) => ({ task: row.task, attempts: row.attempts, lastError: row.last_error }));
    },
  };
  return engine;
}
