import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import type { MarketplaceOptions } from '@baylytics/sandbox/marketplace/model';
import pg from 'pg';
import { inject } from 'vitest';
import { startAfterbuy } from '../../src/app/afterbuy.ts';
import { buildApp } from '../../src/app/build-app.ts';
import { loadConfig } from '../../src/app/config.ts';
import { startMarketplace } from '../../src/app/marketplace.ts';
import { startPayments } from '../../src/app/payments.ts';
import { startSuggestions } from '../../src/app/suggestions.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { MailService } from '../../src/integrations/mail/mail-service.ts';
import { databaseUrlOf, templateDatabase } from './database-names.ts';

/**
 * The app of one test file on a database of its own (cloned from the template), listening for real, with its own
 * PayPal, eBay and suggest stand-ins. `stop` closes them all and drops the database.
 */
export async function startTestServer(
  now: () => Date,
  env: Record<string, string>,
  mail: MailService,
  market?: Partial<MarketplaceOptions>,
  logStream?: { write(line: string): void },
) {
  const serverUrl = inject('databaseServerUrl');
  const name = `t_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  const url = databaseUrlOf(serverUrl, name);
  const handle = openDatabase(url, { max: 5 });
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WEB_DIST: '/nonexistent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    EBAY_TOKEN_KEY: randomBytes(32).toString('hex'),
    ...env,
  });
  // The PayPal stand-in of this file; its webhooks reach this app, which listens for real.
  const payments = await startPayments({ ...config, PAYPAL_BASE_URL: undefined }, { sandboxPort: 0 });
  // The eBay stand-in of this file, in memory, on the app's clock; retries kept short for the tests.
  const marketplace = await startMarketplace({ ...config, EBAY_API_URL: undefined }, handle.db, {
    sandboxPort: 0,
    sandboxDataDir: null,
    clock: now,
    retry: { baseDelayMs: 5, maxDelayMs: 50 },
    ...(market && { marketOptions: { ...demoMarketOptions, ...market } }),
  });
  // The search-engine suggest stand-in of this file, answering from the eBay stand-in's market.
  const suggestions = await startSuggestions(
    { ...config, SUGGEST_BASE_URL: undefined },
    { sandboxPort: 0, ...(marketplace.sandbox && { market: marketplace.sandbox.market }) },
  );
  // The Afterbuy stand-in of this file; AFTERBUY_URL in `env` points the app elsewhere (an Afterbuy that is down).
  const afterbuy = await startAfterbuy(env.AFTERBUY_URL ? config : { ...config, AFTERBUY_URL: undefined }, {
    sandboxPort: 0,
    clock: now,
    ...(marketplace.sandbox && { market: marketplace.sandbox.market }),
  });
  const app = await buildApp({
    config,
    db: handle.db,
    clock: now,
    mail,
    paymentGateway: payments.gateway,
    ebay: marketplace,
    suggest: suggestions.client,
    ...(logStream && { logStream }),
    afterbuy: afterbuy.client,
  });
  const stop = async () => {
    // The stand-in first: it must not redeliver webhooks to an app that is gone.
    await payments.close();
    await marketplace.close();
    await suggestions.close();
    await afterbuy.close();
    await app.close();
    await handle.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    app,
    handle,
    payments,
    marketplace,
    suggestions,
    afterbuy,
    baseUrl: `http://127.0.0.1:${port}`,
    stop,
  };
}

/** Runs one statement on a database server (creating or dropping a test database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
