import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One project per kind of test; `npx vitest run` runs them all, `--project <name>` one.
 * Add a project here for another workspace (e.g. the web app's component tests).
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'api',
      include: ['apps/server/test/**/*.test.ts'],
      environment: 'node',
      // Starts PostgreSQL (embedded, or TEST_DATABASE_URL) and prepares the template database.
      globalSetup: ['apps/server/test/support/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
];

export default defineConfig({
  test: {
    projects,
    // A skipped or focused test must not pass unnoticed in CI.
    allowOnly: false,
  },
});
