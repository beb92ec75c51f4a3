import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { createGrowthRepository } from './growth-repository.ts';
import { growKeywords } from './keyword-growth.ts';

/** Frontier keywords one batch explores: a batch takes seconds, so a restart loses little. */
const defaultBatchSize = 40;
/** Keywords explored longer ago than this go back on the frontier once it is empty. */
const reexploreAfterMs = 7 * 24 * 60 * 60 * 1000;

/**
 * How discovery batches are queued: in one queue per site, so one batch runs at a time whoever queued it (the
 * crontab names the same queue), and at low priority, so a worker picks them only when no other job waits.
 */
export function discoveryJobSpec(siteId: number) {
  return { queueName: `keyword-discovery-${siteId}`, priority: 10, maxAttempts: 5 };
}

/**
 * Grows a site's keyword database breadth first from the search box's suggestions, a batch per job: each
 * batch queues the next until `newKeywords` have joined or nothing is left to explore (nightly from the
 * crontab; the demo market's first start queues a large run). Progress goes to the log.
 */
export const discoverKeywordsJob = defineJob({
  name: 'discoverKeywords',
  payload: z.object({
    siteId: z.union([z.literal(77), z.literal(0), z.literal(3)]),
    /** Keywords this run may still add. */
    newKeywords: z.number().int().min(0).default(2_000),
    batchSize: z.number().int().min(1).max(1_000).default(defaultBatchSize),
    /** Words to start from before the frontier (the first batch of a run only). */
    seedWords: z.array(z.string().min(1).max(80)).max(20_000).optional(),
  }),
  async handler({ siteId, newKeywords, batchSize, seedWords }, deps) {
    const result = await growKeywords(deps, {
      siteId,
      batchSize,
      maxNew: newKeywords,
      ...(seedWords && { seedWords }),
    });
    const left = newKeywords - result.added;
    let frontier = result.frontier;
    if (left > 0 && frontier === 0) {
      const before = new Date(deps.clock().getTime() - reexploreAfterMs);
      frontier = await createGrowthRepository(deps.db).reopen(siteId, before, batchSize);
    }
    if (left > 0 && frontier > 0) {
      await deps.jobs.add(
        discoverKeywordsJob,
        { siteId, newKeywords: left, batchSize },
        discoveryJobSpec(siteId),
      );
      return;
    }
    deps.log(
      `keyword discovery (site ${siteId}): run over, ${result.held} keywords (${frontier} left to explore)`,
    );
  },
});
