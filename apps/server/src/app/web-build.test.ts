import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFinishedFile, isWebBuildCurrent } from './web-build.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A repository with the web app's and the contract's sources, every file dated `sourcesAt` (seconds). */
function repository(sourcesAt: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  folders.push(root);
  for (const file of ['apps/web/src/main.tsx', 'apps/web/index.html', 'packages/contract/src/auth.ts']) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'source');
  }
  for (const entry of ['apps/web/src/main.tsx', 'apps/web/src', 'apps/web/index.html', 'apps/web']) {
    utimesSync(path.join(root, entry), sourcesAt, sourcesAt);
  }
  for (const entry of ['packages/contract/src/auth.ts', 'packages/contract/src', 'packages/contract']) {
    utimesSync(path.join(root, entry), sourcesAt, sourcesAt);
  }
  const dist = path.join(root, 'apps/web/dist');
  return { root, dist };
}

/** A build made at `at`: making its folder changed the web app's folder then too. */
function finishBuild(dist: string, at: number) {
  mkdirSync(dist, { recursive: true });
  utimesSync(path.dirname(dist), at - 1, at - 1);
  writeFileSync(path.join(dist, buildFinishedFile), 'done');
  utimesSync(path.join(dist, buildFinishedFile), at, at);
}

describe('whether npm start rebuilds the web app', () => {
  it('rebuilds when there is no finished build', () => {
    const { root, dist } = repository(1_000);
    expect(isWebBuildCurrent(dist, root)).toBe(false);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), 'half a build');
    expect(isWebBuildCurrent(dist, root)).toBe(false);
  });

  it('keeps a build that finished after the last change of the sources', () => {
    const { root, dist } = repository(1_000);
    finishBuild(dist, 2_000);
    expect(isWebBuildCurrent(dist, root)).toBe(true);
  });

  it('rebuilds when a source of the web app or of the contract changed after the build', () => {
    const { root, dist } = repository(1_000);
    finishBuild(dist, 2_000);
    utimesSync(path.join(root, 'packages/contract/src/auth.ts'), 3_000, 3_000);
    expect(isWebBuildCurrent(dist, root)).toBe(false);
  });

  it('rebuilds when a source file was removed after the build', () => {
    const { root, dist } = repository(1_000);
    finishBuild(dist, 2_000);
    rmSync(path.join(root, 'apps/web/src/main.tsx'));
    expect(isWebBuildCurrent(dist, root)).toBe(false);
  });
});
