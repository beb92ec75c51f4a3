// The API-only entry: `npm start` runs API_PROCESSES of it (src/main.ts), all sharing one listening socket
// through node:cluster; each talks to the database, the stand-ins and the queue its supervisor started.
import { startAfterbuy } from './app/afterbuy.ts';
import { buildApp } from './app/build-app.ts';
import { loadConfig } from './app/config.ts';
import { startMarketplace } from './app/marketplace.ts';
import { startPayments } from './app/payments.ts';
import { startSuggestions } from './app/suggestions.ts';
import { pendingWebBuild, supervisorGo } from './app/supervisor-go.ts';
import { openDatabase } from './db/database.ts';

// Under `npm start` this process loads its code while the database starts, and begins on the supervisor's go.
await supervisorGo();
const config = loadConfig();
if (!config.DATABASE_URL)
  throw new Error(
    'The API process needs DATABASE_URL (npm start passes its database to the processes it starts).',
  );
const database = openDatabase(config.DATABASE_URL);
const payments = await startPayments(config);
const marketplace = await startMarketplace(config, database.db);
const suggestions = await startSuggestions(config);
const afterbuy = await startAfterbuy(config);
const app = await buildApp({
  config,
  db: database.db,
  paymentGateway: payments.gateway,
  ebay: marketplace,
  suggest: suggestions.client,
  afterbuy: afterbuy.client,
  webBuild: pendingWebBuild(),
});

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  await app.close();
  await Promise.all([payments.close(), marketplace.close(), suggestions.close(), afterbuy.close()]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
