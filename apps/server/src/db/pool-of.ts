import pg from 'pg';
import type { Database } from './database.ts';

/** The node-postgres pool behind a Drizzle database (drizzle keeps it as `$client`; its type omits it). */
export function poolOf(db: Database): pg.Pool {
  const client: unknown = Reflect.get(db, '$client');
  if (!(client instanceof pg.Pool)) throw new Error('the database is not backed by a pg pool');
  return client;
}
