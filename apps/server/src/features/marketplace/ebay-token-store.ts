import type { Database } from '../../db/database.ts';
import type { EbayTokenStore } from '../../integrations/ebay/token-store.ts';
import { createMarketplaceRepository } from './repository.ts';

/** The eBay client's view of `ebay_tokens`: sealed values in, sealed values out. */
export function createEbayTokenStore(db: Database): EbayTokenStore {
  const repository = createMarketplaceRepository(db);
  return {
    async load(tokenId) {
      const row = await repository.sealedToken(tokenId);
      return row && { ...row, scopes: row.scopes.split(' ').filter(Boolean) };
    },
    async saveAccessToken(tokenId, sealed, expiresAt) {
      await repository.saveAccessToken(tokenId, sealed, expiresAt, new Date());
    },
    async markRevoked(tokenId) {
      await repository.forgetTokens(tokenId, new Date());
    },
  };
}
