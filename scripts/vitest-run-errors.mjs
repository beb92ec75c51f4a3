// A Vitest reporter that writes what failed outside any test (unhandled errors, a crashed worker) to a file,
// since the JSON report holds only the tests' own results; `scripts/test.mjs` prints it at the end of a run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.join(
  fileURLToPath(new URL('..', import.meta.url)),
  'data',
  'test-reports',
  'vitest-run-errors.json',
);

export default class RunErrors {
  onTestRunEnd(_modules, unhandledErrors, reason) {
    mkdirSync(path.dirname(file), { recursive: true });
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: error.message ?? String(error),
      stack: error.stack ?? '',
    }));
    writeFileSync(file, JSON.stringify({ reason, errors }, null, 2));
  }
}
