// Every job that reaches outside, generated from the task list and the table of fault kinds, once per kind while
// that service fails and never recovers, so that the job's last attempt fails: it must give up (tried no more,
// nothing left locked) with its reason in the log and in the failed state the user sees, and leave the saved data
// as it was. How the same jobs are retried and complete once a fault clears is job-faults.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allJobs } from '../src/jobs/task-list.ts';
import type { EngineDeps } from '../src/kernel/engine-deps.ts';
import { jobFaultCases } from './support/job-fault-cases.ts';
import { useJobFaultHarness } from './support/job-fault-harness.ts';
import { faultKinds } from './support/job-fault-kinds.ts';

const { t, engine, standIns, drain, queued, expectEmptyQueue, lockedCount } = useJobFaultHarness();

/** Per job and fault kind: its attempts, the outside calls its last attempt broke, and the reason it gave up with. */
const table = new Map<string, Map<string, { maxAttempts: number; brokenCalls: number; reason: string }>>();
let gaveUpRuns = 0;

describe('every job under faults from outside that never clear', () => {
  for (const job of allJobs) {
    const faultCase = jobFaultCases[job.name];
    if (!faultCase) continue;
    const { dependency } = faultCase;
    // Every kind, for a job done once per database too: one that gave up has left its work undone.
    for (const [run, kind] of faultKinds.entries()) {
      const faultName = `${dependency} ${kind.name}`;
      it(`${job.name}: ${faultName}, for good: gives up after its last attempt, failed state shown with its reason, saved data unchanged, nothing locked, not run again`, async () => {
        await expectEmptyQueue();
        const standIn = standIns[dependency];
        const arranged = await faultCase.arrange({ t, engine, run });
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

        standIn.failEveryCall(kind.fault);
        standIn.countFromNow();
        // The attempts before the last are the recovering runs' (retried with backoff): only the last is left.
        await t.db.execute(
          sql`update graphile_worker._private_jobs set attempts = max_attempts - 1, run_at = now() - interval '1 second'
              where task_id = (select id from graphile_worker._private_tasks where identifier = ${job.name})`,
        );
        await drain(deps);
        const calls = standIn.calls();
        expect(calls, `the job reached ${dependency}`).toBeGreaterThan(0);
        const rows = await queued(job.name);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.attempts, 'its last attempt was made').toBe(row.max_attempts);
          expect(row.max_attempts).toBeLessThanOrEqual(25);
          expect(row.last_error).toBeTruthy();
          expect(row.is_locked).toBe(false);
        }
        expect(await lockedCount()).toBe(0);
        const maxAttempts = rows[0]?.max_attempts ?? 0;
        const gaveUp = lines.filter((line) => line.startsWith(`job ${job.name} gave up after `));
        expect(gaveUp, 'the log says once per job that it gave up').toHaveLength(rows.length);
        for (const line of gaveUp)
          expect(line, 'and why').toMatch(
            new RegExp(`^job ${job.name} gave up after ${maxAttempts} attempts: \\S.+`),
          );
        expect(lines.filter((line) => line.includes('its failed state could not be stored'))).toEqual([]);
        expect(await kept()).toEqual(before);
        await arranged.gaveUp?.();

        // Nobody runs it again, even once its backoff has passed.
        await engine.retryNow();
        await drain(deps);
        const after = await queued(job.name);
        expect(after.map((row) => [row.attempts, row.last_error])).toEqual(
          rows.map((row) => [row.attempts, row.last_error]),
        );
        expect(lines.filter((line) => line.startsWith(`job ${job.name} gave up after `))).toEqual(gaveUp);
        expect(await lockedCount()).toBe(0);

        gaveUpRuns += 1;
        const reason = gaveUp[0]?.replace(/^[^:]+: /, '') ?? '';
        const row = table.get(job.name) ?? new Map();
        row.set(kind.name, { maxAttempts, brokenCalls: calls, reason });
        table.set(job.name, row);
        process.stdout.write(
          `job gave up: ${job.name}, ${faultName} for good: ${calls} failed calls in its last of ${maxAttempts} attempts: ${reason}\n`,
        );
      }, 300_000);
    }
  }

  it('prints its figures', () => {
    process.stdout.write(`job faults: ${gaveUpRuns} runs gave up under a lasting fault\n`);
    for (const [job, row] of table)
      process.stdout.write(
        `job gave up: ${job}: ${[...row].map(([kind, cell]) => `${kind}: last of ${cell.maxAttempts} attempts, ${cell.brokenCalls} broken calls, ${cell.reason}`).join('; ')}\n`,
      );
    expect(gaveUpRuns).toBeGreaterThan(0);
  });
});
