#!/usr/bin/env node
// `npm test`: every check and every test, in order; exits non-zero if any fails or any test was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'data', 'test-reports');
mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, options = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium is missing at ${chromium}: install Debian's 'chromium' package (or set CHROMIUM_PATH).\n`,
    );
    return false;
  }
  return (
    run('install Debian Chromium', 'apt-get', ['update', '-qq']) &&
    run('install Debian Chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  );
}

/** A skipped or to-do test counts as a failure: it tests nothing. */
function countSkipped(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    process.stderr.write(`No test report at ${file}.\n`);
    return Number.POSITIVE_INFINITY;
  }
}

const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
function withoutTestDatabase() {
  const { TEST_DATABASE_URL: _external, ...env } = process.env;
  return env;
}

/** The API tests run on the embedded server always, and also on TEST_DATABASE_URL when it is set. */
function vitest(title, args, env) {
  rmSync(path.join(reports, 'vitest-run-errors.json'), { force: true });
  return (
    run(
      title,
      'npx',
      [
        'vitest',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--reporter=${path.join(root, 'scripts', 'vitest-run-errors.mjs')}`,
        `--outputFile.json=${vitestReport}`,
      ],
      { env },
    ) && countSkipped(vitestReport, (r) => r.numPendingTests + r.numTodoTests) === 0
  );
}

const steps = [
  [
    'lint and format (Biome)',
    () => run('lint and format (Biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']),
  ],
  [
    'type check',
    () =>
      ['packages/contract', 'packages/sandbox', 'apps/server', 'apps/web', 'e2e'].every((p) =>
        run(`type check ${p}`, 'npx', ['tsc', '-p', p]),
      ),
  ],
  [
    'import boundaries (dependency-cruiser)',
    () => run('import boundaries (dependency-cruiser)', 'npm', ['run', '--silent', 'check:boundaries']),
  ],
  ['file length', () => run('file length', 'node', ['scripts/check-file-length.mjs'])],
  [
    'unit and API tests (Vitest, embedded PostgreSQL)',
    () => vitest('unit and API tests (Vitest, embedded PostgreSQL)', [], withoutTestDatabase()),
  ],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'API tests (Vitest, TEST_DATABASE_URL)',
          () => vitest('API tests (Vitest, TEST_DATABASE_URL)', ['--project', 'api'], process.env),
        ],
      ]
    : []),
  ['build the web app', () => run('build the web app', 'npm', ['run', 'build'])],
  [
    'browser tests (Playwright, Debian Chromium)',
    () =>
      ensureChromium() &&
      run('browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test'], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      }) &&
      countSkipped(playwrightReport, (r) => r.stats.skipped) === 0,
  ],
];

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The first lines of a failure message, without colour codes, so the end of a long log says what failed. */
function firstLines(message, count = 6) {
  return stripVTControlCharacters(message ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');
}

/** Each test that did not pass, named by file and title with how it failed, read from the step's report. */
function testsNotPassed(title) {
  const lines = [];
  if (title.startsWith('unit and API') || title.startsWith('API tests')) {
    for (const file of readReport(vitestReport)?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'passed') continue;
        lines.push(`  ${test.status}: ${path.relative(root, file.name)} › ${test.fullName}`);
        lines.push(firstLines((test.failureMessages ?? []).join('\n')));
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        lines.push(`  failed: ${path.relative(root, file.name)}`, firstLines(file.message));
      }
    }
    for (const error of readReport(path.join(reports, 'vitest-run-errors.json'))?.errors ?? []) {
      lines.push(`  outside any test: ${error.name}`, firstLines(error.stack || error.message, 10));
    }
  }
  if (title.startsWith('browser tests')) {
    const visit = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const last = test.results?.at(-1);
          if (test.status === 'expected' || test.status === 'flaky') continue;
          lines.push(
            `  ${last?.status ?? test.status}: ${file ?? suite.file} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`,
          );
          lines.push(firstLines(last?.error?.message));
        }
      }
      for (const child of suite.suites ?? []) visit(child, file ?? suite.file);
    };
    for (const suite of readReport(playwrightReport)?.suites ?? []) visit(suite);
  }
  return lines.filter(Boolean);
}

const failed = [];
for (const [title, step] of steps) if (!step()) failed.push(title);
for (const title of failed) {
  const lines = testsNotPassed(title);
  if (lines.length) process.stdout.write(`\n--- not passed in ${title}:\n${lines.join('\n')}\n`);
}
process.stdout.write(failed.length ? `\nFAILED: ${failed.join('; ')}\n` : '\nAll checks and tests passed.\n');
process.exit(failed.length ? 1 : 0);
