// The worker-only entry: `npm start` runs WORKER_PROCESSES of it beside the API processes (src/main.ts), and
// production may run it on other machines; the same task list against DATABASE_URL and the configured eBay.
import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import { loadConfig } from './app/config.ts';
import { createConfiguredMail } from './app/configured-mail.ts';
import { startMarketplace } from './app/marketplace.ts';
import { supervisorGo } from './app/supervisor-go.ts';
import { migrateDatabase, openDatabase } from './db/database.ts';
import { createAfterbuyClient } from './integrations/afterbuy/create-afterbuy-client.ts';
import { createEngineDeps, startEngine } from './jobs/engine.ts';
import { workerIdsMessage } from './jobs/worker-ids.ts';
import { lowerProcessPriority, lowerSessionPriority } from './jobs/worker-priority.ts';

// Under `npm start` this process loads its code while the database starts, and begins on the supervisor's go.
await supervisorGo();
const config = loadConfig();
if (!config.DATABASE_URL)
  throw new Error('The worker needs DATABASE_URL (npm start passes its database to the workers it starts).');
const log = (message: string) => process.stdout.write(`[worker ${process.pid}] ${message}\n`);
const database = openDatabase(config.DATABASE_URL, { max: config.WORKER_CONCURRENCY + 6 });
// Jobs give way to the API on shared cores: this process, and its sessions on a database running here.
const isLowered = lowerProcessPriority(config.WORKER_NICENESS);
if (config.DATABASE_IS_EMBEDDED)
  lowerSessionPriority(database.pool, config.WORKER_NICENESS, (reason) =>
    log(`database sessions keep their CPU priority: ${reason}`),
  );
await migrateDatabase(database.db);
const marketplace = await startMarketplace(config, database.db);
const mail = createConfiguredMail(config);
// Started by a supervisor: it is told the ids this process locks jobs under, to release them should it die.
const events: WorkerEvents = new EventEmitter();
events.on('worker:create', ({ worker }) => process.send?.(workerIdsMessage([worker.workerId])));
const engine = await startEngine(
  createEngineDeps({
    db: database.db,
    ebay: marketplace.client,
    log,
    loginLogRetentionDays: config.LOGIN_LOG_RETENTION_DAYS,
    invoiceRetentionYears: config.INVOICE_RETENTION_YEARS,
    mail: { service: mail.service, publicUrl: config.publicUrl },
    // Under `npm start` the supervisor passes its Afterbuy stand-in's address; otherwise the real Afterbuy's.
    ...(config.AFTERBUY_URL && {
      afterbuy: {
        client: createAfterbuyClient({ url: config.AFTERBUY_URL, timeoutMs: config.AFTERBUY_TIMEOUT_MS }),
        cipher: marketplace.cipher,
      },
    }),
  }),
  { concurrency: config.WORKER_CONCURRENCY, events },
);
log(
  `Baylytics worker running (${config.WORKER_CONCURRENCY} jobs at once${isLowered ? `, niceness ${config.WORKER_NICENESS}` : ''})`,
);

let isClosing = false;
async function shutdown(): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await engine.stop();
  await mail.close();
  await marketplace.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
