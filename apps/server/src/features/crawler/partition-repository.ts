import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** SQL of the day partitions of `search_snapshots` (DDL: raw SQL, the builder has none). */
export function createPartitionRepository(db: Executor) {
  return {
    /** Creates the day's partition if it is missing (a database function of migration 0004). */
    async ensure(day: string): Promise<void> {
      await db.execute(sql`select ensure_search_snapshot_partition(${day}::date)`);
    },

    /** The names of every partition of `search_snapshots`. */
    async names(): Promise<string[]> {
      const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'search_snapshots'`);
      return rows.map((row) => row.name);
    },

    /** Drops one partition whole; `name` comes from `names()`, never from outside. */
    async drop(name: string): Promise<void> {
      await db.execute(sql.raw(`drop table if exists "${name}"`));
    },
  };
}

export type PartitionRepository = ReturnType<typeof createPartitionRepository>;
