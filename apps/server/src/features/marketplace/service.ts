import { type EbayToken, ebayConsentMinutes } from '@baylytics/contract/marketplace';
import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import type { TokenCipher } from '../../integrations/ebay/token-cipher.ts';
import { AppError } from '../../kernel/errors.ts';
import { hashSecretToken, newSecretToken } from '../auth/public.ts';
import { toAppError } from './ebay-failure.ts';
import type { MarketplaceRepository, TokenRow } from './repository.ts';

export interface MarketplaceServiceDeps {
  repository: MarketplaceRepository;
  ebay: EbayClient;
  cipher: TokenCipher;
  clock: () => Date;
}

/** The first 6 and last 4 characters (eBay tokens start 'v^1.1#'); enough to tell tokens apart, useless to use. */
export function maskToken(token: string | null): string {
  if (!token || token.length < 16) return '••••';
  return `${token.slice(0, 6)}••••${token.slice(-4)}`;
}

/** Connecting eBay seller accounts (OAuth consent) and managing the caller's own connections. */
export function createMarketplaceService({ repository, ebay, cipher, clock }: MarketplaceServiceDeps) {
  function toToken(row: TokenRow, now: Date): EbayToken {
    let accessToken: string | null = null;
    try {
      accessToken = row.accessTokenSealed ? cipher.open(row.accessTokenSealed, 'access') : null;
    } catch {
      // Sealed under another key (EBAY_TOKEN_KEY changed): shown masked-empty; renewing seals it anew.
    }
    return {
      id: row.id,
      username: row.username,
      token: maskToken(accessToken),
      expiresAt: row.expiresAt.toISOString(),
      expired: !row.hasGrant || row.expiresAt <= now,
      isBlocked: row.isBlocked,
    };
  }

  async function withEbay<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toAppError(error);
    }
  }

  return {
    /** A one-time state (stored hashed, 15 minutes) and eBay's consent URL carrying it. */
    async authorize(userId: number, language: 'de' | 'en') {
      const now = clock();
      const state = newSecretToken();
      await repository.addConsent(
        hashSecretToken(state),
        userId,
        new Date(now.getTime() + ebayConsentMinutes * 60_000),
        now,
      );
      return { eBayRedirectUrl: ebay.authorizeUrl(state, language) };
    },

    /**
     * The seller came back from eBay: the state must be the caller's, unused and fresh (it is used up
     * even if what follows fails, so a code cannot be replayed with it); then the code becomes tokens,
     * Identity names the seller, and the grant is stored sealed.
     */
    async accept(userId: number, input: { code: string; state: string }) {
      const now = clock();
      if (!(await repository.takeConsent(hashSecretToken(input.state), userId, now)))
        throw new AppError('ebayConsentExpired');
      const tokens = await withEbay(() => ebay.exchangeCode(input.code));
      const seller = await withEbay(() => ebay.identity(tokens.accessToken));
      const outcome = await repository.saveGrant(
        {
          userId,
          username: seller.username,
          ebayUserId: seller.userId,
          accessTokenSealed: cipher.seal(tokens.accessToken, 'access'),
          accessTokenExpiresAt: tokens.accessTokenExpiresAt,
          refreshTokenSealed: cipher.seal(tokens.refreshToken, 'refresh'),
          refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
          scopes: tokens.scopes,
        },
        now,
      );
      if (outcome === 'takenByOther') throw new AppError('ebayAccountConnectedElsewhere');
      return { accountName: seller.username };
    },

    async list(
      userId: number,
      page: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'username' | 'expiresAt';
        direction: 'asc' | 'desc';
      },
    ) {
      const now = clock();
      const { rows, total } = await repository.tokenPage(userId, page);
      return { data: rows.map((row) => toToken(row, now)), total };
    },

    /** Renew = fetch a new access token from the stored grant now; a revoked grant answers ebayReconsentRequired. */
    async renew(userId: number, tokenId: number): Promise<EbayToken> {
      if (!(await repository.ownToken(userId, tokenId))) throw new AppError('notFound');
      await withEbay(() => ebay.seller(tokenId).renewAccessToken());
      const row = await repository.ownToken(userId, tokenId);
      if (!row) throw new AppError('notFound');
      return toToken(row, clock());
    },

    async remove(userId: number, tokenId: number): Promise<null> {
      if (!(await repository.removeOwnToken(userId, tokenId))) throw new AppError('notFound');
      return null;
    },

    async valid(userId: number) {
      const now = clock();
      return (await repository.tokensOf(userId))
        .map((row) => toToken(row, now))
        .filter((token) => !token.expired && !token.isBlocked)
        .map(({ id, username }) => ({ id, username }));
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
