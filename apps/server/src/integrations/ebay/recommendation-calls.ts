import { z } from 'zod';
import type { EbaySiteId } from './ebay-types.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { type EbayLogger, readJsonAnswer } from './read-answer.ts';
import { readFailure } from './read-failure.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';
import { marketplaceIdOf } from './sites.ts';

/** eBay's advice on promoting one listing (Recommendation API, type AD); vendor field names stay in this folder. */
export interface ListingRecommendation {
  listingId: string;
  /** null: eBay gave no advice (the listing is already promoted, not eligible or unknown). */
  promoteWithAd: 'RECOMMENDED' | 'UNDETERMINED' | null;
  /** Ad rates in percent: tailored to the listing (ITEM) and the category's trend (TRENDING). */
  itemBidPercentages: number[];
  trendingBidPercentages: number[];
}

export interface RecommendationCalls {
  /** Advice for the seller's listings on a marketplace, asked in batches of eBay's maximum; one entry per id eBay answers. */
  find(siteId: EbaySiteId, listingIds: readonly string[]): Promise<ListingRecommendation[]>;
}

export interface RecommendationDeps {
  apiBaseUrl: string;
  fetch: typeof fetch;
  limiter: RateLimiter;
  retry: RetryPolicy;
  logger: EbayLogger | undefined;
  sellerKey: string;
  withToken<T>(run: (token: string) => Promise<T>): Promise<T>;
}

const findPath = '/sell/recommendation/v1/find';
/** The documented maximum of listing ids per request, and of entries per page. */
export const maxRecommendationListingIds = 500;

const percentages = z.array(z.object({ basis: z.string().optional(), value: z.string().optional() }));
const findAnswer = z.object({
  listingRecommendations: z
    .array(
      z.object({
        listingId: z.string(),
        marketing: z
          .object({
            ad: z
              .object({ promoteWithAd: z.string().optional(), bidPercentages: percentages.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
  total: z.number().int().optional(),
  next: z.string().optional(),
});

function toRecommendation(entry: z.infer<typeof findAnswer>['listingRecommendations'][number]) {
  const ad = entry.marketing?.ad;
  const rates = (basis: string) =>
    (ad?.bidPercentages ?? [])
      .filter((p) => p.basis === basis && p.value !== undefined && Number.isFinite(Number(p.value)))
      .map((p) => Number(p.value));
  const advice = ad?.promoteWithAd;
  return {
    listingId: entry.listingId,
    promoteWithAd: advice === 'RECOMMENDED' || advice === 'UNDETERMINED' ? advice : null,
    itemBidPercentages: rates('ITEM'),
    trendingBidPercentages: rates('TRENDING'),
  } satisfies ListingRecommendation;
}

/**
 * The Recommendation API for one seller. `find` is a read sent as POST: repeating it is harmless, but a screen
 * waits on it, so it is tried at most twice with a short timeout.
 */
export function createRecommendationCalls(deps: RecommendationDeps): RecommendationCalls {
  const policy: RetryPolicy = {
    ...deps.retry,
    attempts: Math.min(deps.retry.attempts, 2),
    timeoutMs: Math.min(deps.retry.timeoutMs, 5_000),
  };

  async function findPage(siteId: EbaySiteId, listingIds: readonly string[], offset: number) {
    const operation = `POST ${findPath}`;
    const query = new URLSearchParams({
      filter: 'recommendationTypes:{AD}',
      limit: String(maxRecommendationListingIds),
      offset: String(offset),
    });
    return deps.withToken(async (token) => {
      const response = await sendWithRetry(
        {
          api: 'recommendation',
          sellerKey: deps.sellerKey,
          operation,
          url: `${deps.apiBaseUrl}${findPath}?${query.toString()}`,
          init: {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              accept: 'application/json',
              'content-type': 'application/json',
              'x-ebay-c-marketplace-id': marketplaceIdOf(siteId),
            },
            body: JSON.stringify({ listingIds }),
          },
        },
        { fetch: deps.fetch, limiter: deps.limiter, policy },
      );
      if (!response.ok) throw await readFailure(response, operation);
      // 204: nothing to recommend for any of them.
      if (response.status === 204) {
        await response.body?.cancel();
        return { listingRecommendations: [], next: undefined };
      }
      return readJsonAnswer(response, findAnswer, { operation, logger: deps.logger });
    });
  }

  return {
    async find(siteId, listingIds) {
      const found: ListingRecommendation[] = [];
      for (let start = 0; start < listingIds.length; start += maxRecommendationListingIds) {
        const batch = listingIds.slice(start, start + maxRecommendationListingIds);
        for (let offset = 0; ; offset += maxRecommendationListingIds) {
          const page = await findPage(siteId, batch, offset);
          found.push(...page.listingRecommendations.map(toRecommendation));
          if (!page.next || page.listingRecommendations.length === 0) break;
        }
      }
      return found;
    },
  };
}
