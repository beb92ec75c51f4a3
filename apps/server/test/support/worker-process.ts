import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { poolOf } from '../../src/db/pool-of.ts';
import type { TestApp } from './test-app.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The worker-only entry (src/worker.ts) as a process of its own on the test app's database, reaching the test
 * app's eBay stand-in, so a test can kill it with SIGKILL and start it again. `tokenKey` must be the test app's
 * EBAY_TOKEN_KEY, so the worker can open the sellers' tokens the app sealed.
 */
export function useWorkerProcess(t: TestApp, tokenKey: string) {
  const started: ChildProcess[] = [];
  let output = '';

  function start(): ChildProcess {
    const connectionString = poolOf(t.db).options.connectionString;
    if (!connectionString) throw new Error('the test database has no connection string');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: connectionString,
        EBAY_API_URL: t.ebaySandboxUrl,
        // The stand-in behind EBAY_API_URL ignores the DevID; the worker refuses to start without one.
        EBAY_DEV_ID: 'stand-in-dev-id',
        EBAY_TOKEN_KEY: tokenKey,
        WORKER_CONCURRENCY: '2',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    started.push(child);
    return child;
  }

  /** Ends the process at once, as a crash does, and waits until it is gone. */
  async function kill(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  return {
    start,
    kill,
    /** What the processes wrote, for a failing test's message. */
    output: () => output,
    /** Kills every process this test started that still runs. */
    async stopAll(): Promise<void> {
      await Promise.all(started.map(kill));
      started.length = 0;
    },
  };
}

/** Asks `read` until `isDone` holds of its answer, at most `limitMs`; fails with the last answer otherwise. */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  limitMs: number,
  describe: () => string,
): Promise<T> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting: ${JSON.stringify(value)}\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * How many jobs of a task are still in the queue. The queue drops a job just after its handler returns, so a
 * test asks until none is left rather than once the handler's work shows.
 */
export async function queuedJobs(t: TestApp, taskIdentifier: string): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${taskIdentifier}`,
  );
  return rows[0]?.n ?? -1;
}
