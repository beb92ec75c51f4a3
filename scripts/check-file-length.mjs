#!/usr/bin/env node
// Fails when a source file (.ts, .tsx, .mjs, tests included) is over 400 lines: split it by what it does
// (docs/decisions/enforced-boundaries.md). JSON, SQL migrations and generated files are not source.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const maxLines = 400;
const root = fileURLToPath(new URL('..', import.meta.url));
const folders = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const skipped = new Set(['node_modules', 'dist', 'data', 'drizzle', 'test-results', 'playwright-report']);
const source = /\.(ts|tsx|mjs)$/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return source.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const lineCount = (file) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
const tooLong = files
  .map((file) => ({ file: path.relative(root, file), lines: lineCount(file) }))
  .filter(({ lines }) => lines > maxLines)
  .sort((a, b) => b.lines - a.lines);

for (const { file, lines } of tooLong)
  process.stderr.write(`  ${file}: ${lines} lines (at most ${maxLines})\n`);
process.stdout.write(
  tooLong.length
    ? `✘ ${tooLong.length} of ${files.length} source files are over ${maxLines} lines: split them by what they do.\n`
    : `✔ every source file has at most ${maxLines} lines (${files.length} files checked)\n`,
);
process.exit(tooLong.length ? 1 : 0);
