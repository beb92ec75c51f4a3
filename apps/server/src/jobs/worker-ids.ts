import type pg from 'pg';

/** What a worker process tells its supervisor: the ids graphile-worker locks its jobs under. */
export interface WorkerIdsMessage {
  kind: 'workerIds';
  workerIds: string[];
}

export function workerIdsMessage(workerIds: string[]): WorkerIdsMessage {
  return { kind: 'workerIds', workerIds };
}

export function isWorkerIdsMessage(message: unknown): message is WorkerIdsMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { kind, workerIds } = message as Partial<WorkerIdsMessage>;
  return kind === 'workerIds' && Array.isArray(workerIds) && workerIds.every((id) => typeof id === 'string');
}

/**
 * Ends the database connections a dead process left (named by its PGAPPNAME): a statement it sent just before it
 * died would otherwise still run, and could lock a job after the release below. Waits up to 5 s for each.
 */
export async function endConnectionsOf(pool: pg.Pool, applicationName: string): Promise<void> {
  await pool.query(
    'select pg_terminate_backend(pid, 5000) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
    [applicationName],
  );
}

/**
 * Frees the jobs a dead worker process held locked, so another worker takes them now instead of after
 * graphile-worker's four-hour lock timeout. A job that was half done runs again from its start: handlers
 * are idempotent (delivery is at least once).
 */
export async function releaseJobsOf(pool: pg.Pool, workerIds: readonly string[]): Promise<number> {
  if (workerIds.length === 0) return 0;
  const { rows } = await pool.query<{ count: number }>(
    'select count(*)::int as count from graphile_worker.jobs where locked_by = any($1::text[])',
    [workerIds],
  );
  await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
  return rows[0]?.count ?? 0;
}
