import { EventEmitter } from 'node:events';
import { makeWorkerUtils, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';

/** The first key of the advisory locks that mark a live worker; the second is the hash of its worker id. */
const leaseKey = 0x6c656173;
/** How often a running worker process looks for jobs left locked by a dead one. */
const sweepEveryMs = 60_000;

/**
 * graphile-worker gives a job locked by a worker that died (SIGKILL, a lost machine) back to the queue only after
 * 4 hours. So each worker of this process holds an advisory lock named after its worker id, on a connection of
 * this process's own, for as long as the process lives: PostgreSQL drops those locks with the connection. A job
 * locked by a worker whose lock nobody holds belongs to a dead process; it is unlocked at start and every minute,
 * and runs again (jobs are idempotent, delivery is at least once).
 */
export async function startWorkerLeases(
  pool: pg.Pool,
  log: (message: string) => void,
  /** graphile-worker's events when someone else listens too (a worker process telling its supervisor). */
  given?: WorkerEvents,
) {
  const lease = await pool.connect();
  // A dropped lease connection must not end the process: its locks are gone, the next sweep of any process sees it.
  lease.on('error', (error) => log(`worker lease connection lost: ${error.message}`));
  // One query at a time on the lease connection: workers are created together, and pg wants no overlap.
  let held: Promise<unknown> = Promise.resolve();
  const events: WorkerEvents = given ?? new EventEmitter();
  events.on('worker:create', ({ worker }) => {
    held = held.then(() =>
      lease.query('select pg_advisory_lock($1, hashtext($2))', [leaseKey, worker.workerId]).catch(() => {}),
    );
  });
  const utils = await makeWorkerUtils({ pgPool: pool });

  async function releaseDeadWorkers(): Promise<number> {
    await held;
    const { rows } = await pool.query<{ locked_by: string }>(
      `select distinct jobs.locked_by from graphile_worker._private_jobs jobs
        where jobs.locked_by is not null
          and not exists (
            select 1 from pg_locks l
             where l.locktype = 'advisory' and l.granted and l.objsubid = 2
               and l.database = (select oid from pg_database where datname = current_database())
               and l.classid::bigint = $1
               and l.objid::bigint = (hashtext(jobs.locked_by)::bigint & 4294967295))`,
      [leaseKey],
    );
    const dead = rows.map((row) => row.locked_by);
    if (dead.length > 0) {
      await utils.forceUnlockWorkers(dead);
      log(`worker: released the jobs of ${dead.length} stopped worker(s)`);
    }
    return dead.length;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    events,
    /** Releases what dead workers hold now, then every minute. */
    start(): Promise<number> {
      const sweep = () => {
        timer = setTimeout(
          () =>
            void releaseDeadWorkers()
              .catch(() => {})
              .finally(sweep),
          sweepEveryMs,
        );
        timer.unref();
      };
      return releaseDeadWorkers().finally(sweep);
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      await held;
      await utils.release();
      // Destroyed rather than returned to the pool, so its advisory locks go with it.
      lease.release(true);
    },
  };
}
