import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { evaluateDailyAlerts, evaluateNewestSearchAlerts } from '../alerts/public.ts';
import { isBackfillUnderWay } from './backfill-under-way.ts';
import { addDays, dayOf } from './days.ts';
import { deriveDay, refreshListingScores } from './derive-day.ts';
import { jobDay } from './job-days.ts';

/**
 * Derives a day's placements and scores from its searches, then refreshes today's listing scores. The scheduled
 * run (no day given) is followed by the sellers' alert rules on today's BayScores and ended listings (not while the
 * history backfill is under way); the run after the backfill also evaluates the newest of today's searches.
 */
export const deriveDayJob = defineJob({
  name: 'deriveDay',
  payload: z.object({ day: jobDay.optional(), isAfterBackfill: z.boolean().optional() }).loose(),
  async handler({ day, isAfterBackfill }, deps) {
    const today = dayOf(deps.clock());
    // Without a day: today so far and yesterday (whose last crawls may have landed after midnight).
    for (const d of day ? [day] : [addDays(today, -1), today]) await deriveDay(deps.db, d);
    await refreshListingScores(deps.db, dayOf(deps.clock()));
    if (day || (await isBackfillUnderWay(deps.db, deps.clock()))) return;
    await evaluateDailyAlerts(deps, today);
    if (isAfterBackfill) await evaluateNewestSearchAlerts(deps, today);
  },
});
