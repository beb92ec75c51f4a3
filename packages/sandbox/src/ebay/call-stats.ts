import type { EbayApi } from './ebay-api.ts';

export interface SearchCount {
  marketplaceId: string;
  q: string;
  count: number;
}

export interface CallStatsSnapshot {
  /** Calls that reached each API, refused ones included. */
  calls: Partial<Record<EbayApi, number>>;
  /** Calls refused with 429 per API, by a limit or an injected fault. */
  throttled: Partial<Record<EbayApi, number>>;
  /** Browse searches that were answered, per (marketplace, q as sent). */
  searches: SearchCount[];
}

export interface CallStats {
  countCall(api: EbayApi): void;
  countThrottled(api: EbayApi): void;
  countSearch(marketplaceId: string, q: string): void;
  snapshot(): CallStatsSnapshot;
  reset(): void;
}

export function createCallStats(): CallStats {
  let calls = new Map<EbayApi, number>();
  let throttled = new Map<EbayApi, number>();
  let searches = new Map<string, SearchCount>();
  return {
    countCall: (api) => calls.set(api, (calls.get(api) ?? 0) + 1),
    countThrottled: (api) => throttled.set(api, (throttled.get(api) ?? 0) + 1),
    countSearch(marketplaceId, q) {
      const key = `${marketplaceId}\n${q}`;
      const entry = searches.get(key) ?? { marketplaceId, q, count: 0 };
      entry.count += 1;
      searches.set(key, entry);
    },
    snapshot: () => ({
      calls: Object.fromEntries(calls),
      throttled: Object.fromEntries(throttled),
      searches: [...searches.values()].map((entry) => ({ ...entry })),
    }),
    reset() {
      calls = new Map();
      throttled = new Map();
      searches = new Map();
    },
  };
}
