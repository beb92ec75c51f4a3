import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import { backfillDay, startBackfill } from '../features/crawler/backfill.ts';
import { crawlKeyword } from '../features/crawler/crawl-keyword.ts';
import { scheduleCrawls } from '../features/crawler/crawl-schedule.ts';
import { addDays, dayOf } from '../features/crawler/days.ts';
import { deriveDay, refreshListingScores } from '../features/crawler/derive-day.ts';
import { discoverKeywords } from '../features/crawler/keyword-discovery.ts';
import { maintainPartitions } from '../features/crawler/partitions.ts';
import type { SiteId } from '../features/crawler/ports.ts';
import { failImport, runListingImport } from '../features/ranking/import-task.ts';
import type { EngineDeps } from './engine-deps.ts';
import type { JobName } from './job-queue.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const payloads = {
  importListings: z.object({ importId: z.number().int() }),
  scheduleCrawls: z.object({}).loose(),
  crawlKeyword: z.object({ keywordId: z.number().int(), slotAt: z.string(), asOf: day.optional() }),
  deriveDay: z.object({ day: day.optional() }).loose(),
  maintainPartitions: z.object({}).loose(),
  discoverKeywords: z.object({
    siteId: z.union([z.literal(77), z.literal(0), z.literal(3)]),
    maxNew: z.number().int().optional(),
  }),
  backfillHistory: z.object({ days: z.number().int().min(1).max(62).optional() }).loose(),
  backfillDay: z.object({ day }),
  seedDemoMarket: z.object({}).loose(),
} satisfies Record<JobName, z.ZodType>;

/** Every task of the worker; payloads are checked, since the queue is a table anyone with access can write. */
export function buildTaskList(deps: EngineDeps): TaskList {
  const task =
    <N extends JobName>(name: N, work: (payload: z.infer<(typeof payloads)[N]>) => Promise<void>): Task =>
    async (raw) => {
      await work(payloads[name].parse(raw ?? {}) as z.infer<(typeof payloads)[N]>);
    };
  const today = () => dayOf(deps.clock());
  return {
    importListings: async (raw, helpers) => {
      const { importId } = payloads.importListings.parse(raw ?? {});
      try {
        await runListingImport(deps, importId);
      } catch (error) {
        // The last attempt: nobody will retry, so the user must see the import as failed, not running.
        if (helpers.job.attempts >= helpers.job.max_attempts)
          await failImport(deps.db, importId, 'serviceUnavailable', deps.clock());
        throw error;
      }
    },
    scheduleCrawls: task('scheduleCrawls', async () => {
      await scheduleCrawls(deps.db, deps.jobs, deps.clock());
    }),
    crawlKeyword: task('crawlKeyword', async (p) => {
      await crawlKeyword(deps, p);
    }),
    deriveDay: task('deriveDay', async (p) => {
      // Without a day: today so far and yesterday (whose last crawls may have landed after midnight).
      for (const d of p.day ? [p.day] : [addDays(today(), -1), today()]) await deriveDay(deps.db, d);
      await refreshListingScores(deps.db, today());
    }),
    maintainPartitions: task('maintainPartitions', async () => {
      const { dropped } = await maintainPartitions(deps.db, today());
      if (dropped.length > 0) deps.log(`position history: dropped ${dropped.join(', ')}`);
    }),
    discoverKeywords: task('discoverKeywords', async (p) => {
      const { added } = await discoverKeywords(deps, { siteId: p.siteId as SiteId, maxNew: p.maxNew ?? 200 });
      deps.log(`keyword discovery (site ${p.siteId}): ${added} new keywords`);
    }),
    backfillHistory: task('backfillHistory', async (p) => {
      await startBackfill(deps, p.days);
    }),
    backfillDay: task('backfillDay', (p) => backfillDay(deps, p.day)),
    seedDemoMarket: task('seedDemoMarket', async () => {
      await deps.seedDemoMarket?.();
    }),
  };
}

/**
 * The recurring work: claim crawl slots every 2 minutes, refresh today's scores every 15, keep the day
 * partitions, grow the keyword database nightly.
 */
export const crontab = [
  '*/2 * * * * scheduleCrawls',
  '*/15 * * * * deriveDay',
  '5 0 * * * maintainPartitions',
  '30 3 * * * discoverKeywords ?id=discover77 {"siteId":77,"maxNew":200}',
].join('\n');
