import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ebayTokens } from '../../db/schema/marketplace.ts';
import type { EbayTokenStore } from '../../integrations/ebay/token-store.ts';

/** The eBay client's view of `ebay_tokens`: sealed values in, sealed values out. */
export function createEbayTokenStore(db: Database): EbayTokenStore {
  return {
    async load(tokenId) {
      const [row] = await db
        .select({
          id: ebayTokens.id,
          username: ebayTokens.username,
          accessTokenSealed: ebayTokens.accessTokenSealed,
          accessTokenExpiresAt: ebayTokens.accessTokenExpiresAt,
          refreshTokenSealed: ebayTokens.refreshTokenSealed,
          refreshTokenExpiresAt: ebayTokens.expiresAt,
          scopes: ebayTokens.scopes,
          isBlocked: ebayTokens.isBlocked,
        })
        .from(ebayTokens)
        .where(eq(ebayTokens.id, tokenId));
      return row && { ...row, scopes: row.scopes.split(' ').filter(Boolean) };
    },
    async saveAccessToken(tokenId, sealed, expiresAt) {
      await db
        .update(ebayTokens)
        .set({ accessTokenSealed: sealed, accessTokenExpiresAt: expiresAt, updatedAt: new Date() })
        .where(eq(ebayTokens.id, tokenId));
    },
    async markRevoked(tokenId) {
      await db
        .update(ebayTokens)
        .set({
          accessTokenSealed: null,
          accessTokenExpiresAt: null,
          refreshTokenSealed: null,
          updatedAt: new Date(),
        })
        .where(eq(ebayTokens.id, tokenId));
    },
  };
}
