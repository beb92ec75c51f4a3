import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** What the browser app is built from: its own folder and the API contract it imports. */
const sources = ['apps/web', 'packages/contract'];
const skipped = new Set(['node_modules', 'dist']);
/** The build's niceness (0 normal, 19 lowest): below the start's other work, not starved by it. */
const buildNiceness = 10;
/** Written by the web build's last step (apps/web/scripts/precompress.mjs) once every file of the build is there. */
export const buildFinishedFile = '.build-finished';

/** The newest change under the sources: files and folders (a removed file changes its folder's time). */
function newestChange(folder: string): number {
  let newest = statSync(folder).mtimeMs;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the build in `webDist` finished after the last change to the browser app's sources. */
export function isWebBuildCurrent(webDist: string, root = repositoryRoot): boolean {
  const finished = path.join(webDist, buildFinishedFile);
  if (!existsSync(finished)) return false;
  const builtAt = statSync(finished).mtimeMs;
  return sources.every((source) => {
    const folder = path.join(root, source);
    return !existsSync(folder) || newestChange(folder) < builtAt;
  });
}

/**
 * `npm start`'s web build: skipped while the build is newer than its sources, else `npm run build` beside the
 * rest of the start (the database, the stand-ins, the API processes, whose pages wait for it), at a lower CPU
 * priority: the heartbeat no longer waits for the build, so the build gives way to the work the heartbeat
 * waits for.
 */
export function buildWebIfStale(
  webDist: string,
  log: (message: string) => void,
): Promise<'current' | 'built'> {
  if (isWebBuildCurrent(webDist)) {
    log('web app: build is current, not rebuilt');
    return Promise.resolve('current');
  }
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '--silent', '--workspace', '@baylytics/web'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Set before npm starts Vite, which inherits it. Should the system refuse, the build runs at normal priority.
    try {
      if (build.pid) setPriority(build.pid, buildNiceness);
    } catch {}
    let errors = '';
    build.stderr.setEncoding('utf8');
    build.stderr.on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-20_000);
    });
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      if (code === 0) resolve('built');
      else reject(new Error(`the web build failed (${signal ?? `exit code ${code}`}):\n${errors}`));
    });
  });
}
