import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { jobDay } from './job-days.ts';

/** One search of a keyword for its slot (as of a past day during the history backfill). */
export const crawlKeywordJob = defineJob({
  name: 'crawlKeyword',
  payload: z.object({ keywordId: z.number().int(), slotAt: z.string(), asOf: jobDay.optional() }),
  async handler(payload, deps) {
    await crawlKeyword(deps, payload);
  },
});
