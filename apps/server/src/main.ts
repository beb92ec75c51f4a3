// `npm start`: the supervisor. It starts what exists once per start (the embedded database, the stand-ins, the
// demo seed), then API_PROCESSES API processes (src/api.ts) sharing PORT and WORKER_PROCESSES job workers
// (src/worker.ts) sharing the queue; it starts again any that dies and stops them all on SIGINT/SIGTERM.
import { fileURLToPath } from 'node:url';
import { startAfterbuy } from './app/afterbuy.ts';
import { loadConfig } from './app/config.ts';
import { standInBrowsePerSecond, startMarketplace } from './app/marketplace.ts';
import { startPayments } from './app/payments.ts';
import { startSupervisor } from './app/process-supervisor.ts';
import { startSuggestions } from './app/suggestions.ts';
import { migrateDatabase, openDatabase } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { poolOf } from './db/pool-of.ts';
import { seedDemoOrders } from './features/billing/public.ts';
import { createEngineDeps } from './jobs/engine.ts';
import { endConnectionsOf, releaseJobsOf } from './jobs/worker-ids.ts';
import { demoAccounts, demoPassword } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { seedDemoMarket } from './seed/demo-market.ts';
import { seedReferenceData } from './seed/reference-data.ts';

const startedAt = performance.now();
const config = loadConfig();
const log = (message: string) => process.stdout.write(`[supervisor] ${message}\n`);

let embedded: EmbeddedDatabase | undefined;
// The shutdown below stops the embedded database itself, after the workers have finished their jobs.
if (!config.DATABASE_URL)
  embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, { stopOnSignal: false });
const databaseUrl = config.DATABASE_URL ?? embedded?.url;
if (!databaseUrl) throw new Error('no database');

const database = openDatabase(databaseUrl, { max: 4 });
await migrateDatabase(database.db);
await seedReferenceData(database.db);
const isDemoSeeded = config.DEMO_MODE ? await seedDemoData(database.db, new Date()) : false;

const payments = await startPayments(config);
// The demo's two years of orders and invoices, recorded through billing once the payment provider is there. They
// take seconds on a busy machine: the server starts and answers meanwhile, the start-up banner waits for them. A
// failure still ends the start, as before.
const demoOrders = isDemoSeeded
  ? seedDemoOrders(database.db, payments.gateway, () => new Date())
  : Promise.resolve(0);
const marketplace = await startMarketplace(config, database.db);
// The suggest stand-in answers from the eBay stand-in's market, so both agree on the words people search.
const suggestions = await startSuggestions(config, {
  ...(marketplace.sandbox && { market: marketplace.sandbox.market }),
});
const afterbuy = await startAfterbuy(config);

/** Running jobs get this long to finish; an interrupted one is retried on the next start (jobs are idempotent). */
const jobGraceMs = 10_000;
const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// The children reach what this process started as if it were the outside world: by address.
const supervisor = await startSupervisor({
  roles: [
    { name: 'API', entry: entry('./api.ts'), count: config.API_PROCESSES },
    { name: 'worker', entry: entry('./worker.ts'), count: config.WORKER_PROCESSES },
  ],
  env: {
    DATABASE_URL: databaseUrl,
    ...(payments.sandboxUrl && { PAYPAL_BASE_URL: payments.sandboxUrl }),
    ...(marketplace.sandbox && {
      EBAY_API_URL: marketplace.sandbox.url,
      EBAY_BROWSE_PER_SECOND: String(config.EBAY_BROWSE_PER_SECOND ?? standInBrowsePerSecond),
    }),
    ...(suggestions.sandbox && { SUGGEST_BASE_URL: suggestions.sandbox.url }),
    ...(afterbuy.sandbox && { AFTERBUY_URL: afterbuy.sandbox.url }),
  },
  log,
  onLost: async ({ workerIds, applicationName }) => {
    await endConnectionsOf(poolOf(database.db), applicationName);
    const released = await releaseJobsOf(poolOf(database.db), workerIds);
    if (released > 0) log(`${released} jobs of an ended worker process are free for the others`);
  },
  stopGraceMs: jobGraceMs + 5_000,
});

let isClosing = false;
// The demo market's first start (once; resumed on the next start if interrupted). It connects the demo sellers
// through the eBay stand-in that lives in this process; the history it queues is crawled by the workers.
const engineDeps = createEngineDeps({ db: database.db, ebay: marketplace.client, log });
const demoMarket =
  config.DEMO_MODE && marketplace.sandbox
    ? seedDemoMarket(engineDeps, { ebay: marketplace, historyDays: config.DEMO_HISTORY_DAYS }).catch(
        (error: unknown) => {
          if (!isClosing) log(`demo market: stopped (${String(error)}); the next start resumes it`);
        },
      )
    : Promise.resolve();

async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  log(`${signal}: stopping the API and worker processes`);
  // Whatever hangs, the embedded database is stopped before the process ends, so no server is left behind.
  const force = setTimeout(() => void embedded?.stop().finally(() => process.exit(1)), jobGraceMs + 20_000);
  force.unref();
  // Children before the database: a job still running must not lose its connection under it.
  await supervisor.stop();
  await payments.close();
  await marketplace.close();
  await suggestions.close();
  await afterbuy.close();
  await engineDeps.jobs.close();
  await database.close();
  await demoMarket;
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await demoOrders;
const pidsOf = (role: string) =>
  supervisor
    .children(role)
    .map((child) => child.pid)
    .join(', ');
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const lines = [
  '',
  `Baylytics is running at ${config.publicUrl}  (API documentation: ${config.publicUrl}/api/docs)`,
  `Processes: ${config.API_PROCESSES} API (${pidsOf('API')}), ${config.WORKER_PROCESSES} job worker (${pidsOf('worker') || 'none'})`,
  `PayPal: ${payments.sandboxUrl ? `local stand-in at ${payments.sandboxUrl}` : 'PAYPAL_BASE_URL'}`,
  `eBay: ${marketplace.sandbox ? `local stand-in at ${marketplace.sandbox.url}` : 'EBAY_API_URL'}`,
  `Search-engine suggestions: ${suggestions.sandbox ? `local stand-in at ${suggestions.sandbox.url}` : 'SUGGEST_BASE_URL'}`,
  `Afterbuy: ${afterbuy.sandbox ? `local stand-in at ${afterbuy.sandbox.url}` : 'AFTERBUY_URL'}`,
  `Database: ${embedded ? `embedded PostgreSQL under ${config.DATA_DIR}` : 'DATABASE_URL'}; ready in ${seconds} s${isDemoSeeded ? '; demo data seeded' : ''}`,
];
if (config.DEMO_MODE) {
  lines.push('', `Demo sign-ins (password for all: ${demoPassword}):`);
  for (const demo of demoAccounts)
    lines.push(`  ${demo.kind.padEnd(14)} ${demo.email.padEnd(38)} ${demo.description}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);
