import { z } from 'zod';
import {
  itemAnswer,
  itemsAnswer,
  searchAnswer,
  toBrowseItem,
  toItemAvailabilities,
  toSearchPage,
} from './browse-wire.ts';
import { EbayError } from './ebay-error.ts';
import type { BrowseItem, EbaySiteId, ItemAvailability, SearchPage, SearchParams } from './ebay-types.ts';
import { createListingSalesCalls, type ListingSalesCalls } from './listing-sales-calls.ts';
import { createMediaCalls } from './media-calls.ts';
import {
  isSignedBy,
  type NotificationPublicKey,
  publicKeyAnswer,
  readSignatureHeader,
} from './notification-signature.ts';
import { createOAuth, type UserTokens } from './oauth.ts';
import { createRateLimiter, defaultRateLimits, type EbayApi, type RateLimits } from './rate-limiter.ts';
import { type EbayLogger, readJsonAnswer } from './read-answer.ts';
import { readFailure } from './read-failure.ts';
import { type GrantToRevoke, revokeGrant } from './revoke-grant.ts';
import { createSellerClient, type SellerClient } from './seller-client.ts';
import { defaultRetryPolicy, type RetryPolicy, sendWithRetry } from './send-with-retry.ts';
import { languageOf, marketplaceIdOf } from './sites.ts';
import { createTaxonomyCalls, type TaxonomyCalls } from './taxonomy-calls.ts';
import type { TokenCipher } from './token-cipher.ts';
import type { EbayTokenStore } from './token-store.ts';

export interface EbayClientOptions {
  /** REST APIs and the OAuth token endpoint: https://api.ebay.com, or the stand-in. */
  apiBaseUrl: string;
  /** The consent page: https://auth.ebay.com; default apiBaseUrl. */
  authBaseUrl?: string;
  /** The Identity API (eBay serves it from https://apiz.ebay.com); default apiBaseUrl. */
  identityBaseUrl?: string;
  /** The Trading endpoint: https://api.ebay.com/ws/api.dll; default `${apiBaseUrl}/ws/api.dll`. */
  tradingUrl?: string;
  /** The Media API (videos): https://apim.ebay.com; default apiBaseUrl. */
  mediaBaseUrl?: string;
  /** Search suggestions: https://autosug.ebay.com; default apiBaseUrl. */
  autosugBaseUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The developer's DevID, sent on RevokeToken; the real eBay requires it there. */
  devId?: string;
  ruName: string;
  scopes: string[];
  tokenStore: EbayTokenStore;
  cipher: TokenCipher;
  clock?: () => Date;
  rateLimits?: RateLimits;
  retry?: Partial<RetryPolicy>;
  fetch?: typeof fetch;
  logger?: EbayLogger;
  /** Site of Trading calls that do not name one (GetSellerList, GetItem): eBay answers for any site. */
  defaultSiteId?: EbaySiteId;
}

export interface EbayClient extends TaxonomyCalls, ListingSalesCalls {
  authorizeUrl(state: string, locale: 'de' | 'en'): string;
  exchangeCode(code: string): Promise<UserTokens>;
  identity(accessToken: string): Promise<{ username: string; userId: string }>;
  searchItems(p: SearchParams): Promise<SearchPage>;
  getItem(siteId: EbaySiteId, itemId: string, o?: { asOf?: string }): Promise<BrowseItem>;
  /**
   * Up to 20 items by their RESTful ids (`getItems`). eBay documents that this call answers only price,
   * availability and identifiers (no title, no reviews); ids it does not know come back as `unknownItemIds`.
   */
  getItems(
    siteId: EbaySiteId,
    itemIds: readonly string[],
    o?: { asOf?: string },
  ): Promise<{ items: ItemAvailability[]; unknownItemIds: string[] }>;
  /**
   * An item by its Trading item number (`get_item_by_legacy_id`); a listing with variations answers its first
   * variation (eBay refuses the legacy id of a group with 11006, so the group is read instead; a caller who
   * knows the listing has variations says so and saves the refused call).
   */
  getItemByLegacyId(
    siteId: EbaySiteId,
    legacyItemId: string,
    o?: { isItemGroup?: boolean; asOf?: string },
  ): Promise<BrowseItem>;
  autocomplete(siteId: EbaySiteId, prefix: string, o?: { asOf?: string }): Promise<string[]>;
  /** The Trading API on behalf of one connected seller (ebay_tokens.id). */
  seller(tokenId: number): SellerClient;
  /** Ends a seller's grant at eBay (see revoke-grant.ts); throws when eBay cannot be reached, to try again later. */
  revokeGrant(grant: GrantToRevoke): Promise<void>;
  /** Whether a notification body carries eBay's signature (X-EBAY-SIGNATURE); keys are cached an hour. */
  verifyNotification(signatureHeader: string | undefined, body: string | Buffer): Promise<boolean>;
}

const identityAnswer = z.object({ userId: z.string().min(1), username: z.string().min(1) });
const autosugAnswer = z.object({
  prefix: z.string().optional(),
  res: z.object({ sug: z.array(z.string()).optional() }).optional(),
});

const trim = (url: string) => url.replace(/\/+$/, '');
const asOfPattern = /^\d{4}-\d{2}-\d{2}$/;
const publicKeyTtlMs = 60 * 60_000;
/** getItems' documented maximum of item ids per call. */
const maxItemIds = 20;

export function createEbayClient(options: EbayClientOptions): EbayClient {
  const apiBaseUrl = trim(options.apiBaseUrl);
  const identityBaseUrl = trim(options.identityBaseUrl ?? apiBaseUrl);
  const autosugBaseUrl = trim(options.autosugBaseUrl ?? apiBaseUrl);
  const clock = options.clock ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;
  const retry = { ...defaultRetryPolicy, ...options.retry };
  const limiter = createRateLimiter(options.rateLimits ?? defaultRateLimits);
  const logger = options.logger;
  const oauth = createOAuth({
    apiBaseUrl,
    authBaseUrl: trim(options.authBaseUrl ?? apiBaseUrl),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ruName: options.ruName,
    scopes: options.scopes,
    fetch: fetchImpl,
    limiter,
    retry,
    clock,
    logger,
  });
  const trading = {
    tradingUrl: options.tradingUrl ?? `${apiBaseUrl}/ws/api.dll`,
    fetch: fetchImpl,
    limiter,
    retry,
    logger,
  };
  const media = createMediaCalls({
    mediaBaseUrl: trim(options.mediaBaseUrl ?? apiBaseUrl),
    fetch: fetchImpl,
    limiter,
    retry,
    logger,
  });
  const renewals = new Map<number, Promise<string>>();
  const publicKeys = new Map<string, { key: NotificationPublicKey; until: number }>();

  /** A GET with the user's or the application's token, retried, checked against `answer`. */
  async function getJson<T>(p: {
    api: EbayApi;
    base: string;
    path: string;
    query?: Record<string, string | undefined>;
    headers?: Record<string, string | undefined>;
    answer: z.ZodType<T>;
    userToken?: string;
  }): Promise<T> {
    const operation = `GET ${p.path}`;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(p.query ?? {}))
      if (value !== undefined) query.set(name, value);
    const url = `${p.base}${p.path}${query.size > 0 ? `?${query.toString()}` : ''}`;
    for (let isRetryWithNewToken = false; ; isRetryWithNewToken = true) {
      const token = p.userToken ?? (await oauth.applicationToken());
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
      };
      for (const [name, value] of Object.entries(p.headers ?? {}))
        if (value !== undefined) headers[name] = value;
      const response = await sendWithRetry(
        { api: p.api, operation, url, init: { method: 'GET', headers } },
        { fetch: fetchImpl, limiter, policy: retry },
      );
      // An application token eBay dropped early is fetched again once; a user's token is the caller's to renew.
      if (response.status === 401 && !p.userToken && !isRetryWithNewToken) {
        await response.body?.cancel();
        oauth.forgetApplicationToken(token);
        continue;
      }
      if (!response.ok) throw await readFailure(response, operation);
      return readJsonAnswer(response, p.answer, { operation, logger });
    }
  }

  const sandboxDate = (asOf: string | undefined) => {
    if (asOf !== undefined && !asOfPattern.test(asOf))
      throw new RangeError(`asOf must be YYYY-MM-DD, not ${asOf}`);
    return asOf;
  };

  /** What every Browse call sends: the marketplace, its language and (stand-in only) the day it answers as of. */
  const browseHeaders = (siteId: EbaySiteId, asOf: string | undefined) => ({
    'x-ebay-c-marketplace-id': marketplaceIdOf(siteId),
    'accept-language': languageOf(siteId),
    'x-sandbox-date': sandboxDate(asOf),
  });

  async function publicKey(keyId: string): Promise<NotificationPublicKey> {
    const cached = publicKeys.get(keyId);
    if (cached && cached.until > clock().getTime()) return cached.key;
    const key = await getJson({
      api: 'notification',
      base: apiBaseUrl,
      path: `/commerce/notification/v1/public_key/${encodeURIComponent(keyId)}`,
      answer: publicKeyAnswer,
    });
    publicKeys.set(keyId, { key, until: clock().getTime() + publicKeyTtlMs });
    return key;
  }

  return {
    authorizeUrl: (state, locale) => oauth.authorizeUrl(state, locale),
    exchangeCode: (code) => oauth.exchangeCode(code),

    identity: (accessToken) =>
      getJson({
        api: 'identity',
        base: identityBaseUrl,
        path: '/commerce/identity/v1/user/',
        answer: identityAnswer,
        userToken: accessToken,
      }).then(({ userId, username }) => ({ userId, username })),

    async searchItems(p) {
      const limit = p.limit ?? 50;
      const offset = p.offset ?? 0;
      const answer = await getJson({
        api: 'browse',
        base: apiBaseUrl,
        path: '/buy/browse/v1/item_summary/search',
        query: {
          q: p.q,
          gtin: p.gtin,
          category_ids: p.categoryIds && p.categoryIds.length > 0 ? p.categoryIds.join(',') : undefined,
          filter: p.filter,
          sort: p.sort,
          limit: String(limit),
          offset: String(offset),
        },
        headers: browseHeaders(p.siteId, p.asOf),
        answer: searchAnswer,
      });
      return toSearchPage(answer, { limit, offset });
    },

    async getItem(siteId, itemId, o = {}) {
      const answer = await getJson({
        api: 'browse',
        base: apiBaseUrl,
        path: `/buy/browse/v1/item/${encodeURIComponent(itemId)}`,
        headers: browseHeaders(siteId, o.asOf),
        answer: itemAnswer,
      });
      return toBrowseItem(answer);
    },

    async getItems(siteId, itemIds, o = {}) {
      if (itemIds.length === 0) return { items: [], unknownItemIds: [] };
      if (itemIds.length > maxItemIds)
        throw new RangeError(`getItems takes at most ${maxItemIds} ids, not ${itemIds.length}`);
      const answer = await getJson({
        api: 'browse',
        base: apiBaseUrl,
        path: '/buy/browse/v1/item/',
        query: { item_ids: itemIds.join(',') },
        headers: browseHeaders(siteId, o.asOf),
        answer: itemsAnswer,
      });
      return toItemAvailabilities(answer);
    },

    async getItemByLegacyId(siteId, legacyItemId, o = {}) {
      const headers = browseHeaders(siteId, o.asOf);
      const firstOfGroup = async () => {
        const group = await getJson({
          api: 'browse',
          base: apiBaseUrl,
          path: '/buy/browse/v1/item/get_items_by_item_group',
          query: { item_group_id: legacyItemId },
          headers,
          answer: z.object({ items: z.array(itemAnswer) }),
        });
        const [first] = group.items;
        if (!first)
          throw new EbayError('notFound', 'item group without items', {
            operation: 'GET get_items_by_item_group',
          });
        return toBrowseItem(first);
      };
      if (o.isItemGroup) return firstOfGroup();
      try {
        const answer = await getJson({
          api: 'browse',
          base: apiBaseUrl,
          path: '/buy/browse/v1/item/get_item_by_legacy_id',
          query: { legacy_item_id: legacyItemId },
          headers,
          answer: itemAnswer,
        });
        return toBrowseItem(answer);
      } catch (error) {
        const isGroup = error instanceof EbayError && error.ebayErrors.some((e) => e.code === '11006');
        if (!isGroup) throw error;
        return firstOfGroup();
      }
    },

    ...createTaxonomyCalls(getJson, apiBaseUrl),
    ...createListingSalesCalls(getJson, apiBaseUrl, sandboxDate),

    async autocomplete(siteId, prefix, o = {}) {
      const operation = 'GET /autosug';
      const query = new URLSearchParams({ kwd: prefix, sId: String(siteId) });
      const asOf = sandboxDate(o.asOf);
      const response = await sendWithRetry(
        {
          api: 'autosug',
          operation,
          url: `${autosugBaseUrl}/autosug?${query.toString()}`,
          init: {
            method: 'GET',
            headers: { accept: 'application/json', ...(asOf ? { 'x-sandbox-date': asOf } : {}) },
          },
        },
        { fetch: fetchImpl, limiter, policy: retry },
      );
      if (!response.ok) throw await readFailure(response, operation);
      const answer = await readJsonAnswer(response, autosugAnswer, { operation, logger });
      return answer.res?.sug ?? [];
    },

    seller: (tokenId) =>
      createSellerClient(tokenId, {
        store: options.tokenStore,
        cipher: options.cipher,
        oauth,
        trading,
        apiBaseUrl,
        media,
        clock,
        renewals,
        defaultSiteId: options.defaultSiteId ?? 77,
      }),

    revokeGrant: (grant) =>
      revokeGrant(
        {
          oauth,
          cipher: options.cipher,
          trading,
          clientId: options.clientId,
          clientSecret: options.clientSecret,
          devId: options.devId,
        },
        grant,
      ),

    async verifyNotification(signatureHeader, body) {
      const signature = readSignatureHeader(signatureHeader);
      if (!signature) return false;
      let key: NotificationPublicKey;
      try {
        key = await publicKey(signature.kid);
      } catch (error) {
        // An unknown key id is a forged notice; anything else (eBay unreachable) is for the caller to retry.
        if (error instanceof EbayError && error.kind === 'notFound') return false;
        throw error;
      }
      return isSignedBy(key, signature, body);
    },
  };
}
