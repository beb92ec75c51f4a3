import { affiliateCurrentLink, affiliateFriends, createAffiliateCode } from '@baylytics/contract/affiliate';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { AffiliateService } from './service.ts';

export function affiliateRoutes(api: Api, service: AffiliateService): void {
  api.handle(affiliateCurrentLink, async ({ auth }) => service.currentLink(requireAuth(auth).user.id));
  api.handle(affiliateFriends, async ({ auth }) => service.friends(requireAuth(auth).user.id));
  api.handle(createAffiliateCode, async ({ auth, body }) =>
    service.generate(requireAuth(auth).user.id, body.code),
  );
}
