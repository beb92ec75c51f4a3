import {
  afterbuyCredentials,
  deleteAfterbuyCredentials,
  saveAfterbuyCredentials,
  testAfterbuyCredentials,
  updateAfterbuyMvl,
} from '@baylytics/contract/afterbuy';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { AfterbuyService } from './afterbuy-service.ts';

export function afterbuyRoutes(api: Api, service: AfterbuyService): void {
  api.handle(afterbuyCredentials, async ({ auth }) => service.status(requireAuth(auth).user.id));
  api.handle(saveAfterbuyCredentials, async ({ auth, body }) =>
    service.save(requireAuth(auth).user.id, body),
  );
  api.handle(deleteAfterbuyCredentials, async ({ auth }) => {
    await service.remove(requireAuth(auth).user.id);
    return null;
  });
  api.handle(testAfterbuyCredentials, async ({ auth }) => service.test(requireAuth(auth).user.id));
  api.handle(updateAfterbuyMvl, async ({ auth, body }) => service.update(requireAuth(auth).user.id, body));
}
