// Every job of the worker, generated from the task list and the table of fault kinds: a job that reaches outside
// runs once per kind while that service fails (error statuses, answers slower than the client's timeout, bodies
// cut off, no answer) and must be retried with backoff, leave the saved data as it was and complete once the
// fault clears; a job declared to reach nothing outside must run with every outside source refusing.
import { sql } from 'drizzle-orm';
import { Logger, runOnce } from 'graphile-worker';
import { afterEach, describe, expect, it } from 'vitest';
import { poolOf } from '../src/db/pool-of.ts';
import { allJobs, buildTaskList } from '../src/jobs/task-list.ts';
import type { EngineDeps } from '../src/kernel/engine-deps.ts';
import { useEngine } from './support/engine-harness.ts';
import type { OutsideDependency } from './support/job-fault-case.ts';
import { jobFaultCases, jobsWithoutOutsideDependency } from './support/job-fault-cases.ts';
import { type FaultKind, faultKinds, faultTestTimeoutMs } from './support/job-fault-kinds.ts';
import { useTestApp } from './support/test-app.ts';

// The clients' timeouts kept short, so that an answer slower than them costs seconds, not minutes.
const t = useTestApp({ env: { EBAY_TIMEOUT_MS: String(faultTestTimeoutMs) } });
const engine = useEngine(t, { afterbuyTimeoutMs: faultTestTimeoutMs });
const silent = new Logger(() => () => {});

afterEach(() => {
  t.ebaySandbox.clearFaults();
  t.afterbuySandbox.clearFaults();
});

/** An outside service's stand-in as the test drives it: every call failed one way, cleared, calls counted. */
interface StandIn {
  failEveryCall(fault: FaultKind['fault']): void;
  clear(): void;
  /** Calls it received since `countFromNow`, the failed ones included. */
  calls(): number;
  countFromNow(): void;
}

let afterbuyCallsBefore = 0;
const standIns: Record<OutsideDependency, StandIn> = {
  eBay: {
    failEveryCall: (fault) => t.ebaySandbox.injectFault({ ...fault, count: 1_000_000, retryAfterSeconds: 0 }),
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

async function drain(deps: EngineDeps): Promise<void> {
  await runOnce({ pgPool: poolOf(t.db), taskList: buildTaskList(deps), logger: silent });
}

/** The queue's rows of one task: how often each was tried, its last error, whether its retry waits. */
async function queued(task: string) {
  const { rows } = await t.db.execute<{
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    is_later: boolean;
  }>(
    sql`select attempts, max_attempts, last_error, run_at > now() as is_later
        from graphile_worker.jobs where task_identifier = ${task}`,
  );
  return rows;
}

/** An outside source that refuses whatever is asked of it, however it is reached. */
const refusing: unknown = new Proxy(() => {}, {
  get: () => refusing,
  apply: () => {
    throw new Error('an outside service was reached');
  },
});

const figures = { faultRuns: 0, withoutOutside: 0 };
/** Per job and fault kind: the runs that completed after the fault, and the outside calls the fault broke. */
const table = new Map<string, Map<string, { runs: number; brokenCalls: number }>>();

describe('every job under faults from outside', () => {
  it('has a fault case or is declared to reach nothing outside, never both', () => {
    const names = allJobs.map((job) => job.name);
    const uncovered = names.filter(
      (name) => !jobFaultCases[name] && !jobsWithoutOutsideDependency.includes(name),
    );
    expect(uncovered).toEqual([]);
    expect(
      names.filter((name) => jobFaultCases[name] && jobsWithoutOutsideDependency.includes(name)),
    ).toEqual([]);
    const declared = [...Object.keys(jobFaultCases), ...jobsWithoutOutsideDependency];
    expect(declared.filter((name) => !names.includes(name))).toEqual([]);
  });

  for (const job of allJobs.filter((candidate) => jobsWithoutOutsideDependency.includes(candidate.name))) {
    it(`${job.name} reaches nothing outside: it completes with every outside source refusing`, async () => {
      const deps: EngineDeps = {
        ...engine.deps,
        search: refusing as EngineDeps['search'],
        suggest: refusing as EngineDeps['suggest'],
        sellerSourceFor: refusing as EngineDeps['sellerSourceFor'],
        reviews: refusing as EngineDeps['reviews'],
        categoryTrees: refusing as EngineDeps['categoryTrees'],
        campaignCalls: refusing as EngineDeps['campaignCalls'],
        variantSales: refusing as EngineDeps['variantSales'],
        listingEbay: refusing as EngineDeps['listingEbay'],
        videoStatus: refusing as EngineDeps['videoStatus'],
        seedDemoMarket: refusing as EngineDeps['seedDemoMarket'],
        recommendations: refusing as EngineDeps['recommendations'],
        ebayGrants: refusing as EngineDeps['ebayGrants'],
        afterbuy: refusing as EngineDeps['afterbuy'],
      };
      t.ebaySandbox.resetStats();
      const afterbuyCalls = t.afterbuySandbox.callCount();
      await buildTaskList(deps)[job.name]?.({}, {
        job: { attempts: 1, max_attempts: 25 },
      } as unknown as Parameters<NonNullable<ReturnType<typeof buildTaskList>[string]>>[1]);
      expect(t.ebaySandbox.stats().calls).toEqual({});
      expect(t.afterbuySandbox.callCount()).toBe(afterbuyCalls);
      figures.withoutOutside += 1;
    });
  }

  for (const job of allJobs) {
    const faultCase = jobFaultCases[job.name];
    if (!faultCase) continue;
    const { dependency } = faultCase;
    const kinds = faultCase.isOncePerDatabase ? faultKinds.slice(0, 1) : faultKinds;
    for (const [run, kind] of kinds.entries()) {
      const faultName = `${dependency} ${kind.name}`;
      it(`${job.name}: ${faultName}: retried with backoff, saved data unchanged, completes once it clears`, async () => {
        const standIn = standIns[faultCase.dependency];
        const arranged = await faultCase.arrange({ t, engine, run });
        const deps = arranged.deps ?? engine.deps;
        if (arranged.payload) await deps.jobs.add(job, arranged.payload);
        const before = await arranged.saved();

        standIn.failEveryCall(kind.fault);
        standIn.countFromNow();
        // Due now, even a job the product queues for later (the first video status check).
        await engine.retryNow();
        await drain(deps);
        const calls = standIn.calls();
        expect(calls, `the job reached ${dependency}`).toBeGreaterThan(0);
        const failed = await queued(job.name);
        expect(failed.length).toBeGreaterThan(0);
        for (const row of failed) {
          expect(row.attempts).toBe(1);
          expect(row.last_error).toBeTruthy();
          expect(row.is_later, 'the retry waits for its backoff').toBe(true);
          expect(row.max_attempts).toBeLessThanOrEqual(25);
        }
        expect(await arranged.saved()).toEqual(before);

        standIn.clear();
        await engine.retryNow();
        await drain(deps);
        expect((await queued(job.name)).filter((row) => row.last_error)).toEqual([]);
        await arranged.completed();
        figures.faultRuns += 1;
        const row = table.get(job.name) ?? new Map();
        row.set(kind.name, { runs: 1, brokenCalls: calls });
        table.set(job.name, row);
        process.stdout.write(
          `job fault: ${job.name}, ${faultName}: ${calls} failed ${dependency} calls, then completed\n`,
        );
      }, 300_000);
    }
  }

  it('prints its figures', () => {
    process.stdout.write(
      `job faults: ${figures.faultRuns} faulted runs completed after the fault, ${figures.withoutOutside} jobs without outside dependency\n`,
    );
    for (const [job, row] of table)
      process.stdout.write(
        `job faults of ${job}: ${[...row].map(([kind, cell]) => `${kind} ${cell.runs} run, ${cell.brokenCalls} broken calls`).join('; ')}\n`,
      );
    expect(figures.faultRuns + figures.withoutOutside).toBeGreaterThan(0);
  });
});
