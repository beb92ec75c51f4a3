// `npm start`: starts what exists once per start (the embedded database, the stand-ins, the demo seed), then
// either the supervisor's API and worker processes (PROCESSES=split, the default) or the API and the jobs in
// this process (PROCESSES=single); on SIGINT/SIGTERM it stops them, then the stand-ins and the database.
import { startAfterbuy } from './app/afterbuy.ts';
import { loadConfig } from './app/config.ts';
import { startMarketplace } from './app/marketplace.ts';
import { startPayments } from './app/payments.ts';
import { startSingleProcess } from './app/single-process.ts';
import { startSplitProcesses } from './app/split-processes.ts';
import { startSuggestions } from './app/suggestions.ts';
import { migrateDatabase, openDatabase } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { seedDemoOrders } from './features/billing/public.ts';
import { demoAccounts, demoPassword } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/demo-data.ts';
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

const isSingle = config.PROCESSES === 'single';
// Split, this process only seeds, queues the demo market's work and frees dead workers' jobs: a few connections.
const database = openDatabase(databaseUrl, isSingle ? {} : { max: 4 });
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
const afterbuy = await startAfterbuy(config, {
  ...(marketplace.sandbox && { market: marketplace.sandbox.market }),
});

/** Running jobs get this long to finish; an interrupted one is retried on the next start (jobs are idempotent). */
const jobGraceMs = 10_000;
const started = { config, db: database.db, payments, marketplace, suggestions, afterbuy };
const running = isSingle
  ? await startSingleProcess(started)
  : await startSplitProcesses({ ...started, databaseUrl, jobGraceMs, log });

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  log(`${signal}: shutting down`);
  // Whatever hangs, the embedded database is stopped before the process ends, so no server is left behind.
  const force = setTimeout(() => void embedded?.stop().finally(() => process.exit(1)), jobGraceMs + 20_000);
  force.unref();
  // The API and the workers before the database: a job still running must not lose its connection under it.
  await running.stop(jobGraceMs);
  await payments.close();
  await marketplace.close();
  await suggestions.close();
  await afterbuy.close();
  await database.close();
  if ('demoMarket' in running) await running.demoMarket;
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await demoOrders;
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const lines = [
  '',
  `Baylytics is running at ${config.publicUrl}  (API documentation: ${config.publicUrl}/api/docs)`,
  `Processes: ${running.description}`,
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
