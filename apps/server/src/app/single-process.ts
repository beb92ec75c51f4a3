import type { Database } from '../db/database.ts';
import { createEngineDeps, startEngine } from '../jobs/engine.ts';
import { seedDemoMarket } from '../seed/demo-market.ts';
import { seedDemoMarketJob } from '../seed/demo-module.ts';
import type { Afterbuy } from './afterbuy.ts';
import { buildApp } from './build-app.ts';
import type { Config } from './config.ts';
import { createConfiguredMail } from './configured-mail.ts';
import type { Marketplace } from './marketplace.ts';
import type { Payments } from './payments.ts';
import type { Suggestions } from './suggestions.ts';

/**
 * `PROCESSES=single`: the API and the job workers in the process that started the database and the stand-ins
 * (docs/decisions/single-process-for-browser-tests.md). Resolves once the server listens and the workers run.
 */
export async function startSingleProcess(input: {
  config: Config;
  db: Database;
  payments: Payments;
  marketplace: Marketplace;
  suggestions: Suggestions;
  afterbuy: Afterbuy;
  /** The web build while it is still under way: pages wait for it (web-pages.ts). */
  webBuild?: Promise<unknown>;
}) {
  const { config, db, marketplace, afterbuy } = input;
  const app = await buildApp({
    config,
    db,
    paymentGateway: input.payments.gateway,
    ebay: marketplace,
    suggest: input.suggestions.client,
    afterbuy: afterbuy.client,
    webBuild: input.webBuild,
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobMail = createConfiguredMail(config);
  const engineDeps = createEngineDeps({
    db,
    ebay: marketplace.client,
    log: (message) => app.log.info(message),
    loginLogRetentionDays: config.LOGIN_LOG_RETENTION_DAYS,
    invoiceRetentionYears: config.INVOICE_RETENTION_YEARS,
    afterbuy: { client: afterbuy.client, cipher: marketplace.cipher },
    mail: { service: jobMail.service, publicUrl: config.publicUrl },
    seedDemoMarket:
      config.DEMO_MODE && marketplace.sandbox
        ? () =>
            seedDemoMarket(engineDeps, {
              ebay: marketplace,
              historyDays: config.DEMO_HISTORY_DAYS,
              keywords: config.DEMO_KEYWORDS,
            })
        : null,
  });
  const engine = await startEngine(engineDeps);
  if (engineDeps.seedDemoMarket)
    await engineDeps.jobs.add(seedDemoMarketJob, {}, { jobKey: 'seedDemoMarket' });
  return {
    description: '1 process serving the API and running the jobs',
    /** Stops taking requests, then gives running jobs `jobGraceMs` to finish. */
    async stop(jobGraceMs: number): Promise<void> {
      await app.close();
      await Promise.race([engine.stop(), new Promise((resolve) => setTimeout(resolve, jobGraceMs))]);
      await jobMail.close();
    },
  };
}
