import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import type pg from 'pg';
import type { JobQueue } from '../kernel/job-queue.ts';

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
    async add(job, payload, spec) {
      // graphile-worker types payloads through a global registry we do not use; the job's schema is ours.
      const identifier: string = job.name;
      await (await ready()).addJob(identifier, payload, spec);
    },
    async close() {
      if (utils) await (await utils).release();
    },
  };
}
