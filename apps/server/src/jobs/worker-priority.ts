import { setPriority } from 'node:os';
import type pg from 'pg';

/**
 * Lowers this process's CPU priority to `niceness` (0 normal … 19 lowest): the job worker gives way to the API
 * processes on the same cores, and still gets every core nobody else wants. Answers whether the system allowed it.
 */
export function lowerProcessPriority(niceness: number): boolean {
  if (niceness === 0) return false;
  try {
    setPriority(niceness);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers, to `niceness`, the CPU priority of each database server process the pool's sessions run in, as they
 * open. Only for a database whose server processes run on this machine (the embedded one): a process id of
 * another machine's server would name an unrelated process here. Sessions the system refuses to lower (another
 * user's processes without the right to) keep their priority; `onRefused` hears of the first.
 */
export function lowerSessionPriority(
  pool: pg.Pool,
  niceness: number,
  onRefused: (reason: string) => void,
): void {
  if (niceness === 0) return;
  let isRefusalTold = false;
  pool.on('connect', (client) => {
    client
      .query<{ pid: number }>('select pg_backend_pid() as pid')
      .then(({ rows }) => {
        const pid = rows[0]?.pid;
        if (pid !== undefined) setPriority(pid, niceness);
      })
      .catch((error: unknown) => {
        if (isRefusalTold) return;
        isRefusalTold = true;
        onRefused(error instanceof Error ? error.message : String(error));
      });
  });
}
