import { z } from 'zod';
import { defineJob } from '../../../kernel/define-job.ts';
import { createCategoryRepository } from './category-repository.ts';
import { categorySites, refreshCategoryTree } from './category-service.ts';

/**
 * Keeps the category browser's trees: per site, eBay's tree is read again only when its version changed.
 * Runs at worker start and nightly; a site that fails is retried by the queue, the others are kept.
 */
export const refreshCategoryTreesJob = defineJob({
  name: 'refreshCategoryTrees',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    const repository = createCategoryRepository(deps.db);
    const failures: unknown[] = [];
    for (const siteId of categorySites) {
      try {
        const outcome = await refreshCategoryTree(
          { repository, taxonomy: deps.categoryTrees, clock: deps.clock },
          siteId,
        );
        if ('version' in outcome)
          deps.log(`category tree ${siteId}: version ${outcome.version}, ${outcome.categories} categories`);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'category trees not refreshed');
  },
});
