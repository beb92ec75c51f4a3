// What a load run costs per request, beside its latency: the CPU time of the server's main thread (autocannon
// runs in a worker thread, so it neither shares the server's event loop nor counts here) and of the PostgreSQL
// backends serving the pool. On a shared 2-core machine the latencies swing with the other processes' load;
// these two figures move with the code, not with the neighbours.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type pg from 'pg';

export interface LoadResult {
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  /** Threads firing requests: 1 keeps autocannon off the server's event loop. */
  workers: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

// autocannon ships no types: the part of its answer read here, typed once.
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: LoadOptions,
) => Promise<LoadResult>;

const clockTicksPerMs = 100 / 1000;

/** CPU ms a process or thread used so far, from Linux /proc (utime + stime); null when it is gone. */
function cpuMsOf(statPath: string): number | null {
  try {
    const fields = readFileSync(statPath, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerMs;
  } catch {
    return null;
  }
}

/** CPU ms used so far by the database's client backends. */
async function backendCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = cpuMsOf(`/proc/${pid}/stat`);
    if (ms !== null) used.set(pid, ms);
  }
  return used;
}

export interface LoadCost extends LoadResult {
  /** Server main-thread CPU per request, ms. */
  serverMs: number;
  /** PostgreSQL backend CPU per request, ms (10 ms clock ticks, so an average over many requests). */
  databaseMs: number;
}

/** Runs autocannon against the server in this process and adds what each request cost. */
export async function measuredLoad(pool: pg.Pool, options: LoadOptions): Promise<LoadCost> {
  const before = await backendCpuMs(pool);
  const mainThread = `/proc/self/task/${process.pid}/stat`;
  const serverBefore = cpuMsOf(mainThread) ?? 0;
  const result = await autocannon(options);
  const serverUsed = (cpuMsOf(mainThread) ?? 0) - serverBefore;
  const after = await backendCpuMs(pool);
  let databaseMs = 0;
  for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
  const requests = Math.max(1, result.requests.total);
  return { ...result, serverMs: serverUsed / requests, databaseMs: databaseMs / requests };
}
