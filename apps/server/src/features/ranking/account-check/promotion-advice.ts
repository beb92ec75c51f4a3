import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import type {
  ListingRecommendation,
  RecommendationCalls,
} from '../../../integrations/ebay/recommendation-calls.ts';

export interface PromotionAdviceDeps {
  /** The caller's usable eBay connection of a seller (the marketplace area answers), or null. */
  usableTokenId(userId: number, sellerName: string, now: Date): Promise<number | null>;
  /** eBay's Recommendation API on behalf of a connection. */
  recommendationsFor(ebayTokenId: number): RecommendationCalls;
  /** Keeps eBay's answers for the filter, the export and the next pages. */
  store(
    owner: { userId: number; ebayTokenId: number },
    siteId: number,
    advice: readonly ListingRecommendation[],
    fetchedAt: Date,
  ): Promise<void>;
  clock: () => Date;
  onFailure?(error: unknown, context: { ebayTokenId: number; siteId: number }): void;
}

/** eBay's advice changes with the market, not by the minute: a listing is asked again after an hour. */
const adviceTtlMs = 60 * 60_000;
/** After a failed call the connection's advice is not asked again for a minute: the page stays fast. */
const failureBackoffMs = 60_000;
/** The longest a page waits for eBay's advice; a later answer still fills the cache for the next page. */
const waitLimitMs = 4_000;
const cacheCapacity = 100_000;

/** A page's rows with eBay's advice, and the moment (ms since the epoch) a row of it is asked again. */
export interface FilledPage {
  items: RankingItem[];
  freshUntil: number;
}

type Advice = Pick<ListingRecommendation, 'promoteWithAd' | 'itemBidPercentages' | 'trendingBidPercentages'>;
const noAdvice: Advice = { promoteWithAd: null, itemBidPercentages: [], trendingBidPercentages: [] };

/**
 * Refreshes the account check's promotion advice (promotedWithAd, suggested and trending ad rates) from eBay's
 * Recommendation API for the live listings of a page, per connection and site in one call (the client batches
 * by eBay's 500 ids). The rows arrive with the advice last stored; eBay's answers are stored and shown on the
 * page, and a listing asked is not asked again from this process within the hour. The advice is an extra: when
 * eBay cannot be asked (no usable connection, a failure, too slow) the rows keep the advice last stored (or
 * none) and the page answers as it would without.
 */
export function createPromotionAdvice(deps: PromotionAdviceDeps) {
  const askedUntil = new Map<string, number>();
  const failedUntil = new Map<string, number>();
  const now = () => deps.clock().getTime();

  function markAsked(key: string): void {
    askedUntil.delete(key);
    askedUntil.set(key, now() + adviceTtlMs);
    if (askedUntil.size > cacheCapacity) askedUntil.delete(askedUntil.keys().next().value as string);
  }

  async function ask(
    owner: { userId: number; ebayTokenId: number },
    siteId: number,
    listingIds: string[],
    answers: Map<string, Advice>,
  ): Promise<void> {
    const { ebayTokenId } = owner;
    const group = `${ebayTokenId}|${siteId}`;
    if ((failedUntil.get(group) ?? 0) > now()) return;
    try {
      const fetchedAt = deps.clock();
      const found = await deps.recommendationsFor(ebayTokenId).find(siteId as EbaySiteId, listingIds);
      const byId = new Map(found.map((entry) => [entry.listingId, entry]));
      // An id eBay leaves out has no advice: stored as such, so it is not asked again within the hour.
      const advice = listingIds.map((listingId) => ({ ...noAdvice, ...byId.get(listingId), listingId }));
      for (const entry of advice) answers.set(`${group}|${entry.listingId}`, entry);
      for (const id of listingIds) markAsked(`${group}|${id}`);
      await deps.store(owner, siteId, advice, fetchedAt);
    } catch (error) {
      failedUntil.set(group, now() + failureBackoffMs);
      deps.onFailure?.(error, { ebayTokenId, siteId });
    }
  }

  return {
    /**
     * The rows with eBay's advice, and until when they stay as they are: the first moment a listing of the
     * page is asked again (now, when eBay failed or was too slow for one; never, when no row can be asked).
     */
    async fill(userId: number, items: RankingItem[]): Promise<FilledPage> {
      const live = items.filter((item) => !item.isEnded);
      if (live.length === 0) return { items, freshUntil: Number.POSITIVE_INFINITY };
      const tokens = new Map<string, Promise<number | null>>();
      const tokenOf = (sellerName: string) => {
        const key = sellerName.toLowerCase();
        let pending = tokens.get(key);
        if (!pending) {
          pending = deps.usableTokenId(userId, sellerName, deps.clock());
          tokens.set(key, pending);
        }
        return pending;
      };
      const keyed = await Promise.all(
        live.map(async (item) => {
          const tokenId = await tokenOf(item.sellerName);
          return { item, tokenId, key: `${tokenId}|${item.eBaySiteId}|${item.itemNumber}` };
        }),
      );
      const answers = new Map<string, Advice>();
      const missing = new Map<string, { tokenId: number; siteId: number; ids: string[] }>();
      for (const { item, tokenId, key } of keyed) {
        if (tokenId === null || (askedUntil.get(key) ?? 0) > now()) continue;
        const group = `${tokenId}|${item.eBaySiteId}`;
        const entry = missing.get(group) ?? { tokenId, siteId: item.eBaySiteId, ids: [] };
        entry.ids.push(String(item.itemNumber));
        missing.set(group, entry);
      }
      if (missing.size > 0) {
        const asked = Promise.all(
          [...missing.values()].map((g) => ask({ userId, ebayTokenId: g.tokenId }, g.siteId, g.ids, answers)),
        );
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitLimitMs);
        });
        await Promise.race([asked, limit]);
        clearTimeout(timer);
      }
      // Answers that came within the wait; the other rows show the advice they were read with.
      const adviceOf = new Map<RankingItem, Advice>();
      for (const { item, key } of keyed) {
        const advice = answers.get(key);
        if (advice) adviceOf.set(item, advice);
      }
      let freshUntil = Number.POSITIVE_INFINITY;
      for (const { tokenId, key } of keyed)
        if (tokenId !== null) freshUntil = Math.min(freshUntil, askedUntil.get(key) ?? now());
      const filled = items.map((item) => {
        const advice = adviceOf.get(item);
        if (!advice) return item;
        return {
          ...item,
          promotedWithAd: advice.promoteWithAd,
          bidPercentagesItem: advice.itemBidPercentages,
          bidPercentagesTrending: advice.trendingBidPercentages,
        };
      });
      return { items: filled, freshUntil };
    },
  };
}

export type PromotionAdvice = ReturnType<typeof createPromotionAdvice>;
