import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createCategoryRepository } from './categories/category-repository.ts';
import { createCategoryService } from './categories/category-service.ts';
import { refreshCategoryTreesJob } from './categories/refresh-category-trees-job.ts';
import { categoryRoutes } from './categories/routes.ts';
import { createMedianService } from './median/median-service.ts';
import { medianRoutes } from './median/routes.ts';

/** Market research: the category browser (eBay's trees, kept by a job) and the median tool. */
export const researchModule: FeatureModule = {
  name: 'research',
  routes(scope, { db, ebay }) {
    const api = createApi(scope);
    categoryRoutes(api, createCategoryService({ repository: createCategoryRepository(db) }));
    medianRoutes(api, createMedianService({ ebay: ebay.client }));
  },
  jobs: [refreshCategoryTreesJob],
};
