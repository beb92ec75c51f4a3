import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { discoverKeywords } from './keyword-discovery.ts';

/** Grows a site's keyword database from suggestions and top titles (nightly, from the crontab). */
export const discoverKeywordsJob = defineJob({
  name: 'discoverKeywords',
  payload: z.object({
    siteId: z.union([z.literal(77), z.literal(0), z.literal(3)]),
    maxNew: z.number().int().optional(),
  }),
  async handler({ siteId, maxNew }, deps) {
    const { added } = await discoverKeywords(deps, { siteId, maxNew: maxNew ?? 200 });
    deps.log(`keyword discovery (site ${siteId}): ${added} new keywords`);
  },
});
