import { makeWorkerUtils, type TaskSpec, type WorkerUtils } from 'graphile-worker';
import type pg from 'pg';

/** Every task the worker runs, with its payload: the one list the queue and the task list share. */
export interface JobPayloads {
  importListings: { importId: number };
  scheduleCrawls: Record<string, never>;
  crawlKeyword: { keywordId: number; slotAt: string; asOf?: string };
  deriveDay: { day: string };
  maintainPartitions: Record<string, never>;
  discoverKeywords: { siteId: number; maxNew?: number };
  backfillHistory: { days?: number };
  backfillDay: { day: string };
  seedDemoMarket: Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface JobQueue {
  add<N extends JobName>(name: N, payload: JobPayloads[N], spec?: TaskSpec): Promise<void>;
  close(): Promise<void>;
}

/**
 * Adds jobs to graphile-worker's queue in the app's database. The worker's schema is migrated on first use,
 * so the API can queue work even before any worker has started.
 */
export function createJobQueue(pool: pg.Pool): JobQueue {
  let utils: Promise<WorkerUtils> | undefined;
  const ready = () => {
    utils ??= (async () => {
      const made = await makeWorkerUtils({ pgPool: pool });
      await made.migrate();
      return made;
    })();
    return utils;
  };
  return {
    async add(name, payload, spec) {
      // graphile-worker types payloads through a global registry we do not use; JobPayloads is ours.
      const identifier: string = name;
      await (await ready()).addJob(identifier, payload, spec);
    },
    async close() {
      if (utils) await (await utils).release();
    },
  };
}
