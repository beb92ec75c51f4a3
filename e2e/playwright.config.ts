import { defineConfig } from '@playwright/test';
import {
  e2eAfterbuySandboxPort,
  e2eBaseUrl,
  e2eDatabasePort,
  e2eDataDir,
  e2eEbaySandboxPort,
  e2ePaypalSandboxPort,
  e2ePort,
  e2eSuggestSandboxPort,
} from './support/e2e-env.ts';

export default defineConfig({
  testDir: './tests',
  // After the server answers: wait for its first start (demo seed and the jobs it queues) to be over.
  globalSetup: './support/first-start-done.ts',
  // Two browsers, the server, its jobs over the 30,000-listing demo market and PostgreSQL share two cores: a page
  // that answers in a fraction of a second alone can take several seconds while a crawl or a daily job runs.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // The JSON report is what `npm test` reads to refuse skipped tests.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: e2eBaseUrl,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; no test tool downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The built product on a fresh embedded database, as `npm start` runs it, in one process: two browsers and the
    // server share two cores (docs/decisions/single-process-for-browser-tests.md).
    command: `rm -rf ${e2eDataDir} && npm run serve --prefix ..`,
    url: `${e2eBaseUrl}/api/heartbeat`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      DATA_DIR: e2eDataDir,
      EMBEDDED_PG_PORT: String(e2eDatabasePort),
      LOG_LEVEL: 'warn',
      PROCESSES: 'single',
      // A short history: the demo backfill must not compete with the browser tests for the CPU.
      DEMO_HISTORY_DAYS: '3',
      // No background keyword discovery (an hour of searches): the tests read the first start's keywords.
      DEMO_KEYWORDS: '0',
      PAYPAL_SANDBOX_PORT: String(e2ePaypalSandboxPort),
      EBAY_SANDBOX_PORT: String(e2eEbaySandboxPort),
      SUGGEST_SANDBOX_PORT: String(e2eSuggestSandboxPort),
      AFTERBUY_SANDBOX_PORT: String(e2eAfterbuySandboxPort),
    },
  },
});
