import { z } from 'zod';
import type { EbaySiteId } from '../../integrations/ebay/ebay-types.ts';
import {
  type ListingRecommendation,
  maxRecommendationListingIds,
} from '../../integrations/ebay/recommendation-calls.ts';
import { defineJob } from '../../kernel/define-job.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createPromotionAdviceStore } from './account-check/promotion-advice-store.ts';

const noAdvice = (listingId: string): ListingRecommendation => ({
  listingId,
  promoteWithAd: null,
  itemBidPercentages: [],
  trendingBidPercentages: [],
});

/**
 * Asks eBay's promotion advice for every live listing of an imported account and stores it (queued after each
 * import). Per site, batches of eBay's 500 ids, each stored as it comes, so the account check's filter and
 * export can read it. Idempotent: a run again stores the same answers again. A batch eBay fails keeps its last
 * stored advice and the others go on; only when no batch could be asked does the run fail, so the queue tries
 * it again later. Advice of listings no longer live is removed after a run where every batch was answered.
 */
export const refreshPromotionAdviceJob = defineJob({
  name: 'refreshPromotionAdvice',
  payload: z.object({ accountId: z.number().int().positive() }),
  async handler({ accountId }, deps) {
    const store = createPromotionAdviceStore(deps.db);
    const account = await store.account(accountId);
    if (!account) return;
    const startedAt = deps.clock();
    const ebayTokenId = await createUsableTokens(deps.db).usableTokenId(
      account.userId,
      account.sellerName,
      startedAt,
    );
    if (ebayTokenId === null) return;
    const owner = { userId: account.userId, ebayTokenId };
    const bySite = new Map<number, string[]>();
    for (const listing of await store.liveListings(accountId)) {
      const ids = bySite.get(listing.siteId) ?? [];
      ids.push(String(listing.itemNumber));
      bySite.set(listing.siteId, ids);
    }
    const calls = deps.recommendations(ebayTokenId);
    let answered = 0;
    let failed = 0;
    let lastFailure: unknown;
    for (const [siteId, ids] of bySite) {
      for (let start = 0; start < ids.length; start += maxRecommendationListingIds) {
        const batch = ids.slice(start, start + maxRecommendationListingIds);
        let found: ListingRecommendation[];
        try {
          found = await calls.find(siteId as EbaySiteId, batch);
        } catch (error) {
          failed += 1;
          lastFailure = error;
          continue;
        }
        const byId = new Map(found.map((entry) => [entry.listingId, entry]));
        await store.store(
          owner,
          siteId,
          batch.map((id) => byId.get(id) ?? noAdvice(id)),
          deps.clock(),
        );
        answered += 1;
      }
    }
    if (failed === 0) await store.pruneGone(owner, accountId, startedAt);
    deps.log(
      `promotion advice of ${account.sellerName}: ${answered} batches stored, ${failed} refused by eBay`,
    );
    if (failed > 0 && answered === 0) throw lastFailure;
  },
});
