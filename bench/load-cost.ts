// What a load run costs per request, beside its latency: the CPU time of the server's main thread (autocannon
// runs in a process of its own, so it neither shares the server's event loop nor counts here) and of the PostgreSQL
// backends serving the pool. On a shared 2-core machine the latencies swing with the other processes' load;
// these two figures move with the code, not with the neighbours.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type pg from 'pg';

const run = promisify(execFile);

export interface LoadResult {
  /** Response times in ms over every response of the run (nearest rank). */
  latency: { p50: number; p90: number; p95: number; p97_5: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  /** CPU ms the load generator's process spent per response (start-up included). */
  generatorMs: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** autocannon replaces `[<id>]` in the address with a new id per request: every request a different one. */
  idReplacement?: boolean;
  /**
   * Who asks: autocannon (the default), or Node's own HTTP client (GET of one address), whose parser reads large
   * answers (Keyword Pro's 254 KiB) at a fraction of autocannon's CPU (bench/load-client.ts).
   */
  generator?: 'autocannon' | 'node-http';
}

const loadClient = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/**
 * Runs autocannon in a process of its own (bench/load-client.ts): the generator's CPU is neither on the
 * server's event loop nor counted as the server's, and every response time is kept for the exact p95.
 */
export async function autocannon(options: LoadOptions): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', loadClient, JSON.stringify(options)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadResult;
}

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

/** CPU ms this whole process used so far, every thread included (libuv's pool compresses in its threads). */
export function processCpuMs(): number {
  return cpuMsOf('/proc/self/stat') ?? 0;
}

/** CPU ms the database's client backends used while `run` ran (backends connected before it). */
export async function databaseCpuDuring(pool: pg.Pool, run: () => Promise<void>): Promise<number> {
  const before = await backendCpuMs(pool);
  await run();
  const after = await backendCpuMs(pool);
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

/**
 * CPU ms used so far by the database's client backends, the one asking included: the pool hands calls made one
 * after another the same connection, which is also the one that asks here.
 */
async function backendCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where backend_type = 'client backend'`,
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
