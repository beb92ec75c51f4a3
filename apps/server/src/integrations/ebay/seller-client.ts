import type { Readable } from 'node:stream';
import { EbayError, EbayReconsentRequired } from './ebay-error.ts';
import type {
  EbaySiteId,
  ItemChanges,
  MediaVideo,
  ReviseResult,
  SellerListPage,
  TradingItem,
} from './ebay-types.ts';
import { createMarketingCalls } from './marketing-calls.ts';
import type { MarketingCalls } from './marketing-types.ts';
import type { MediaCalls } from './media-calls.ts';
import { EbayGrantRevoked, type OAuth } from './oauth.ts';
import { createRecommendationCalls, type RecommendationCalls } from './recommendation-calls.ts';
import type { TokenCipher } from './token-cipher.ts';
import type { EbayTokenStore } from './token-store.ts';
import { type TradingDeps, tradingCall } from './trading-call.ts';
import { getItemRequest, getSellerListRequest, reviseRequest } from './trading-requests.ts';
import { getItemAnswer, getSellerListAnswer, reviseAnswer, toTradingItem } from './trading-wire.ts';

export interface SellerClient {
  /** `categoryId`: only the seller's listings in that (primary) category; `withVariations` false: without them. */
  getSellerList(p: {
    page: number;
    perPage: number;
    endTimeFrom: Date;
    endTimeTo: Date;
    categoryId?: string;
    withVariations?: boolean;
  }): Promise<SellerListPage>;
  /** `withCompatibility`: the parts compatibility list too (IncludeItemCompatibilityList). */
  getItem(itemId: string, o?: { withCompatibility?: boolean }): Promise<TradingItem>;
  reviseItem(
    itemId: string,
    changes: ItemChanges,
    o?: { fixedPrice?: boolean; siteId?: EbaySiteId },
  ): Promise<ReviseResult>;
  /** Media API createVideo for this seller: answers eBay's video id. */
  createVideo(video: { title: string; description: string; size: number }): Promise<string>;
  /** Media API uploadVideo: streams the file; not repeated (the stream is read once). */
  uploadVideo(videoId: string, size: number, source: Readable): Promise<void>;
  getVideo(videoId: string): Promise<MediaVideo>;
  /** Fetches a new access token now (and stores it sealed); answers its expiry. */
  renewAccessToken(): Promise<{ accessTokenExpiresAt: Date }>;
  /** The seller's promoted-listing campaigns (Marketing API) and advertising eligibility (Account API). */
  marketing: MarketingCalls;
  /** eBay's advice on which listings to promote and at which ad rate (Recommendation API). */
  recommendations: RecommendationCalls;
}

export interface SellerClientDeps {
  store: EbayTokenStore;
  cipher: TokenCipher;
  oauth: OAuth;
  trading: TradingDeps;
  /** REST APIs on the seller's behalf (Marketing, Account): https://api.ebay.com, or the stand-in. */
  apiBaseUrl: string;
  media: MediaCalls;
  clock: () => Date;
  /** Refreshes in flight per token, so concurrent calls of one seller renew once. */
  renewals: Map<number, Promise<string>>;
  defaultSiteId: EbaySiteId;
}

/** An access token this close to its expiry is renewed first: it could expire on the way to eBay. */
const renewMarginMs = 2 * 60_000;

export function createSellerClient(tokenId: number, deps: SellerClientDeps): SellerClient {
  const sellerKey = `seller-${tokenId}`;

  async function renew(): Promise<string> {
    const stored = await deps.store.load(tokenId);
    if (!stored)
      throw new EbayError('notFound', `no eBay token ${tokenId}`, { operation: 'renew access token' });
    if (stored.isBlocked) throw new EbayReconsentRequired(tokenId, stored.username, 'blocked');
    if (!stored.refreshTokenSealed) throw new EbayReconsentRequired(tokenId, stored.username, 'revoked');
    if (stored.refreshTokenExpiresAt <= deps.clock()) {
      await deps.store.markRevoked(tokenId);
      throw new EbayReconsentRequired(tokenId, stored.username, 'expired');
    }
    try {
      const refreshed = await deps.oauth.refresh(
        deps.cipher.open(stored.refreshTokenSealed, 'refresh'),
        stored.scopes,
      );
      await deps.store.saveAccessToken(
        tokenId,
        deps.cipher.seal(refreshed.accessToken, 'access'),
        refreshed.accessTokenExpiresAt,
      );
      return refreshed.accessToken;
    } catch (error) {
      if (!(error instanceof EbayGrantRevoked)) throw error;
      await deps.store.markRevoked(tokenId);
      throw new EbayReconsentRequired(tokenId, stored.username, 'revoked');
    }
  }

  function renewOnce(): Promise<string> {
    let pending = deps.renewals.get(tokenId);
    if (!pending) {
      pending = renew().finally(() => deps.renewals.delete(tokenId));
      deps.renewals.set(tokenId, pending);
    }
    return pending;
  }

  async function accessToken(): Promise<string> {
    const stored = await deps.store.load(tokenId);
    if (!stored) throw new EbayError('notFound', `no eBay token ${tokenId}`, { operation: 'load token' });
    if (stored.isBlocked) throw new EbayReconsentRequired(tokenId, stored.username, 'blocked');
    const isFresh =
      stored.accessTokenSealed !== null &&
      stored.accessTokenExpiresAt !== null &&
      stored.accessTokenExpiresAt.getTime() - renewMarginMs > deps.clock().getTime();
    if (isFresh && stored.accessTokenSealed) return deps.cipher.open(stored.accessTokenSealed, 'access');
    return renewOnce();
  }

  /** Runs a call with the seller's token; a token eBay refuses is renewed once and the call repeated. */
  async function withToken<T>(run: (token: string) => Promise<T>): Promise<T> {
    const token = await accessToken();
    try {
      return await run(token);
    } catch (error) {
      if (!(error instanceof EbayError && error.kind === 'authentication')) throw error;
      return run(await renewOnce());
    }
  }

  return {
    async getSellerList(p) {
      if (p.perPage < 1 || p.perPage > 200) throw new RangeError('perPage must be 1 to 200 (eBay’s limit)');
      return withToken(async (accessToken) => {
        const { answer } = await tradingCall(deps.trading, {
          name: 'GetSellerList',
          siteId: deps.defaultSiteId,
          accessToken,
          sellerKey,
          body: getSellerListRequest(p),
          answer: getSellerListAnswer,
        });
        const seller = answer.Seller?.UserID ?? null;
        const items = answer.ItemArray === '' || !answer.ItemArray ? [] : (answer.ItemArray.Item ?? []);
        return {
          items: items.map((item) => toTradingItem(item, seller)),
          totalPages: answer.PaginationResult?.TotalNumberOfPages ?? 0,
          totalEntries: answer.PaginationResult?.TotalNumberOfEntries ?? 0,
          hasMore: answer.HasMoreItems === 'true',
        };
      });
    },

    async getItem(itemId, o = {}) {
      return withToken(async (accessToken) => {
        const { answer } = await tradingCall(deps.trading, {
          name: 'GetItem',
          siteId: deps.defaultSiteId,
          accessToken,
          sellerKey,
          body: getItemRequest(itemId, o),
          answer: getItemAnswer,
        });
        const item = answer.Item?.[0];
        if (!item)
          throw new EbayError('invalidAnswer', 'no Item in the answer', { operation: 'Trading GetItem' });
        return toTradingItem(item, null);
      });
    },

    async reviseItem(itemId, changes, o = {}) {
      const name = o.fixedPrice ? 'ReviseFixedPriceItem' : 'ReviseItem';
      return withToken(async (accessToken) => {
        const { answer, warnings } = await tradingCall(deps.trading, {
          name,
          siteId: o.siteId ?? deps.defaultSiteId,
          accessToken,
          sellerKey,
          body: reviseRequest(name, itemId, changes),
          answer: reviseAnswer(name),
        });
        return { ack: answer.Ack === 'Warning' ? 'Warning' : 'Success', warnings };
      });
    },

    marketing: createMarketingCalls({
      apiBaseUrl: deps.apiBaseUrl,
      fetch: deps.trading.fetch,
      limiter: deps.trading.limiter,
      retry: deps.trading.retry,
      logger: deps.trading.logger,
      sellerKey,
      withToken,
    }),
    recommendations: createRecommendationCalls({
      apiBaseUrl: deps.apiBaseUrl,
      fetch: deps.trading.fetch,
      limiter: deps.trading.limiter,
      retry: deps.trading.retry,
      logger: deps.trading.logger,
      sellerKey,
      withToken,
    }),
    createVideo: (video) => withToken((token) => deps.media.createVideo(token, video)),
    // The token is fresh (renewed ahead of its expiry); a refusal cannot be repeated with a stream read once.
    uploadVideo: async (videoId, size, source) =>
      deps.media.uploadVideo(await accessToken(), videoId, size, source),
    getVideo: (videoId) => withToken((token) => deps.media.getVideo(token, videoId)),

    async renewAccessToken() {
      await renewOnce();
      const stored = await deps.store.load(tokenId);
      return { accessTokenExpiresAt: stored?.accessTokenExpiresAt ?? deps.clock() };
    },
  };
}
