import { Logger, type Runner, run, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { maintainPartitionsJob } from '../features/crawler/maintain-partitions-job.ts';
import { refreshCategoryTreesJob } from '../features/research/categories/refresh-category-trees-job.ts';
import type { EngineDeps } from '../kernel/engine-deps.ts';
import { withoutQueryParameters } from '../kernel/log-redaction.ts';
import { buildTaskList, crontab } from './task-list.ts';
import { startWorkerLeases } from './worker-leases.ts';

/**
 * Runs graphile-worker on the app's database: the task list, the crontab, and a first partition upkeep so
 * crawls have somewhere to write. Failures are logged; graphile-worker retries them with backoff. Jobs left locked by
 * a worker process that died are released at start and every minute (see worker-leases.ts).
 */
export async function startWorker(
  deps: EngineDeps,
  options: {
    pool: pg.Pool;
    concurrency?: number;
    withCron?: boolean;
    /** Where graphile-worker reports its workers and jobs (a worker process tells its supervisor their ids). */
    events?: WorkerEvents;
  },
): Promise<Runner> {
  const logger = new Logger(() => (level, message) => {
    // A failed job's message may quote a failed query with its values: those stay out of the log.
    if (level === 'error' || level === 'warning')
      deps.log(`worker ${level}: ${withoutQueryParameters(message)}`);
  });
  const leases = await startWorkerLeases(options.pool, deps.log, options.events);
  const runner = await run({
    events: leases.events,
    pgPool: options.pool,
    concurrency: options.concurrency ?? 4,
    noHandleSignals: true,
    pollInterval: 1000,
    logger,
    taskList: buildTaskList(deps),
    crontab: options.withCron === false ? '' : crontab,
  });
  void runner.promise.finally(() => leases.stop()).catch(() => {});
  await leases.start();
  await deps.jobs.add(maintainPartitionsJob, {}, { jobKey: 'maintainPartitions' });
  // The category browser needs the trees once; afterwards a changed version is what brings a new read.
  await deps.jobs.add(refreshCategoryTreesJob, {}, { jobKey: 'refreshCategoryTrees' });
  return runner;
}
