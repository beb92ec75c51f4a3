import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { defineJob } from '../../kernel/define-job.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { addDays, dayOf } from './days.ts';
import { deriveDay, refreshListingScores } from './derive-day.ts';
import { deriveDayJob } from './derive-day-job.ts';
import { createEngineRunRepository } from './engine-run-repository.ts';
import { createGrowthRepository } from './growth-repository.ts';
import { jobDay } from './job-days.ts';
import { createKeywordRepository } from './keyword-repository.ts';
import type { SearchSource } from './ports.ts';
import { backfillRunName } from './run-names.ts';

export const historyDays = 60;
/** Time today's scheduled searches get before today is derived after the backfill (they take seconds). */
const afterBackfillDelayMs = 30_000;
/** Searches one backfill day runs at once. */
const parallelSearches = 4;

export interface BackfillDeps {
  db: Database;
  jobs: JobQueue;
  search: SearchSource;
  clock: () => Date;
  log?: (message: string) => void;
}

/**
 * Starts the history backfill once: one job per past day, each crawling every keyword the database holds
 * now as the marketplace stood that day (keywords discovery adds meanwhile get their history from their
 * daily searches on). The run's progress is the `engine_runs` row 'backfill'.
 */
export async function startBackfill(deps: BackfillDeps, days = historyDays): Promise<boolean> {
  const today = dayOf(deps.clock());
  const isClaimed = await createEngineRunRepository(deps.db).claim({
    name: backfillRunName,
    total: days,
    detail: `${addDays(today, -days)}..${addDays(today, -1)}`,
    startedAt: deps.clock(),
  });
  if (!isClaimed) return false;
  const throughKeywordId = await createGrowthRepository(deps.db).highestId();
  for (let back = days; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    await deps.jobs.add(
      backfillDayJob,
      { day, throughKeywordId },
      { jobKey: `backfill:${day}`, maxAttempts: 5 },
    );
  }
  deps.log?.(`history backfill: ${days} days queued`);
  return true;
}

/**
 * Crawls every keyword (up to `throughKeywordId`, when given) as of one past day, derives that day, and counts
 * it in the run's progress.
 */
export async function backfillDay(deps: BackfillDeps, day: string, throughKeywordId?: number): Promise<void> {
  const started = performance.now();
  const ids = (await createKeywordRepository(deps.db).allIds()).filter(
    (id) => throughKeywordId === undefined || id <= throughKeywordId,
  );
  const slotAt = `${day}T12:00:00.000Z`;
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const keywordId = ids[next++] as number;
      await crawlKeyword(deps, { keywordId, slotAt, asOf: day });
    }
  };
  await Promise.all(Array.from({ length: parallelSearches }, worker));
  await deriveDay(deps.db, day);
  await refreshListingScores(deps.db, dayOf(deps.clock()));
  const run = await endBackfillDay(deps);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  deps.log?.(
    `history backfill: ${day} done (${ids.length} searches, ${seconds} s) — ${run?.done}/${run?.total} days`,
  );
}

/**
 * Counts one past day as ended in the run's progress, done or given up: the run ends with its last day, so the
 * dashboard's notice that the market's history is being gathered does not outlast the backfill.
 */
async function endBackfillDay(deps: BackfillDeps): Promise<{ done: number; total: number } | undefined> {
  const run = await createEngineRunRepository(deps.db).countStep(backfillRunName, deps.clock());
  if (run && run.done >= run.total) {
    // Today's searches run on the schedule meanwhile; derive today soon after, not at the next quarter hour,
    // so a newcomer's account check shows today's places instead of every listing as 'not found today', and
    // evaluate the alert rules on them, which waited for the day before.
    await deps.jobs.add(
      deriveDayJob,
      { isAfterBackfill: true },
      { jobKey: 'deriveDay:after-backfill', runAt: new Date(Date.now() + afterBackfillDelayMs) },
    );
  }
  return run;
}

/** Starts the history backfill (once; the demo market's first start asks for it). */
export const backfillHistoryJob = defineJob({
  name: 'backfillHistory',
  payload: z.object({ days: z.number().int().min(1).max(62).optional() }).loose(),
  async handler({ days }, deps) {
    await startBackfill(deps, days);
  },
});

// Declared here rather than in a file of its own: startBackfill queues it, and its handler is backfillDay.
/** One past day of the history backfill. */
export const backfillDayJob = defineJob({
  name: 'backfillDay',
  payload: z.object({
    day: jobDay,
    /** The highest keyword id when the backfill started: keywords added later are not backfilled. */
    throughKeywordId: z.number().int().min(0).optional(),
  }),
  handler: ({ day, throughKeywordId }, deps) => backfillDay(deps, day, throughKeywordId),
  // Nobody tries the day again (the backfill is started once): it ends without its searches, which the log says.
  async onGaveUp({ day }, deps) {
    const run = await endBackfillDay(deps);
    deps.log(`history backfill: ${day} given up, its searches missing — ${run?.done}/${run?.total} days`);
  },
});
