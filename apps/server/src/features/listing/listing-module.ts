import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createOptimizedMark } from '../ranking/public.ts';
import { createItemApplyService } from './item-check/apply-service.ts';
import { createItemOptimizedService } from './item-check/optimized-service.ts';
import { createItemCheckRepository } from './item-check/repository.ts';
import { itemCheckRoutes } from './item-check/routes.ts';
import { createItemCheckService } from './item-check/service.ts';
import { mobileCheckRoutes } from './mobile-check/routes.ts';
import { createMobileCheckService } from './mobile-check/service.ts';

/** Listing optimisation (spec 002): the item check, its changes sent to eBay, and the mobile check. */
export const listingModule: FeatureModule = {
  name: 'listing',
  routes(scope, { db, ebay, clock }) {
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
      optimized: createItemOptimizedService(createOptimizedMark(db, clock)),
    });
    mobileCheckRoutes(api, createMobileCheckService(deps));
  },
};
