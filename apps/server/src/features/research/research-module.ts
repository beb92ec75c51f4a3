import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createCategoryRepository } from './categories/category-repository.ts';
import { createCategoryService } from './categories/category-service.ts';
import { refreshCategoryTreesJob } from './categories/refresh-category-trees-job.ts';
import { categoryRoutes } from './categories/routes.ts';
import { createMedianService } from './median/median-service.ts';
import { medianRoutes } from './median/routes.ts';
import { createListingPagePool } from './variants/listing-page-pool.ts';
import { readVariantSalesJob } from './variants/read-variant-sales-job.ts';
import { variantRoutes } from './variants/routes.ts';
import { createVariantRepository } from './variants/variant-repository.ts';
import { createVariantService } from './variants/variant-service.ts';

/**
 * Market research: the category browser (eBay's trees, kept by a job), the median tool, and the variant tool
 * (listings' sales per variation, read daily by a job).
 */
export const researchModule: FeatureModule = {
  name: 'research',
  routes(scope, { db, ebay, clock }) {
    const api = createApi(scope);
    categoryRoutes(api, createCategoryService({ repository: createCategoryRepository(db) }));
    medianRoutes(api, createMedianService({ ebay: ebay.client }));
    // Pasted pages are read in worker threads, off the event loop; they end with the server.
    const pages = createListingPagePool();
    scope.addHook('onClose', () => pages.close());
    variantRoutes(
      api,
      createVariantService({
        repository: createVariantRepository(db),
        ebay: ebay.client,
        clock,
        readPage: pages.read,
      }),
    );
  },
  jobs: [refreshCategoryTreesJob, readVariantSalesJob],
};
