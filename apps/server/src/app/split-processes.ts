import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';
import { poolOf } from '../db/pool-of.ts';
import { createEngineDeps } from '../jobs/engine.ts';
import { endConnectionsOf, releaseJobsOf } from '../jobs/worker-ids.ts';
import { reasonOf } from '../kernel/reason-of.ts';
import { markDemoMarketFailed, seedDemoMarket } from '../seed/demo-market.ts';
import type { Afterbuy } from './afterbuy.ts';
import type { Config } from './config.ts';
import { type Marketplace, standInAutosugPerSecond, standInBrowsePerSecond } from './marketplace.ts';
import type { Payments } from './payments.ts';
import { superviseProcesses } from './process-supervisor.ts';
import type { Suggestions } from './suggestions.ts';
import { webBuildVariable } from './supervisor-go.ts';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * `PROCESSES=split` (the default): API_PROCESSES API processes (src/api.ts) sharing PORT and WORKER_PROCESSES job
 * workers (src/worker.ts) sharing the queue, forked by this process, which keeps the database and the stand-ins
 * (docs/decisions/separate-api-and-worker-processes.md). They are forked at once, so that they load their code
 * while the database starts, and begin on `start`, once it is migrated.
 */
export function forkSplitProcesses(input: {
  config: Config;
  db: Database;
  databaseUrl: string;
  jobGraceMs: number;
  log(message: string): void;
}) {
  const { config, db, log } = input;
  const supervisor = superviseProcesses({
    roles: [
      { name: 'API', entry: entry('../api.ts'), count: config.API_PROCESSES },
      { name: 'worker', entry: entry('../worker.ts'), count: config.WORKER_PROCESSES },
    ],
    // The embedded database runs on this machine: a worker may lower its sessions' priority (worker-priority.ts).
    env: { DATABASE_URL: input.databaseUrl, DATABASE_IS_EMBEDDED: String(!config.DATABASE_URL) },
    log,
    onLost: async ({ workerIds, applicationName }) => {
      await endConnectionsOf(poolOf(db), applicationName);
      const released = await releaseJobsOf(poolOf(db), workerIds);
      if (released > 0) log(`${released} jobs of an ended worker process are free for the others`);
    },
    stopGraceMs: input.jobGraceMs + 5_000,
  });
  return {
    /** Resolves once the processes loaded their code and wait for the go. */
    loaded: supervisor.loaded,
    /**
     * The go, with the stand-ins' addresses; `webBuild` is the web build while it is still under way, which the
     * API processes' pages wait for. Resolves once every API process listens.
     */
    start: (started: Started) => startSplitProcesses(input, supervisor, started),
  };
}

interface Started {
  payments: Payments;
  marketplace: Marketplace;
  suggestions: Suggestions;
  afterbuy: Afterbuy;
  webBuild?: Promise<unknown>;
}

async function startSplitProcesses(
  { config, db, log }: { config: Config; db: Database; log(message: string): void },
  supervisor: ReturnType<typeof superviseProcesses>,
  { payments, marketplace, suggestions, afterbuy, webBuild }: Started,
) {
  const sandbox = marketplace.sandbox;
  // The children reach what this process started as if it were the outside world: by address.
  const listening = supervisor.go({
    ...(payments.sandboxUrl && { PAYPAL_BASE_URL: payments.sandboxUrl }),
    ...(sandbox && {
      EBAY_API_URL: sandbox.url,
      // The stand-in ignores the DevID the Trading calls carry; the configuration asks for one at any eBay address.
      EBAY_DEV_ID: config.EBAY_DEV_ID ?? 'stand-in-dev-id',
      EBAY_BROWSE_PER_SECOND: String(config.EBAY_BROWSE_PER_SECOND ?? standInBrowsePerSecond),
      EBAY_AUTOSUG_PER_SECOND: String(config.EBAY_AUTOSUG_PER_SECOND ?? standInAutosugPerSecond),
    }),
    ...(suggestions.sandbox && { SUGGEST_BASE_URL: suggestions.sandbox.url }),
    ...(afterbuy.sandbox && { AFTERBUY_URL: afterbuy.sandbox.url }),
    ...(webBuild && { [webBuildVariable]: 'pending' }),
  });
  // Once the build is there, the API processes list its files and answer the pages that wait.
  webBuild?.then(
    () => supervisor.update({ [webBuildVariable]: 'ready' }),
    () => {},
  );
  await listening;

  // The demo market's first start (once; resumed on the next start if interrupted). It connects the demo sellers
  // through the eBay stand-in that lives in this process; the history it queues is crawled by the workers.
  let isStopping = false;
  const engineDeps = createEngineDeps({ db, ebay: marketplace.client, log });
  const demoMarket =
    config.DEMO_MODE && sandbox
      ? seedDemoMarket(engineDeps, {
          ebay: marketplace,
          historyDays: config.DEMO_HISTORY_DAYS,
          keywords: config.DEMO_KEYWORDS,
        }).catch(async (error: unknown) => {
          if (isStopping) return;
          // Run here once, not as a retried job: its failure is final for this start, the next one resumes it.
          await markDemoMarketFailed(engineDeps, `${reasonOf(error)}; the next start resumes it`).catch(
            (marking: unknown) =>
              log(`demo market: stopped (${reasonOf(error)}), not marked: ${reasonOf(marking)}`),
          );
        })
      : Promise.resolve();

  const pidsOf = (role: string) =>
    supervisor
      .children(role)
      .map((child) => child.pid)
      .join(', ');
  return {
    supervisor,
    description: `${config.API_PROCESSES} API (${pidsOf('API')}), ${config.WORKER_PROCESSES} job worker (${pidsOf('worker') || 'none'})`,
    /** SIGTERM to every child (running jobs get `jobGraceMs`), then the demo market's queue. */
    async stop(_jobGraceMs: number): Promise<void> {
      isStopping = true;
      await supervisor.stop();
      await engineDeps.jobs.close();
    },
    /** The demo market's first start: ends early, to be resumed, once the database closes under it. */
    demoMarket,
  };
}
