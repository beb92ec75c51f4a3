import { mobileCheck } from '@baylytics/contract/listing-mobile-check';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { MobileCheckService } from './service.ts';

export function mobileCheckRoutes(api: Api, service: MobileCheckService): void {
  api.handle(mobileCheck, async ({ auth, params }) =>
    service.check(requireAuth(auth).user.id, params.itemNumber),
  );
}
