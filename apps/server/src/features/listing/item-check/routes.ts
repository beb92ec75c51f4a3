import { itemCheck } from '@baylytics/contract/listing-item-check';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { ItemCheckService } from './service.ts';

export function itemCheckRoutes(api: Api, service: ItemCheckService): void {
  api.handle(itemCheck, async ({ auth, params, query }) =>
    service.check(requireAuth(auth).user.id, params.itemNumber, query),
  );
}
