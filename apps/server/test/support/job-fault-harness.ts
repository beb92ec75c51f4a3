// What both fault test files share: a test app whose clients give up quickly, the outside services' stand-ins as
// the tests make them fail, the worker run on demand, and a queue each case finds empty and leaves empty.
import { sql } from 'drizzle-orm';
import { Logger, runMigrations, runOnce } from 'graphile-worker';
import { afterEach, beforeAll, expect } from 'vitest';
import { poolOf } from '../../src/db/pool-of.ts';
import { buildTaskList } from '../../src/jobs/task-list.ts';
import type { EngineDeps } from '../../src/kernel/engine-deps.ts';
import { useEngine } from './engine-harness.ts';
import type { OutsideDependency } from './job-fault-case.ts';
import { type FaultKind, faultTestTimeoutMs } from './job-fault-kinds.ts';
import { useTestApp } from './test-app.ts';

/** An outside service's stand-in as the test drives it: every call failed one way, cleared, calls counted. */
export interface StandIn {
  failEveryCall(fault: FaultKind['fault']): void;
  clear(): void;
  /** Calls it received since `countFromNow`, the failed ones included. */
  calls(): number;
  countFromNow(): void;
}

/** A row of the queue: how often it was tried, its last error, whether its retry waits, whether it is locked. */
export type QueuedJob = {
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  is_later: boolean;
  is_locked: boolean;
};

const silent = new Logger(() => () => {});

/**
 * The test app of a fault test file. Each case starts from an empty queue (`expectEmptyQueue`) and its jobs are
 * removed after it, whatever it left: a job one case left failed or waiting is never run by the next case's
 * worker, nor counted among its attempts.
 */
export function useJobFaultHarness() {
  // The clients' timeouts kept short, so that an answer slower than them costs seconds, not minutes.
  const t = useTestApp({ env: { EBAY_TIMEOUT_MS: String(faultTestTimeoutMs) } });
  const engine = useEngine(t, { afterbuyTimeoutMs: faultTestTimeoutMs });

  async function emptyQueue(): Promise<void> {
    await t.db.execute(sql`delete from graphile_worker._private_jobs`);
  }

  // The queue's tables exist before the first case looks at them; what the app queued as it started is no case's.
  beforeAll(async () => {
    await runMigrations({ pgPool: poolOf(t.db), logger: silent });
    await emptyQueue();
  });
  afterEach(async () => {
    t.ebaySandbox.clearFaults();
    t.afterbuySandbox.clearFaults();
    await emptyQueue();
  });

  let afterbuyCallsBefore = 0;
  const standIns: Record<OutsideDependency, StandIn> = {
    eBay: {
      failEveryCall: (fault) =>
        t.ebaySandbox.injectFault({ ...fault, count: 1_000_000, retryAfterSeconds: 0 }),
      clear: () => t.ebaySandbox.clearFaults(),
      calls: () => Object.values(t.ebaySandbox.stats().calls).reduce((sum, n) => sum + (n ?? 0), 0),
      countFromNow: () => t.ebaySandbox.resetStats(),
    },
    Afterbuy: {
      failEveryCall: (fault) => {
        t.afterbuySandbox.injectFault({ ...fault, count: 1_000_000 });
      },
      clear: () => t.afterbuySandbox.clearFaults(),
      calls: () => t.afterbuySandbox.callCount() - afterbuyCallsBefore,
      countFromNow: () => {
        afterbuyCallsBefore = t.afterbuySandbox.callCount();
      },
    },
  };

  return {
    t,
    engine,
    standIns,

    /** Runs every job that is due with the given dependencies, as the server's worker would. */
    async drain(deps: EngineDeps): Promise<void> {
      await runOnce({ pgPool: poolOf(t.db), taskList: buildTaskList(deps), logger: silent });
    },

    /** The queue's rows of one task. */
    async queued(task: string): Promise<QueuedJob[]> {
      const { rows } = await t.db.execute<QueuedJob>(
        sql`select attempts, max_attempts, last_error, run_at > now() as is_later, locked_at is not null as is_locked
            from graphile_worker.jobs where task_identifier = ${task} order by id`,
      );
      return rows;
    },

    /** A case starts from an empty queue, with no job queue left locked by an earlier one. */
    async expectEmptyQueue(): Promise<void> {
      const { rows } = await t.db.execute<{ jobs: number; locked: number }>(
        sql`select (select count(*) from graphile_worker._private_jobs)::int as jobs,
                   (select count(*) from graphile_worker._private_job_queues where locked_at is not null)::int as locked`,
      );
      expect(rows[0], 'the case starts from an empty queue').toEqual({ jobs: 0, locked: 0 });
    },

    /** Locked jobs and job queues: a worker that gave up must hold neither. */
    async lockedCount(): Promise<number> {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select (select count(*) from graphile_worker._private_jobs where locked_at is not null)::int
                 + (select count(*) from graphile_worker._private_job_queues where locked_at is not null)::int as n`,
      );
      return rows[0]?.n ?? -1;
    },
  };
}
