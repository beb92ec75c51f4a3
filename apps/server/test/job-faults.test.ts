// Every job of the worker, generated from the task list and the table of fault kinds: a job that reaches outside
// runs once per kind while that service fails (error statuses, answers slower than the client's timeout, bodies
// cut off, no answer) and must be retried with backoff, leave the saved data as it was and complete once the
// fault clears. A job declared to reach nothing outside must run with every outside source refusing. What each
// job does when the fault never clears is job-faults-lasting.test.ts.
import { describe, expect, it } from 'vitest';
import { allJobs, buildTaskList } from '../src/jobs/task-list.ts';
import type { EngineDeps } from '../src/kernel/engine-deps.ts';
import { jobFaultCases, jobsWithoutOutsideDependency } from './support/job-fault-cases.ts';
import { useJobFaultHarness } from './support/job-fault-harness.ts';
import { faultKinds } from './support/job-fault-kinds.ts';

const { t, engine, standIns, drain, queued, expectEmptyQueue } = useJobFaultHarness();

/** An outside source that refuses whatever is asked of it, however it is reached. */
const refusing: unknown = new Proxy(() => {}, {
  get: () => refusing,
  apply: () => {
    throw new Error('an outside service was reached');
  },
});

const figures = { faultRuns: 0, withoutOutside: 0 };
/** Per job and fault kind: the outside calls the fault broke before the job completed. */
const table = new Map<string, Map<string, number>>();

describe('every job under faults from outside that clear', () => {
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
      await expectEmptyQueue();
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
        await expectEmptyQueue();
        const standIn = standIns[dependency];
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
          expect(row.attempts, 'one attempt, this run its first').toBe(1);
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
        const row = table.get(job.name) ?? new Map<string, number>();
        row.set(kind.name, calls);
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
        `job faults of ${job}: ${[...row].map(([kind, calls]) => `${kind}: ${calls} broken calls`).join('; ')}\n`,
      );
    expect(figures.faultRuns + figures.withoutOutside).toBeGreaterThan(0);
  });
});
