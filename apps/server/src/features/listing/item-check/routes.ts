import {
  applyItemCategory,
  applyItemSpecifics,
  categoryChangePreview,
  markItemOptimized,
} from '@baylytics/contract/listing-item-apply';
import { itemCheck } from '@baylytics/contract/listing-item-check';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { ItemApplyService } from './apply-service.ts';
import { previewCategoryChange } from './category-preview.ts';
import type { ItemOptimizedService } from './optimized-service.ts';
import type { OwnListingRevisionDeps } from './own-listing.ts';
import type { ItemCheckService } from './service.ts';

export function itemCheckRoutes(
  api: Api,
  services: {
    check: ItemCheckService;
    apply: ItemApplyService;
    optimized: ItemOptimizedService;
    listing: OwnListingRevisionDeps;
  },
): void {
  const { check: service, apply, optimized, listing } = services;
  api.handle(itemCheck, async ({ auth, params, query }) =>
    service.check(requireAuth(auth).user.id, params.itemNumber, query),
  );
  api.handle(applyItemCategory, async ({ auth, params, body }) =>
    apply.applyCategory(requireAuth(auth).user.id, params.itemNumber, body),
  );
  api.handle(applyItemSpecifics, async ({ auth, params, body }) =>
    apply.applySpecifics(requireAuth(auth).user.id, params.itemNumber, body.options),
  );
  api.handle(categoryChangePreview, async ({ auth, params, query }) =>
    previewCategoryChange(listing, requireAuth(auth).user.id, params.itemNumber, query.categoryId),
  );
  api.handle(markItemOptimized, async ({ auth, params, body }) =>
    optimized.setOptimized(requireAuth(auth).user.id, params.itemNumber, body.value),
  );
}
