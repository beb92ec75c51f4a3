import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { loadConfig } from '../../src/app/config.ts';
import { startMarketplace } from '../../src/app/marketplace.ts';
import { startSupervisor } from '../../src/app/process-supervisor.ts';
import { openDatabase } from '../../src/db/database.ts';
import { poolOf } from '../../src/db/pool-of.ts';
import { endConnectionsOf, releaseJobsOf } from '../../src/jobs/worker-ids.ts';
import { databaseUrlOf, templateDatabase } from './database-names.ts';
import { onServer } from './start-test-server.ts';

/** A job a worker process held locked when it died. */
export interface LostJob {
  task: string;
}

const workerEntry = fileURLToPath(new URL('../../src/worker.ts', import.meta.url));

/**
 * Job worker processes as `npm start` runs them (src/worker.ts under the supervisor), on a database of their
 * own cloned from the template and against an eBay stand-in in this process, whose call log the tests read.
 * A worker that dies is started again; the jobs it held locked are recorded in `lost`, then freed.
 */
export async function startWorkerProcesses(count: number) {
  const serverUrl = inject('databaseServerUrl');
  const name = `t_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  const url = databaseUrlOf(serverUrl, name);
  const handle = openDatabase(url, { max: 4 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baylytics-workers-'));
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    EBAY_TOKEN_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  };
  const config = loadConfig({ ...process.env, ...env });
  const marketplace = await startMarketplace({ ...config, EBAY_API_URL: undefined }, handle.db, {
    sandboxPort: 0,
    sandboxDataDir: null,
  });
  const sandbox = marketplace.sandbox;
  if (!sandbox) throw new Error('the eBay stand-in did not start');
  const lost: LostJob[] = [];
  const log: string[] = [];
  const supervisor = await startSupervisor({
    roles: [{ name: 'worker', entry: workerEntry, count }],
    // The stand-in ignores the DevID; the configuration asks for one at any eBay address.
    env: { ...env, EBAY_API_URL: sandbox.url, EBAY_DEV_ID: 'stand-in-dev-id', EBAY_BROWSE_PER_SECOND: '200' },
    execArgv: ['--import', 'tsx'],
    log: (message) => log.push(message),
    async onLost({ workerIds, applicationName }) {
      await endConnectionsOf(poolOf(handle.db), applicationName);
      const { rows } = await poolOf(handle.db).query<LostJob>(
        'select task_identifier as task from graphile_worker.jobs where locked_by = any($1::text[])',
        [workerIds],
      );
      lost.push(...rows);
      await releaseJobsOf(poolOf(handle.db), workerIds);
    },
    stopGraceMs: 15_000,
  });
  return {
    db: handle.db,
    pool: poolOf(handle.db),
    sandbox,
    supervisor,
    lost,
    log,
    async stop() {
      await supervisor.stop();
      await marketplace.close();
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `read` until `isDone` holds of its answer, failing with the last answer after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
