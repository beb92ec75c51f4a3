// Every job of the worker, generated from the task list and the table of fault kinds: a job that reaches outside
// runs once per kind while that service fails (error statuses, answers slower than the client's timeout, bodies
// cut off, no answer) and must be retried with backoff, leave the saved data as it was and complete once the
// fault clears; and once per job while the fault never clears, so that its last attempt fails: it must give up
// with its reason in the log and in the failed state the user sees, leave the saved data as it was and leave
// nothing locked. A job declared to reach nothing outside must run with every outside source refusing.
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

/** The newest job id of the queue: what a case adds afterwards has higher ids. */
async function lastJobId(): Promise<string> {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select coalesce(max(id), 0)::text as id from graphile_worker._private_jobs`,
  );
  return rows[0]?.id ?? '0';
}

/** The rows of one task added since `afterId`: how often each was tried, its error, whether it is locked. */
async function addedSince(task: string, afterId: string) {
  const { rows } = await t.db.execute<{
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    is_locked: boolean;
  }>(
    sql`select attempts, max_attempts, last_error, locked_at is not null as is_locked
        from graphile_worker.jobs where task_identifier = ${task} and id > ${afterId}::bigint`,
  );
  return rows;
}

/** Locked jobs and job queues: a worker that gave up must hold neither. */
async function lockedCount(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select (select count(*) from graphile_worker._private_jobs where locked_at is not null)::int
             + (select count(*) from graphile_worker._private_job_queues where locked_at is not null)::int as n`,
  );
  return rows[0]?.n ?? -1;
}

/** An outside source that refuses whatever is asked of it, however it is reached. */
const refusing: unknown = new Proxy(() => {}, {
  get: () => refusing,
  apply: () => {
    throw new Error('an outside service was reached');
  },
});

const figures = { faultRuns: 0, withoutOutside: 0, gaveUp: 0 };
/** Per job: its attempts, the outside calls its last attempt broke, and the reason it gave up with. */
const lastingTable = new Map<string, { maxAttempts: number; brokenCalls: number; reason: string }>();
/** The lasting runs take a run number no other run of a case takes. */
const lastingRun = faultKinds.length;
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
    // First, as a job done once per database does its work only until it has succeeded.
    it(`${job.name}: ${dependency} fails for good: gives up after its last attempt, failed state shown with its reason, saved data unchanged, nothing locked, the queue as it was`, async () => {
      const standIn = standIns[dependency];
      const firstId = await lastJobId();
      const arranged = await faultCase.arrange({ t, engine, run: lastingRun });
      const lines: string[] = [];
      const base = arranged.deps ?? engine.deps;
      const deps: EngineDeps = {
        ...base,
        log: (line) => {
          lines.push(line);
          base.log(line);
        },
      };
      if (arranged.payload) await deps.jobs.add(job, arranged.payload);
      const kept = arranged.kept ?? arranged.saved;
      const before = await kept();
      try {
        standIn.failEveryCall({ status: 503 });
        standIn.countFromNow();
        // The attempts before the last are the recovering runs' (retried with backoff): only the last is left.
        await t.db.execute(
          sql`update graphile_worker._private_jobs set attempts = max_attempts - 1, run_at = now() - interval '1 second'
              where id > ${firstId}::bigint
                and task_id = (select id from graphile_worker._private_tasks where identifier = ${job.name})`,
        );
        await drain(deps);
        const calls = standIn.calls();
        expect(calls, `the job reached ${dependency}`).toBeGreaterThan(0);
        const rows = await addedSince(job.name, firstId);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.attempts, 'its last attempt was made').toBe(row.max_attempts);
          expect(row.max_attempts).toBeLessThanOrEqual(25);
          expect(row.last_error).toBeTruthy();
          expect(row.is_locked).toBe(false);
        }
        expect(await lockedCount()).toBe(0);
        const gaveUp = lines.find((line) => line.startsWith(`job ${job.name} gave up after `));
        expect(gaveUp, 'the log says the job gave up and why').toMatch(
          new RegExp(`^job ${job.name} gave up after ${rows[0]?.max_attempts} attempts: \\S.+`),
        );
        expect(lines.filter((line) => line.includes('its failed state could not be stored'))).toEqual([]);
        expect(await kept()).toEqual(before);
        await arranged.gaveUp?.();
        figures.gaveUp += 1;
        const reason = gaveUp?.replace(/^[^:]+: /, '') ?? '';
        lastingTable.set(job.name, { maxAttempts: rows[0]?.max_attempts ?? 0, brokenCalls: calls, reason });
        process.stdout.write(
          `job gave up: ${job.name}, ${dependency} answering 503 for good: ${calls} failed calls in its last of ${rows[0]?.max_attempts} attempts: ${reason}\n`,
        );
      } finally {
        standIn.clear();
        // The queue as the case found it: the job that gave up, and whatever the case queued, are removed.
        await t.db.execute(sql`delete from graphile_worker._private_jobs where id > ${firstId}::bigint`);
      }
    }, 300_000);

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
    process.stdout.write(`job faults: ${figures.gaveUp} jobs gave up under a lasting fault\n`);
    for (const [job, cell] of lastingTable)
      process.stdout.write(
        `job gave up: ${job}: last of ${cell.maxAttempts} attempts, ${cell.brokenCalls} broken calls, ${cell.reason}\n`,
      );
    for (const [job, row] of table)
      process.stdout.write(
        `job faults of ${job}: ${[...row].map(([kind, cell]) => `${kind} ${cell.runs} run, ${cell.brokenCalls} broken calls`).join('; ')}\n`,
      );
    expect(figures.faultRuns + figures.withoutOutside).toBeGreaterThan(0);
  });
});
