// Measures a first `npm start`: removes the web build (unless --keep-build) and the data folder, runs `npm start`,
// prints every line of its output with the seconds since launch, and the seconds until `/api/heartbeat` answers,
// until a demo user can sign in, until the app's page is served (a page asked while the web build is under way waits
// for it) and until the start-up banner. Stops the start (SIGINT) once all four are there.
// `node bench/first-start.mjs [--keep-build]`, with the start's settings in the environment (PORT, DATA_DIR, the
// stand-ins' ports, EMBEDDED_PG_PORT); DATA_DIR must be set, as it is removed first.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the data folder to start from (it is removed first)');
const base = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const isKeepingBuild = process.argv.includes('--keep-build');

rmSync(dataDir, { recursive: true, force: true });
if (!isKeepingBuild) rmSync(new URL('../apps/web/dist', import.meta.url), { recursive: true, force: true });
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadAtStart = load();
const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
const child = spawn('npm', ['start'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
const marks = {};

for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      process.stdout.write(`${seconds().padStart(6)} s  ${line}\n`);
      if (line.includes('Demo sign-ins') || line.startsWith('Database:')) marks.banner ??= seconds();
    }
  });
}

async function answers(path, init) {
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

const signIn = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'gold@demo.baylytics.de', password: 'Demo-2026!' }),
};
const limitMs = 10 * 60_000;
const isRunning = () => performance.now() - startedAt < limitMs && child.exitCode === null;
/** Asks for the app's page once the API answers; the server holds the request until the web build is there. */
async function firstPage() {
  while (isRunning() && !marks.page) {
    try {
      const response = await fetch(base, { signal: AbortSignal.timeout(60_000) });
      if (response.ok && (await response.text()).includes('<div id="root">')) marks.page = seconds();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
let page;
while (isRunning()) {
  if (!marks.heartbeat && (await answers('/api/heartbeat'))) {
    marks.heartbeat = seconds();
    page = firstPage();
  }
  if (marks.heartbeat && !marks.signIn && (await answers('/api/auth/bayuser', signIn)))
    marks.signIn = seconds();
  if (marks.heartbeat && marks.signIn && marks.page && marks.banner) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await page;
process.kill(-child.pid, 'SIGINT');
await new Promise((resolve) => child.once('exit', resolve));
process.stdout.write(
  `\nheartbeat answered after ${marks.heartbeat ?? '—'} s, demo sign-in after ${marks.signIn ?? '—'} s, app page after ${marks.page ?? '—'} s, banner after ${marks.banner ?? '—'} s` +
    ` (${isKeepingBuild ? 'web build kept' : 'web build removed first'}; load average ${loadAtStart} at launch, ${load()} at the end)\n`,
);
