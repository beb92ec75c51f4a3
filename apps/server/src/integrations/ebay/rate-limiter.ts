import { setTimeout as sleep } from 'node:timers/promises';

/** The eBay APIs we meter separately: each has its own quota at eBay. */
export type EbayApi =
  | 'oauth'
  | 'identity'
  | 'browse'
  | 'taxonomy'
  | 'trading'
  | 'autosug'
  | 'notification'
  | 'marketing'
  | 'account'
  | 'recommendation'
  | 'media';

export interface RateLimit {
  /** Sustained calls per second. */
  perSecond: number;
  /** Calls allowed at once after a quiet spell. */
  burst: number;
}

export interface RateLimits {
  perApi: Record<EbayApi, RateLimit>;
  /** Trading calls of one seller: eBay counts some quotas per user token. */
  perSeller: RateLimit;
}

/**
 * Defaults well below eBay's application quotas (Browse 5,000 calls a day on a new keyset, raised on
 * request; Trading 5,000 a day): they spread bursts rather than count days, which eBay enforces itself
 * with 429s that we back off from.
 */
export const defaultRateLimits: RateLimits = {
  perApi: {
    oauth: { perSecond: 5, burst: 10 },
    identity: { perSecond: 5, burst: 10 },
    browse: { perSecond: 20, burst: 40 },
    taxonomy: { perSecond: 5, burst: 10 },
    trading: { perSecond: 20, burst: 40 },
    autosug: { perSecond: 20, burst: 40 },
    notification: { perSecond: 2, burst: 5 },
    marketing: { perSecond: 5, burst: 10 },
    account: { perSecond: 2, burst: 5 },
    recommendation: { perSecond: 5, burst: 10 },
    media: { perSecond: 5, burst: 10 },
  },
  perSeller: { perSecond: 5, burst: 10 },
};

interface Bucket {
  limit: RateLimit;
  tokens: number;
  updatedAt: number;
}

export interface RateLimiter {
  /** Waits until a call to `api` (and for `sellerKey`, that seller) may go out. */
  take(api: EbayApi, sellerKey?: string): Promise<void>;
}

/**
 * Token buckets in this process. Written here (30 lines) rather than taken from a library: the usual ones
 * (bottleneck, p-limit) bring queues and Redis clustering we do not need; API instances share eBay's quota,
 * so each gets its share through the configured rate.
 */
export function createRateLimiter(
  limits: RateLimits,
  now: () => number = () => performance.now(),
): RateLimiter {
  const buckets = new Map<string, Bucket>();

  function bucketOf(key: string, limit: RateLimit): Bucket {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { limit, tokens: limit.burst, updatedAt: now() };
      buckets.set(key, bucket);
    }
    return bucket;
  }

  async function takeFrom(bucket: Bucket): Promise<void> {
    for (;;) {
      const at = now();
      const { perSecond, burst } = bucket.limit;
      bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * perSecond);
      bucket.updatedAt = at;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      await sleep(Math.ceil(((1 - bucket.tokens) / perSecond) * 1000));
    }
  }

  return {
    async take(api, sellerKey) {
      await takeFrom(bucketOf(api, limits.perApi[api]));
      if (sellerKey !== undefined) await takeFrom(bucketOf(`${api}:${sellerKey}`, limits.perSeller));
    },
  };
}
