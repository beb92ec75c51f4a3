import {
  ebayAccept,
  ebayAuthorize,
  ebayTokenList,
  removeEbayToken,
  renewEbayToken,
  validEbayTokens,
} from '@baylytics/contract/marketplace';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { MarketplaceService } from './service.ts';

export function marketplaceRoutes(api: Api, marketplace: MarketplaceService): void {
  api.handle(ebayAuthorize, async ({ auth, query }) => {
    const { user } = requireAuth(auth);
    return marketplace.authorize(user.id, query.language ?? user.language);
  });
  api.handle(ebayAccept, async ({ auth, body }) => marketplace.accept(requireAuth(auth).user.id, body));
  api.handle(ebayTokenList, async ({ auth, query }) => marketplace.list(requireAuth(auth).user.id, query));
  api.handle(renewEbayToken, async ({ auth, params }) =>
    marketplace.renew(requireAuth(auth).user.id, params.tokenId),
  );
  api.handle(removeEbayToken, async ({ auth, params }) =>
    marketplace.remove(requireAuth(auth).user.id, params.tokenId),
  );
  api.handle(validEbayTokens, async ({ auth }) => marketplace.valid(requireAuth(auth).user.id));
}
