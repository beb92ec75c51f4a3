import { demoAccounts, demoPassword } from '@baylytics/sandbox/demo-accounts';
import { buildApp } from './app/build-app.ts';
import { loadConfig } from './app/config.ts';
import { startMarketplace } from './app/marketplace.ts';
import { startPayments } from './app/payments.ts';
import { migrateDatabase, openDatabase } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { createEngineDeps, startEngine } from './jobs/engine.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { seedDemoMarket } from './seed/demo-market.ts';
import { seedReferenceData } from './seed/reference-data.ts';

const startedAt = performance.now();
const config = loadConfig();

let embedded: EmbeddedDatabase | undefined;
if (!config.DATABASE_URL) embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
const databaseUrl = config.DATABASE_URL ?? embedded?.url;
if (!databaseUrl) throw new Error('no database');

const database = openDatabase(databaseUrl);
await migrateDatabase(database.db);
await seedReferenceData(database.db);
const isDemoSeeded = config.DEMO_MODE ? await seedDemoData(database.db, new Date()) : false;

const payments = await startPayments(config);
const marketplace = await startMarketplace(config, database.db);
const app = await buildApp({ config, db: database.db, paymentGateway: payments.gateway, ebay: marketplace });

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await payments.close();
  await engine.stop();
  await marketplace.close();
  await app.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });

// The workers run in this process on the embedded default; production may also run src/worker.ts apart.
const engineDeps = createEngineDeps({
  db: database.db,
  ebay: marketplace.client,
  log: (message) => app.log.info(message),
  seedDemoMarket:
    config.DEMO_MODE && marketplace.sandbox
      ? () => seedDemoMarket(engineDeps, { ebay: marketplace, historyDays: config.DEMO_HISTORY_DAYS })
      : null,
});
const engine = await startEngine(engineDeps);
if (engineDeps.seedDemoMarket) await engineDeps.jobs.add('seedDemoMarket', {}, { jobKey: 'seedDemoMarket' });

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const lines = [
  '',
  `Baylytics is running at ${config.publicUrl}  (API documentation: ${config.publicUrl}/api/docs)`,
  `PayPal: ${payments.sandboxUrl ? `local stand-in at ${payments.sandboxUrl}` : 'PAYPAL_BASE_URL'}`,
  `eBay: ${marketplace.sandbox ? `local stand-in at ${marketplace.sandbox.url}` : 'EBAY_API_URL'}`,
  `Database: ${embedded ? `embedded PostgreSQL under ${config.DATA_DIR}` : 'DATABASE_URL'}; ready in ${seconds} s${isDemoSeeded ? '; demo data seeded' : ''}`,
];
if (config.DEMO_MODE) {
  lines.push('', `Demo sign-ins (password for all: ${demoPassword}):`);
  for (const demo of demoAccounts)
    lines.push(`  ${demo.kind.padEnd(14)} ${demo.email.padEnd(38)} ${demo.description}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);
