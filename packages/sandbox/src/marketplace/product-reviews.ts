import type { ProductReviews, Seller } from './model.ts';
import { randomFor, saltOf, unit } from './random.ts';
import { type SlotStore, slotFlag } from './slot-store.ts';

/**
 * Product reviews of a listing's product (what eBay's item answer carries as `primaryProductReviewRating`).
 * Only catalogue products are reviewed on eBay, so most listings have none: better listings (quality, an EAN)
 * are matched more often. A reviewed product starts with the reviews it collected elsewhere and gains about
 * one review per ten to twenty-five units this listing sold; its stars lean towards five for sellers with
 * better feedback. Everything is a function of (seed, slot, units sold), so a day's answer is reproducible.
 */

const salt = saltOf('product-reviews');

/** Stars 1 … 5 with probability ∝ exp(beta · stars): mean rating as a function of beta (increasing). */
function meanOf(beta: number): number {
  let weight = 0;
  let sum = 0;
  for (let stars = 1; stars <= 5; stars++) {
    const w = Math.exp(beta * stars);
    weight += w;
    sum += w * stars;
  }
  return sum / weight;
}

/** The beta whose mean is `target` (between 1 and 5), by bisection: 30 steps pin it far below a review. */
function betaFor(target: number): number {
  let lo = -6;
  let hi = 6;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (meanOf(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** `count` reviews spread over 1 … 5 stars around the mean (largest remainder, so the counts add up). */
export function starHistogram(count: number, mean: number): [number, number, number, number, number] {
  const beta = betaFor(mean);
  const weights = [1, 2, 3, 4, 5].map((stars) => Math.exp(beta * stars));
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (count * w) / total);
  const counts = exact.map(Math.floor);
  let missing = count - counts.reduce((a, b) => a + b, 0);
  const byRemainder = [0, 1, 2, 3, 4].sort(
    (a, b) => (exact[b] ?? 0) - (counts[b] ?? 0) - ((exact[a] ?? 0) - (counts[a] ?? 0)) || b - a,
  );
  for (const index of byRemainder) {
    if (missing <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    missing -= 1;
  }
  return [counts[0] ?? 0, counts[1] ?? 0, counts[2] ?? 0, counts[3] ?? 0, counts[4] ?? 0];
}

/** Whether the slot's product is a reviewed catalogue product: about a third of all listings. */
export function hasProductReviews(seed: number, store: SlotStore, slot: number): boolean {
  const quality = Math.min(1, Math.max(0, (store.quality[slot] ?? 0) / 2));
  const withEan = ((store.flags[slot] ?? 0) & slotFlag.ean) !== 0;
  const chance = 0.12 + 0.3 * quality + (withEan ? 0.15 : 0);
  return unit(seed, slot, salt) < chance;
}

/** The product's reviews once the listing has sold `unitsSold` units; undefined for a product without any. */
export function productReviewsOf(
  seed: number,
  store: SlotStore,
  slot: number,
  seller: Seller | undefined,
  unitsSold: number,
): ProductReviews | undefined {
  if (!hasProductReviews(seed, store, slot)) return undefined;
  const random = randomFor(seed, salt, slot);
  const quality = Math.min(1, Math.max(0, (store.quality[slot] ?? 0) / 2));
  // Reviews written before this listing: a long tail, more for the products good listings sell.
  const earlier = Math.floor(2 * random.spread(1.1) * (1 + 3 * quality));
  const perUnit = 0.04 + 0.06 * random.float();
  const count = Math.max(1, earlier + Math.floor(Math.max(0, unitsSold) * perUnit));
  // Sellers with 100 % positive feedback sell products rated about 4.7, those with 95 % about 3.9.
  const feedback = Math.min(1, Math.max(0, ((seller?.feedbackPercentage ?? 98) - 95) / 5));
  const mean = Math.min(
    4.9,
    Math.max(2.5, 3.8 + 0.8 * feedback + 0.25 * quality + 0.6 * (random.float() - 0.5)),
  );
  const histogram = starHistogram(count, mean);
  const points = histogram.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return {
    // One decimal, as eBay shows it ("4.6"): the weighted mean of the histogram, rounded.
    averageRating: Math.round((points / count) * 10) / 10,
    reviewCount: count,
    histogram,
  };
}
