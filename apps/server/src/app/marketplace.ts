import path from 'node:path';
import type { EbaySandbox } from '@baylytics/sandbox/ebay/start-ebay-sandbox';
import type { MarketplaceOptions } from '@baylytics/sandbox/marketplace/model';
import type { Database } from '../db/database.ts';
import { createEbayTokenStore } from '../features/marketplace/ebay-token-store.ts';
import { createEbayClient, type EbayClient } from '../integrations/ebay/create-ebay-client.ts';
import { defaultRateLimits } from '../integrations/ebay/rate-limiter.ts';
import type { EbayLogger } from '../integrations/ebay/read-answer.ts';
import type { RetryPolicy } from '../integrations/ebay/send-with-retry.ts';
import { createTokenCipher, type TokenCipher } from '../integrations/ebay/token-cipher.ts';
import { loadTokenKey } from '../integrations/ebay/token-key.ts';
import type { Config } from './config.ts';

/** What the app needs of eBay: the client, and the cipher that seals tokens at rest. */
export interface EbayConnection {
  client: EbayClient;
  cipher: TokenCipher;
  /** Where the client reports rejected answers; the app hands it its logger once it has one. */
  useLogger(logger: EbayLogger): void;
  /** Where the local eBay stand-in serves its pictures (http, own port); undefined against real eBay. */
  pictureOrigin?: string;
}

export interface Marketplace extends EbayConnection {
  /** The local eBay stand-in, when it runs (embedded default). */
  sandbox: EbaySandbox | null;
  close(): Promise<void>;
}

export const ebayAcceptPath = '/app/ebay-accept';

/**
 * eBay, or on the embedded default (EBAY_API_URL unset) its local stand-in on EBAY_SANDBOX_PORT. Either way
 * the server talks to it through the same client; switching to the real eBay is configuration only.
 */
/** The local stand-in's Browse quota: high enough that the crawler, not the throttle, sets the pace. */
export const standInBrowsePerSecond = 200;
/** The local stand-in's search-box quota: keyword discovery asks it about twice per keyword it adds. */
export const standInAutosugPerSecond = 200;

export async function startMarketplace(
  config: Config,
  db: Database,
  options: {
    sandboxPort?: number;
    /** null: the stand-in keeps its state in memory only (tests). */
    sandboxDataDir?: string | null;
    /** The stand-in's market (seed, size); the demo market when left out. */
    marketOptions?: MarketplaceOptions;
    retry?: Partial<RetryPolicy>;
    /** The app's time source, shared with the stand-in so that moving it ages tokens on both sides. */
    clock?: () => Date;
  } = {},
): Promise<Marketplace> {
  const cipher = createTokenCipher(
    await loadTokenKey({
      configured: config.EBAY_TOKEN_KEY,
      dataDir: config.DATA_DIR,
      isProduction: config.NODE_ENV === 'production',
    }),
  );
  // The stand-in (and its synthetic market) is loaded only when it runs: real eBay needs none of it.
  const sandbox = config.EBAY_API_URL
    ? null
    : await (await import('@baylytics/sandbox/ebay/start-ebay-sandbox')).startEbaySandbox({
        port: options.sandboxPort ?? config.EBAY_SANDBOX_PORT,
        host: '127.0.0.1',
        clientId: config.EBAY_CLIENT_ID,
        clientSecret: config.EBAY_CLIENT_SECRET,
        ruName: config.EBAY_RU_NAME,
        redirectUrl: `${config.publicUrl}${ebayAcceptPath}`,
        applicationName: 'Baylytics',
        ...(options.clock && { clock: options.clock }),
        ...(options.marketOptions && { marketOptions: options.marketOptions }),
        ...(options.sandboxDataDir !== null && {
          dataDir: options.sandboxDataDir ?? path.join(config.DATA_DIR, 'ebay-sandbox'),
        }),
      });
  const apiBaseUrl = config.EBAY_API_URL ?? sandbox?.url ?? '';
  let logger: EbayLogger | undefined;
  const browsePerSecond = config.EBAY_BROWSE_PER_SECOND ?? (sandbox ? standInBrowsePerSecond : undefined);
  const autosugPerSecond = config.EBAY_AUTOSUG_PER_SECOND ?? (sandbox ? standInAutosugPerSecond : undefined);
  const client = createEbayClient({
    apiBaseUrl,
    authBaseUrl: config.EBAY_AUTH_URL ?? apiBaseUrl,
    identityBaseUrl: config.EBAY_IDENTITY_URL ?? apiBaseUrl,
    tradingUrl: config.EBAY_TRADING_URL ?? `${apiBaseUrl}/ws/api.dll`,
    mediaBaseUrl: config.EBAY_MEDIA_URL ?? apiBaseUrl,
    autosugBaseUrl: config.EBAY_AUTOSUG_URL ?? apiBaseUrl,
    clientId: config.EBAY_CLIENT_ID,
    clientSecret: config.EBAY_CLIENT_SECRET,
    ...(config.EBAY_DEV_ID && { devId: config.EBAY_DEV_ID }),
    ruName: config.EBAY_RU_NAME,
    scopes: config.EBAY_SCOPES.split(/\s+/).filter(Boolean),
    tokenStore: createEbayTokenStore(db),
    cipher,
    logger: { error: (details, message) => logger?.error(details, message) },
    retry: { timeoutMs: config.EBAY_TIMEOUT_MS, ...options.retry },
    ...(options.clock && { clock: options.clock }),
    ...((browsePerSecond || autosugPerSecond) && {
      rateLimits: {
        ...defaultRateLimits,
        perApi: {
          ...defaultRateLimits.perApi,
          ...(browsePerSecond && { browse: { perSecond: browsePerSecond, burst: 2 * browsePerSecond } }),
          ...(autosugPerSecond && { autosug: { perSecond: autosugPerSecond, burst: 2 * autosugPerSecond } }),
        },
      },
    }),
  });
  return {
    client,
    cipher,
    sandbox,
    ...(pictureOriginOf(sandbox?.url ?? config.EBAY_API_URL) && {
      pictureOrigin: pictureOriginOf(sandbox?.url ?? config.EBAY_API_URL),
    }),
    useLogger(target) {
      logger = target;
    },
    close: async () => {
      await sandbox?.close();
    },
  };
}

/**
 * Where the stand-in serves its pictures: its own plain-http origin. Real eBay is reached over https only, so an
 * eBay at an http address is the local stand-in, started by another process of the same start.
 */
function pictureOriginOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' ? parsed.origin : undefined;
}
