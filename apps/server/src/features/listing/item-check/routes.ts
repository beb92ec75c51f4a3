import { applyItemCategory, applyItemSpecifics } from '@baylytics/contract/listing-item-apply';
import { itemCheck } from '@baylytics/contract/listing-item-check';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { ItemApplyService } from './apply-service.ts';
import type { ItemCheckService } from './service.ts';

export function itemCheckRoutes(api: Api, service: ItemCheckService, apply: ItemApplyService): void {
  api.handle(itemCheck, async ({ auth, params, query }) =>
    service.check(requireAuth(auth).user.id, params.itemNumber, query),
  );
  api.handle(applyItemCategory, async ({ auth, params, body }) =>
    apply.applyCategory(requireAuth(auth).user.id, params.itemNumber, body),
  );
  api.handle(applyItemSpecifics, async ({ auth, params, body }) =>
    apply.applySpecifics(requireAuth(auth).user.id, params.itemNumber, body.options),
  );
}
