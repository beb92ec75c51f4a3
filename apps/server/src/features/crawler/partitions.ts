import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { addDays, daysBetween } from './days.ts';

/** Days of position history kept; older day partitions are dropped whole (spec: charts cover 60 days). */
export const retentionDays = 62;
/** Partitions created ahead, so a crawl never waits for DDL at midnight. */
export const daysAhead = 3;

const created = new Set<string>();

/** Creates the day's partition of search_snapshots if missing (remembered per process). */
export async function ensurePartition(db: Database, day: string): Promise<void> {
  if (created.has(day)) return;
  await db.execute(sql`select ensure_search_snapshot_partition(${day}::date)`);
  created.add(day);
}

/** Creates the partitions of today and the next days, drops those older than the retention. */
export async function maintainPartitions(db: Database, today: string): Promise<{ dropped: string[] }> {
  for (const day of daysBetween(today, addDays(today, daysAhead))) await ensurePartition(db, day);
  const oldest = addDays(today, -retentionDays).replaceAll('-', '');
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'search_snapshots'`);
  const dropped: string[] = [];
  for (const { name } of rows) {
    const stamp = name.replace('search_snapshots_p', '');
    if (/^\d{8}$/.test(stamp) && stamp < oldest) {
      await db.execute(sql.raw(`drop table if exists "${name}"`));
      dropped.push(name);
    }
  }
  for (const day of created) if (day.replaceAll('-', '') < oldest) created.delete(day);
  return { dropped };
}
