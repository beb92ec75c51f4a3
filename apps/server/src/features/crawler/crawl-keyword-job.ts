import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { evaluateSearchAlerts } from '../alerts/public.ts';
import { isBackfillUnderWay } from './backfill-under-way.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { jobDay } from './job-days.ts';

/**
 * One search of a keyword for its slot (as of a past day during the history backfill). A search of now is
 * followed by the sellers' alert rules on it, unless the backfill is under way (its end evaluates today's newest
 * searches); the backfill's past days fire no alerts.
 */
export const crawlKeywordJob = defineJob({
  name: 'crawlKeyword',
  payload: z.object({ keywordId: z.number().int(), slotAt: z.string(), asOf: jobDay.optional() }),
  async handler(payload, deps) {
    await crawlKeyword(deps, payload);
    if (payload.asOf || (await isBackfillUnderWay(deps.db, deps.clock()))) return;
    await evaluateSearchAlerts(deps, payload.keywordId, new Date(payload.slotAt));
  },
});
