import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createRelatedKeywords } from '../keywords/public.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createOptimizedMark } from '../ranking/public.ts';
import { createItemApplyService } from './item-check/apply-service.ts';
import { createItemOptimizedService } from './item-check/optimized-service.ts';
import { createItemCheckRepository } from './item-check/repository.ts';
import { itemCheckRoutes } from './item-check/routes.ts';
import { createItemCheckService } from './item-check/service.ts';
import { createCategoryRepository } from './item-specifics/category-repository.ts';
import { createDraftService } from './item-specifics/draft-service.ts';
import { createItemRepository } from './item-specifics/item-repository.ts';
import { loadItemSpecificsJob } from './item-specifics/load-job.ts';
import { itemSpecificsRoutes } from './item-specifics/routes.ts';
import { createItemSpecificsService } from './item-specifics/service.ts';
import { syncItemSpecificsJob } from './item-specifics/sync-job.ts';
import { mobileCheckRoutes } from './mobile-check/routes.ts';
import { createMobileCheckService } from './mobile-check/service.ts';
import { templateRoutes } from './template-generator/routes.ts';
import { createTemplateService } from './template-generator/service.ts';
import { titleBuilderRoutes } from './title-builder/routes.ts';
import { createTitleBuilderService } from './title-builder/service.ts';

/** Listing optimisation (spec 002): the item check, its changes sent to eBay, the mobile check, the
 * title builder, the template generator, and the item specifics list and editor with their load and sync jobs. */
export const listingModule: FeatureModule = {
  name: 'listing',
  routes(scope, { db, ebay, suggest, clock, jobs }) {
    const api = createApi(scope);
    const deps = {
      repository: createItemCheckRepository(db),
      tokens: createUsableTokens(db),
      ebay: ebay.client,
      clock,
    };
    itemCheckRoutes(api, {
      check: createItemCheckService({ ...deps, logger: scope.log }),
      apply: createItemApplyService(deps),
      optimized: createItemOptimizedService(createOptimizedMark(db, clock), deps),
      listing: deps,
    });
    mobileCheckRoutes(api, createMobileCheckService(deps));
    titleBuilderRoutes(
      api,
      createTitleBuilderService({ ...deps, keywords: createRelatedKeywords(db), suggest }),
    );
    templateRoutes(api, createTemplateService(deps));
    const specificsDeps = {
      categories: createCategoryRepository(db),
      items: createItemRepository(db),
      tokens: deps.tokens,
      ebay: ebay.client,
      jobs,
      clock,
    };
    const reading = createItemSpecificsService(specificsDeps);
    itemSpecificsRoutes(api, scope, {
      reading,
      drafts: createDraftService(specificsDeps, reading),
      items: specificsDeps.items,
    });
  },
  jobs: [loadItemSpecificsJob, syncItemSpecificsJob],
};
