import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { describe, expect, it } from 'vitest';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

// The demo seller with the fewest listings (about 280): its import reads every listing's reviews quickly.
const sellerName = 'demo-seller-8';

describe('product reviews in the account check', () => {
  it('answers after an import the review figures eBay holds for a listing, and null where there are none', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    await t.connectEbaySeller(gold.token, sellerName);
    const started = await t.post('/api/ranking/import-for-account', { sellerName }, { token: gold.token });
    expect(started.status).toBe(200);
    await engine.drain();

    const market = t.ebaySandbox.market;
    const today = t.clock.now().toISOString().slice(0, 10);
    const live = market
      .listingIdsOfSeller(sellerName, today)
      .map((id) => market.listing(id, today))
      .filter((listing): listing is Listing => listing !== undefined);
    const reviewed = live.find((l) => !l.itemGroup && (l.productReviews?.reviewCount ?? 0) >= 10);
    const group = live.find((l) => l.itemGroup && l.productReviews);
    const unreviewed = live.find((l) => !l.productReviews);
    if (!reviewed?.productReviews || !group?.productReviews || !unreviewed)
      throw new Error('the demo seller lacks a listing of each kind');

    const row = async (itemId: string) => {
      const answer = await t.get<RankingItem[]>(`/api/ranking?search=${itemId}`, { token: gold.token });
      expect(answer.status).toBe(200);
      const found = answer.body.data.find((item) => item.itemNumber === Number(itemId));
      expect(found, `item ${itemId} in GET /ranking`).toBeDefined();
      return found;
    };

    // The stand-in's figures: one-decimal average, count, and the histogram five stars first.
    const [one, two, three, four, five] = reviewed.productReviews.histogram;
    expect(await row(reviewed.itemId)).toMatchObject({
      averageReview: reviewed.productReviews.averageRating,
      totalReviews: reviewed.productReviews.reviewCount,
      reviewSummary: `5★ ${five} · 4★ ${four} · 3★ ${three} · 2★ ${two} · 1★ ${one}`,
    });
    expect(five + four + three + two + one).toBe(reviewed.productReviews.reviewCount);
    // A listing with variations: its group's item answer carries the product's reviews.
    expect(await row(group.itemId)).toMatchObject({
      averageReview: group.productReviews.averageRating,
      totalReviews: group.productReviews.reviewCount,
    });
    expect(await row(unreviewed.itemId)).toMatchObject({
      averageReview: null,
      totalReviews: null,
      reviewSummary: null,
    });

    // Every live listing: figures exactly where the stand-in has reviews.
    const all = await t.get<RankingItem[]>('/api/ranking?pageSize=200&pageIndex=1', { token: gold.token });
    const byItem = new Map(live.map((l) => [Number(l.itemId), l]));
    for (const item of all.body.data) {
      const listing = byItem.get(item.itemNumber);
      if (!listing) continue;
      expect(item.totalReviews).toBe(listing.productReviews?.reviewCount ?? null);
      expect(item.averageReview).toBe(listing.productReviews?.averageRating ?? null);
    }
  });
});
