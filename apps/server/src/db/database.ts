import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as admin from './schema/admin.ts';
import * as affiliate from './schema/affiliate.ts';
import * as afterbuy from './schema/afterbuy.ts';
import * as alerts from './schema/alerts.ts';
import * as analytics from './schema/analytics.ts';
import * as billing from './schema/billing.ts';
import * as campaigns from './schema/campaigns.ts';
import * as common from './schema/common.ts';
import * as crawler from './schema/crawler.ts';
import * as itemSpecifics from './schema/item-specifics.ts';
import * as keywords from './schema/keywords.ts';
import * as learning from './schema/learning.ts';
import * as marketplace from './schema/marketplace.ts';
import * as ranking from './schema/ranking.ts';
import * as research from './schema/research.ts';
import * as usersAndAuth from './schema/users-and-auth.ts';

// Every table, so the query builder's types know them all; each file under schema/ declares one feature area's.
const schema = {
  ...usersAndAuth,
  ...campaigns,
  ...billing,
  ...common,
  ...marketplace,
  ...ranking,
  ...keywords,
  ...crawler,
  ...analytics,
  ...research,
  ...admin,
  ...affiliate,
  ...learning,
  ...itemSpecifics,
  ...afterbuy,
  ...alerts,
};

export type Database = NodePgDatabase<typeof schema>;

/**
 * The database or one open transaction: what a repository's statements run on. A repository built on a
 * transaction runs every statement inside it (see transactional.ts).
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Applies the Drizzle migrations; each runs in a transaction, so a crash leaves none half-applied. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/** The readiness check: one round trip to the server; it throws when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
