// `npm start`: starts what exists once per start (the embedded database, the stand-ins, the demo seed), then
// either the supervisor's API and worker processes (PROCESSES=split, the default) or the API and the jobs in
// this process (PROCESSES=single); on SIGINT/SIGTERM it stops them, then the stand-ins and the database.
import { loadConfig } from './app/config.ts';
import { startSingleProcess } from './app/single-process.ts';
import { startSplitProcesses } from './app/split-processes.ts';
import { startStandIns } from './app/stand-ins.ts';
import { buildWebIfStale } from './app/web-build.ts';
import { migrateDatabase, openDatabase } from './db/database.ts';
import { type EmbeddedDatabase, embeddedPostgresUrl, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { seedDemoOrders } from './features/billing/public.ts';
import { demoAccounts, demoPassword } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { seedReferenceData } from './seed/reference-data.ts';

const startedAt = performance.now();
const config = loadConfig();
const log = (message: string) => process.stdout.write(`[supervisor] ${message}\n`);
const secondsSince = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
/** One line per start-up phase, with its own time and the time since launch, so an operator sees where a slow start goes. */
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const begun = performance.now();
  const result = await work();
  log(`${name}: ${secondsSince(begun)} s (${secondsSince(0)} s since launch)`);
  return result;
}
log(`code loaded (${secondsSince(0)} s since launch)`);

// `npm start` builds the browser app (unless its build is current) beside the database and the stand-ins; the API
// processes, which serve it, start once it is there.
const webBuild = process.argv.includes('--build-web')
  ? phase('web app ready', () => buildWebIfStale(config.WEB_DIST, log))
  : Promise.resolve();
const isSingle = config.PROCESSES === 'single';
const databaseUrl = config.DATABASE_URL ?? embeddedPostgresUrl(config.EMBEDDED_PG_PORT);
// Split, this process only seeds, queues the demo market's work and frees dead workers' jobs: a few connections.
// The pool connects on its first statement, after the database has started.
const database = openDatabase(databaseUrl, isSingle ? {} : { max: 4 });
// The stand-ins ask nothing of the database at start: they start while it does. A failure still ends the start.
const standIns = phase('stand-ins ready (PayPal, eBay, suggestions, Afterbuy)', () =>
  startStandIns(config, database.db),
);
for (const pending of [webBuild, standIns]) pending.catch(() => {});

let embedded: EmbeddedDatabase | undefined;
// The shutdown below stops the embedded database itself, after the workers have finished their jobs.
if (!config.DATABASE_URL)
  embedded = await phase('embedded PostgreSQL started', () =>
    startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, { stopOnSignal: false, log }),
  );
await phase('database migrated', () => migrateDatabase(database.db));
await phase('reference data seeded', () => seedReferenceData(database.db));
const isDemoSeeded = config.DEMO_MODE
  ? await phase('demo sign-ins seeded', () => seedDemoData(database.db, new Date()))
  : false;

const { payments, marketplace, suggestions, afterbuy } = await standIns;
// The demo's two years of orders and invoices, recorded through billing once the payment provider is there. They
// take seconds on a busy machine: the server starts and answers meanwhile, the start-up banner waits for them. A
// failure still ends the start, as before.
const demoOrders = isDemoSeeded
  ? seedDemoOrders(database.db, payments.gateway, () => new Date())
  : Promise.resolve(0);
await webBuild;

/** Running jobs get this long to finish; an interrupted one is retried on the next start (jobs are idempotent). */
const jobGraceMs = 10_000;
const started = { config, db: database.db, payments, marketplace, suggestions, afterbuy };
const running = isSingle
  ? await phase('API and jobs listening', () => startSingleProcess(started))
  : await phase('API processes listening', () =>
      startSplitProcesses({ ...started, databaseUrl, jobGraceMs, log }),
    );

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

await phase('demo orders recorded', () => demoOrders);
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
