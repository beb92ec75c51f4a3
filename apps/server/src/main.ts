// `npm start`: starts what exists once per start (the embedded database, the stand-ins, the demo seed), then
// either the supervisor's API and worker processes (PROCESSES=split, the default) or the API and the jobs in
// this process (PROCESSES=single); on SIGINT/SIGTERM it stops them, then the stand-ins and the database.
import { loadConfig } from './app/config.ts';
import { forkSplitProcesses } from './app/split-processes.ts';
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

// `npm start` builds the browser app (unless its build is current) beside everything else; the API processes start
// before it is there: until then their pages wait for it, their API calls do not.
const webBuild = process.argv.includes('--build-web')
  ? phase('web app ready', () => buildWebIfStale(config.WEB_DIST, log))
  : undefined;
let isWebBuildDone = false;
webBuild?.then(
  () => {
    isWebBuildDone = true;
  },
  () => {},
);
const isSingle = config.PROCESSES === 'single';
// The whole API (every feature's routes) is loaded here only when this process serves it; split, it is the API
// processes' to load. Loaded while the database starts.
const singleProcess = () => import('./app/single-process.ts');
if (isSingle) singleProcess().catch(() => {});
const databaseUrl = config.DATABASE_URL ?? embeddedPostgresUrl(config.EMBEDDED_PG_PORT);
// Split, this process only seeds, queues the demo market's work and frees dead workers' jobs: a few connections.
// The pool connects on its first statement, after the database has started.
const database = openDatabase(databaseUrl, isSingle ? {} : { max: 4 });
// The stand-ins ask nothing of the database at start: they start while it does. A failure still ends the start.
const standIns = phase('stand-ins ready (PayPal, eBay, suggestions, Afterbuy)', () =>
  startStandIns(config, database.db),
);
standIns.catch(() => {});
/** Running jobs get this long to finish; an interrupted one is retried on the next start (jobs are idempotent). */
const jobGraceMs = 10_000;
// Split, the API and worker processes load their code while the database starts; they begin once it is migrated.
const split = isSingle
  ? undefined
  : forkSplitProcesses({ config, db: database.db, databaseUrl, jobGraceMs, log });
if (split) void phase('API and worker processes loaded their code', () => split.loaded);

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

const started = {
  config,
  db: database.db,
  payments,
  marketplace,
  suggestions,
  afterbuy,
  webBuild: isWebBuildDone ? undefined : webBuild,
};
const running = split
  ? await phase('API processes listening', () => split.start(started))
  : await phase('API and jobs listening', async () => (await singleProcess()).startSingleProcess(started));

let isClosing = false;
async function shutdown(signal: string, exitCode = 0): Promise<void> {
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
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// A failed web build ends the start at once, the processes and the database stopped first (shutdown exits).
const webBuilt = webBuild?.catch(async (error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  await shutdown('the web build failed', 1);
});
await phase('demo orders recorded', () => demoOrders);
// The banner, with the address and the demo sign-ins, waits for the web build too.
await webBuilt;
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
