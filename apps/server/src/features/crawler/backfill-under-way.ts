import type { Database } from '../../db/database.ts';
import { createEngineRunRepository } from './engine-run-repository.ts';
import { backfillRunName } from './run-names.ts';

/** A backfill that counted no day for this long has stalled (a day giving up): alerts no longer wait for it. */
const stalledAfterMs = 15 * 60_000;

/**
 * Whether the history backfill is filling the days before today. Meanwhile searches of now are not evaluated for
 * alerts: a rule seeing a listing for the first time would have no day before to measure it from, and noting it
 * then would leave nothing to compare with until tomorrow. The backfill's end evaluates today's newest searches.
 */
export function isBackfillUnderWay(db: Database, now: Date): Promise<boolean> {
  return createEngineRunRepository(db).isUnderWay(backfillRunName, new Date(now.getTime() - stalledAfterMs));
}
