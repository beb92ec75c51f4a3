import type { TestProjectInlineConfiguration } from 'vitest/config';
import { defineConfig } from 'vitest/config';

/** What every project shares. A test left focused with `.only` fails the run instead of quietly skipping the rest. */
const common = { environment: 'node', allowOnly: false } as const;

/**
 * One project per kind of test; `npx vitest run` runs them all, `--project <name>` one.
 * Add a project here for another workspace (e.g. the web app's component tests).
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...common,
      name: 'unit',
      include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
      // The stand-ins' tests build the 30,000-listing demo market (seconds on a busy machine) before they ask it.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      ...common,
      name: 'web',
      // The browser app's pure logic (cookies, form values, schemas), and its shared components in a DOM of their own
      // (`.test.tsx`, `@vitest-environment happy-dom`); screens are covered in e2e/.
      include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
    },
  },
  {
    test: {
      ...common,
      name: 'api',
      include: ['apps/server/test/**/*.test.ts'],
      // Starts PostgreSQL (embedded, or TEST_DATABASE_URL) and prepares the template database.
      globalSetup: ['apps/server/test/support/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
];

export default defineConfig({ test: { projects } });
