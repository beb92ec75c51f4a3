import type { Database } from '../../db/database.ts';
import { addDays, dayOf, startOfDay } from './days.ts';
import { retentionDays } from './partitions.ts';
import { createPlacementRepository } from './placement-repository.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day is finished once it has ended: only then can its placements be written once and kept. */
export const isFinishedDay = (day: string, now: Date) =>
  startOfDay(addDays(day, 1)).getTime() <= now.getTime();

/**
 * Writes one day's `item_keyword_days` from that day's snapshot partition and marks the day in
 * `placement_days` (idempotent: the day's rows are replaced whole). Per item and keyword: the newest search of
 * the day that showed the item organically and the newest that showed it sponsored, with the item's best
 * place of that kind in it and, for the organic one, whether that place was a super price in its search —
 * what the reverse tracker's snapshot query picks per day.
 *
 * The day's partition is locked against writes while it is read (SHARE ROW EXCLUSIVE; reads go on): a search
 * of that day written meanwhile waits and then unmarks the day through the trigger of migration 0009, so a
 * mark never covers a search its rows lack; a second fill of the same day (the quarter-hourly derivation
 * beside a backfill) waits for the first instead of colliding with its rows.
 */
export async function fillPlacementDay(db: Database, day: string): Promise<{ rows: number }> {
  if (!dayPattern.test(day)) throw new Error(`not a day: ${day}`);
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  return createPlacementRepository(db).fillDay(day, from, to);
}

/**
 * The daily derivation's step for one day: fills the day once it has ended and is not marked yet (a mark
 * stays only while the day's searches are unchanged, so a marked day needs no second pass: the quarter-hourly
 * derivation of yesterday costs one lookup), and drops the rows of days past the snapshots' retention.
 */
export async function derivePlacementDay(
  db: Database,
  day: string,
  now: Date,
): Promise<{ filled: boolean; rows: number }> {
  const oldest = addDays(dayOf(now), -retentionDays);
  if (!isFinishedDay(day, now) || day < oldest) return { filled: false, rows: 0 };
  const placements = createPlacementRepository(db);
  if (await placements.isMarked(day)) return { filled: false, rows: 0 };
  const { rows } = await fillPlacementDay(db, day);
  await placements.dropBefore(oldest);
  return { filled: true, rows };
}
