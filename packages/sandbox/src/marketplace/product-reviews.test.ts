import { describe, expect, it } from 'vitest';
import { createMarketplace } from './create-marketplace.ts';
import type { Listing, Marketplace } from './model.ts';
import { starHistogram } from './product-reviews.ts';

const options = { seed: 11, listings: 1500, keywordsPerSite: 500, epoch: '2026-01-01' };
const day = '2026-05-01';

function liveListings(market: Marketplace, on: string): Listing[] {
  return market
    .sellers()
    .flatMap((seller) => market.listingIdsOfSeller(seller.username, on))
    .map((id) => market.listing(id, on))
    .filter((listing): listing is Listing => listing !== undefined);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

describe('product reviews', () => {
  const market = createMarketplace(options);
  const listings = liveListings(market, day);
  const reviewed = listings.filter((listing) => listing.productReviews !== undefined);

  it('are the same for the same seed and differ for another seed', () => {
    const again = liveListings(createMarketplace(options), day);
    expect(again.map((l) => [l.itemId, l.productReviews])).toEqual(
      listings.map((l) => [l.itemId, l.productReviews]),
    );
    const other = liveListings(createMarketplace({ ...options, seed: 12 }), day);
    expect(other.map((l) => l.productReviews?.reviewCount ?? 0)).not.toEqual(
      listings.map((l) => l.productReviews?.reviewCount ?? 0),
    );
  });

  it('exist for a minority of listings, with a histogram that adds up and whose mean is the rating', () => {
    const share = reviewed.length / listings.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.55);
    for (const { productReviews: reviews } of reviewed) {
      if (!reviews) continue;
      expect(reviews.reviewCount).toBeGreaterThanOrEqual(1);
      expect(reviews.histogram.reduce((a, b) => a + b, 0)).toBe(reviews.reviewCount);
      const weighted = reviews.histogram.reduce((sum, n, i) => sum + n * (i + 1), 0) / reviews.reviewCount;
      expect(Math.abs(reviews.averageRating - weighted)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(reviews.averageRating).toBeGreaterThanOrEqual(1);
      expect(reviews.averageRating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(reviews.averageRating * 10)).toBe(true);
    }
  });

  it('grow as the listing sells and are more for listings that sold more', () => {
    const later = '2026-08-01';
    let grew = 0;
    for (const listing of reviewed) {
      const then = market.listing(listing.itemId, later);
      if (!then?.productReviews || !listing.productReviews) continue;
      expect(then.productReviews.reviewCount).toBeGreaterThanOrEqual(listing.productReviews.reviewCount);
      if (then.productReviews.reviewCount > listing.productReviews.reviewCount) grew += 1;
    }
    expect(grew).toBeGreaterThan(20);
    const bySales = [...reviewed].sort((a, b) => a.quantitySold - b.quantitySold);
    const quarter = Math.floor(bySales.length / 4);
    const counts = (part: Listing[]) => mean(part.map((l) => l.productReviews?.reviewCount ?? 0));
    expect(counts(bySales.slice(-quarter))).toBeGreaterThan(2 * counts(bySales.slice(0, quarter)));
  });

  it('rate the products of sellers with better feedback higher', () => {
    const feedbackOf = (listing: Listing) => market.seller(listing.sellerUsername)?.feedbackPercentage ?? 0;
    const ratings = (keep: (percent: number) => boolean) =>
      mean(reviewed.filter((l) => keep(feedbackOf(l))).map((l) => l.productReviews?.averageRating ?? 0));
    expect(ratings((p) => p >= 99.5)).toBeGreaterThan(ratings((p) => p < 98.5) + 0.2);
  });
});

describe('starHistogram', () => {
  it('spreads the reviews around the asked mean and keeps their number', () => {
    const histogram = starHistogram(1000, 4.5);
    expect(histogram.reduce((a, b) => a + b, 0)).toBe(1000);
    const weighted = histogram.reduce((sum, n, i) => sum + n * (i + 1), 0) / 1000;
    expect(weighted).toBeCloseTo(4.5, 2);
    expect(histogram[4]).toBeGreaterThan(histogram[3]);
    expect(starHistogram(1, 4.8)).toEqual([0, 0, 0, 0, 1]);
  });
});
