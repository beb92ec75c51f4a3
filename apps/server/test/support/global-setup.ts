import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../src/db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { seedReferenceData } from '../../src/seed/reference-data.ts';
import { databaseUrlOf, templateDatabase, testDatabasePattern } from './database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server the API tests create their databases on. */
    databaseServerUrl: string;
  }
}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** The tests' own server: `<repo>/data/test/postgres`, apart from the app's `<repo>/data/postgres`. */
const embeddedDataDir = path.join(repositoryRoot, 'data', 'test');
/** `TEST_PG_PORT` lets two checkouts on one machine run their API tests side by side. */
const embeddedPort = Number(process.env.TEST_PG_PORT ?? 5434);

/**
 * Starts (or connects to) PostgreSQL and prepares `baylytics_template`: migrated, with the reference
 * data. Each test file clones it into a database of its own (see test-app.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const externalUrl = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!externalUrl) {
    embedded = await startEmbeddedPostgres(embeddedDataDir, embeddedPort).catch((error: unknown) => {
      throw new Error(
        `Could not start the embedded PostgreSQL for the tests under ${embeddedDataDir} on port ${embeddedPort} ` +
          `(port taken? set TEST_PG_PORT to use another port, or TEST_DATABASE_URL to use another server): ${String(error ?? 'exited early')}`,
      );
    });
  }
  const serverUrl = externalUrl ?? embedded?.url;
  if (!serverUrl) throw new Error('no database server');

  try {
    await withClient(serverUrl, async (client) => {
      // Databases of an earlier run that crashed before its teardown; only on our own server.
      if (embedded) await dropDatabases(client, testDatabasePattern);
      await dropDatabases(client, `^${templateDatabase}$`);
      await client.query(`CREATE DATABASE ${templateDatabase}`);
    });
    const template = openDatabase(databaseUrlOf(serverUrl, templateDatabase), { max: 2 });
    try {
      await migrateDatabase(template.db);
      await seedReferenceData(template.db);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a source database that has connections.
      await template.close();
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  project.provide('databaseServerUrl', serverUrl);

  return async () => {
    await embedded?.stop();
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the databases whose name matches, ending their connections first. */
async function dropDatabases(client: pg.Client, pattern: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname ~ $1',
    [pattern],
  );
  for (const { datname } of rows) {
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      datname,
    ]);
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
