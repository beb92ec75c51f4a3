import type { Database } from '../../db/database.ts';
import { addDays, startOfDay } from './days.ts';
import { derivePlacementDay } from './placement-days.ts';
import { createScoreRepository } from './score-repository.ts';

/**
 * The day's derived figures, recomputed whole (idempotent: running it twice gives the same rows).
 *
 * Per item, from the newest crawl of each keyword that day: its best place per keyword (first organic,
 * first sponsored, first of either), then BayScore = median of those places over all keywords it ranks for
 * (organic and promoted separately too), rounded to two decimals; position score = number of keywords it
 * ranks for in the top 200. Per imported account: the median BayScore and the summed position score of its
 * single listings and of its listings with variations.
 *
 * Once the day has ended (by `now`), also its per-item keyword places for the reverse tracker
 * (placement-days.ts); a day still running is read from the snapshots there.
 */
export async function deriveDay(db: Database, day: string, now = new Date()): Promise<{ items: number }> {
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  const scores = await createScoreRepository(db).replaceDay(day, from, to);
  await derivePlacementDay(db, day, now);
  return scores;
}

/** Copies today's and yesterday's scores onto the listings, so the account check sorts and filters one table. */
export async function refreshListingScores(db: Database, today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  await createScoreRepository(db).copyToListings(today, yesterday);
}
