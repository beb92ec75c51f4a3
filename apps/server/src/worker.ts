// The worker-only entry (production runs the API and the workers as separate processes, ENGINEERING.md §1):
// the same task list as the server process, against DATABASE_URL and the configured eBay.
import { loadConfig } from './app/config.ts';
import { startMarketplace } from './app/marketplace.ts';
import { migrateDatabase, openDatabase } from './db/database.ts';
import { createAfterbuyClient } from './integrations/afterbuy/create-afterbuy-client.ts';
import { createEngineDeps, startEngine } from './jobs/engine.ts';

const config = loadConfig();
if (!config.DATABASE_URL)
  throw new Error('The worker needs DATABASE_URL (npm start runs it inside the server).');
const database = openDatabase(config.DATABASE_URL, { max: 10 });
await migrateDatabase(database.db);
const marketplace = await startMarketplace(config, database.db);
const engine = await startEngine(
  createEngineDeps({
    db: database.db,
    ebay: marketplace.client,
    loginLogRetentionDays: config.LOGIN_LOG_RETENTION_DAYS,
    invoiceRetentionYears: config.INVOICE_RETENTION_YEARS,
    // The Afterbuy stand-in runs inside the server process; a worker apart reaches the real Afterbuy only.
    ...(config.AFTERBUY_URL && {
      afterbuy: {
        client: createAfterbuyClient({ url: config.AFTERBUY_URL, timeoutMs: config.AFTERBUY_TIMEOUT_MS }),
        cipher: marketplace.cipher,
      },
    }),
  }),
  {
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 4),
  },
);
process.stdout.write('Baylytics worker running\n');

let isClosing = false;
async function shutdown(): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await engine.stop();
  await marketplace.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
