import type { Database } from '../../db/database.ts';
import { addDays, daysBetween } from './days.ts';
import { createPartitionRepository } from './partition-repository.ts';

/** Days of position history kept; older day partitions are dropped whole (spec: charts cover 60 days). */
export const retentionDays = 62;
/** Partitions created ahead, so a crawl never waits for DDL at midnight. */
export const daysAhead = 3;

const created = new Set<string>();

/** Creates the day's partition of search_snapshots if missing (remembered per process). */
export async function ensurePartition(db: Database, day: string): Promise<void> {
  if (created.has(day)) return;
  await createPartitionRepository(db).ensure(day);
  created.add(day);
}

/** Creates the partitions of today and the next days, drops those older than the retention. */
export async function maintainPartitions(db: Database, today: string): Promise<{ dropped: string[] }> {
  const partitions = createPartitionRepository(db);
  for (const day of daysBetween(today, addDays(today, daysAhead))) await ensurePartition(db, day);
  const oldest = addDays(today, -retentionDays).replaceAll('-', '');
  const dropped: string[] = [];
  for (const name of await partitions.names()) {
    const stamp = name.replace('search_snapshots_p', '');
    if (/^\d{8}$/.test(stamp) && stamp < oldest) {
      await partitions.drop(name);
      dropped.push(name);
    }
  }
  for (const day of created) if (day.replaceAll('-', '') < oldest) created.delete(day);
  return { dropped };
}
