import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSupervisor } from '../../src/app/process-supervisor.ts';
import { poolOf } from '../../src/db/pool-of.ts';
import { endConnectionsOf, releaseJobsOf } from '../../src/jobs/worker-ids.ts';
import { freePort } from './start-test-server.ts';
import type { TestApp } from './test-app.ts';

/** A job a worker process held locked when it died. */
export interface LostJob {
  task: string;
}

const entry = (file: string) => fileURLToPath(new URL(`../../src/${file}`, import.meta.url));

/**
 * API processes (src/api.ts) and job worker processes (src/worker.ts) as `npm start` runs them under its
 * supervisor, on the test app's database and reaching the test app's stand-ins by address. `tokenKey` must be the
 * test app's EBAY_TOKEN_KEY. A child that dies is started again; the jobs it held locked are recorded in `lost`,
 * then freed, as `npm start` does. What the children write is kept in `output`, line by line. `port` and
 * `paypalUrl` choose the API's port and the PayPal they reach (a stand-in of the test's own, whose notices go to
 * that port); by default a free port and the test app's PayPal stand-in.
 */
export async function startSupervisedProcesses(
  t: TestApp,
  options: {
    tokenKey: string;
    api: number;
    workers: number;
    logLevel?: string;
    port?: number;
    paypalUrl?: string;
  },
) {
  const connectionString = poolOf(t.db).options.connectionString;
  if (!connectionString) throw new Error('the test database has no connection string');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baylytics-processes-'));
  const port = options.port ?? (await freePort());
  const lost: LostJob[] = [];
  const output: { role: string; pid: number | undefined; line: string }[] = [];
  const log: string[] = [];
  const pool = poolOf(t.db);
  const supervisor = await startSupervisor({
    roles: [
      { name: 'API', entry: entry('api.ts'), count: options.api },
      { name: 'worker', entry: entry('worker.ts'), count: options.workers },
    ],
    env: {
      DATABASE_URL: connectionString,
      DATA_DIR: dataDir,
      PORT: String(port),
      WEB_DIST: '/nonexistent',
      EBAY_TOKEN_KEY: options.tokenKey,
      EBAY_API_URL: t.ebaySandboxUrl,
      // The stand-in behind EBAY_API_URL ignores the DevID; the configuration asks for one at any eBay address.
      EBAY_DEV_ID: 'stand-in-dev-id',
      PAYPAL_BASE_URL: options.paypalUrl ?? t.paypalSandboxUrl,
      SUGGEST_BASE_URL: t.suggestSandbox.url,
      AFTERBUY_URL: t.afterbuySandbox.url,
      WORKER_CONCURRENCY: '2',
      LOG_LEVEL: options.logLevel ?? 'warn',
    },
    execArgv: ['--import', 'tsx'],
    log: (message) => log.push(message),
    onOutput: (line, from) => output.push({ ...from, line }),
    async onLost({ workerIds, applicationName }) {
      await endConnectionsOf(pool, applicationName);
      const { rows } = await pool.query<LostJob>(
        'select task_identifier as task from graphile_worker.jobs where locked_by = any($1::text[])',
        [workerIds],
      );
      lost.push(...rows);
      await releaseJobsOf(pool, workerIds);
    },
    stopGraceMs: 15_000,
  });
  return {
    supervisor,
    baseUrl: `http://127.0.0.1:${port}`,
    lost,
    log,
    output,
    /** The supervisor's log and the children's output, for a failing test's message. */
    describe: () =>
      [...log, ...output.slice(-60).map((o) => `[${o.role} ${o.pid}] ${o.line}`)].join('\n').slice(-8000),
    /** Ends a child at once, as a crash does, and waits until it is gone. */
    async kill(pid: number): Promise<void> {
      const gone = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (!supervisor.children('API').some((c) => c.pid === pid)) {
            if (!supervisor.children('worker').some((c) => c.pid === pid)) {
              clearInterval(check);
              resolve();
            }
          }
        }, 20);
      });
      process.kill(pid, 'SIGKILL');
      await gone;
    },
    async stop(): Promise<void> {
      await supervisor.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
