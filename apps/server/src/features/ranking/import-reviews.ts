import type { Database } from '../../db/database.ts';
import { EbayError } from '../../integrations/ebay/ebay-error.ts';
import type { ProductReviewRating } from '../../integrations/ebay/ebay-types.ts';
import type { SiteId } from '../crawler/public.ts';
import { createListingRepository } from './listing-repository.ts';

/** What the import reads a listing's product reviews through: the Browse item answer by item number. */
export interface ProductReviewSource {
  getItemByLegacyId(
    siteId: SiteId,
    legacyItemId: string,
    o?: { isItemGroup?: boolean },
  ): Promise<{ productReviews: ProductReviewRating | null }>;
}

/** Listings read and stored together: one transaction each, the Browse calls of a batch run at once. */
export const reviewBatchSize = 20;

/**
 * The review summary the account check shows under the average: the star histogram, five stars first, as
 * `5★ 120 · 4★ 30 · 3★ 5 · 2★ 1 · 1★ 2`. Stars and digits only, so it reads the same in German and English
 * and needs no translation; null when eBay sent no histogram.
 */
export function reviewSummaryOf(rating: ProductReviewRating): string | null {
  if (rating.stars.length === 0) return null;
  return rating.stars.map((bar) => `${bar.stars}★ ${bar.count}`).join(' · ');
}

/**
 * Reads the product reviews of every live listing this import stored and writes average_review,
 * total_reviews and review_summary; a listing whose product has no reviews gets nulls, so figures eBay no
 * longer shows do not linger. A listing eBay no longer knows (ended since the seller list was read) or
 * refuses keeps what it had; eBay being unavailable fails the run, whose retry reads the reviews again.
 */
export async function importProductReviews(
  deps: { db: Database; reviews: ProductReviewSource; log?: (message: string) => void },
  run: { importId: number; accountId: number },
): Promise<{ read: number; withReviews: number }> {
  const listings = createListingRepository(deps.db);
  let read = 0;
  let withReviews = 0;
  // Walks the account's primary key (account, item number) in order.
  for (let afterItem = 0; ; ) {
    const batch = await listings.importedAfter(run, afterItem, reviewBatchSize);
    if (batch.length === 0) break;
    afterItem = batch.at(-1)?.itemNumber ?? afterItem;
    const answers = await Promise.all(
      batch.map(async (listing) => {
        try {
          const item = await deps.reviews.getItemByLegacyId(
            listing.siteId as SiteId,
            String(listing.itemNumber),
            { isItemGroup: listing.hasVariations },
          );
          return { itemNumber: listing.itemNumber, rating: item.productReviews };
        } catch (error) {
          if (error instanceof EbayError && (error.kind === 'notFound' || error.kind === 'rejected')) {
            deps.log?.(
              `import ${run.importId}: no reviews read for item ${listing.itemNumber}: ${error.message}`,
            );
            return undefined;
          }
          throw error;
        }
      }),
    );
    await listings.saveReviews(
      run.accountId,
      answers
        .filter((answer) => answer !== undefined)
        .map(({ itemNumber, rating }) => ({
          itemNumber,
          averageReview: rating?.averageRating ?? null,
          totalReviews: rating?.reviewCount ?? null,
          reviewSummary: rating ? reviewSummaryOf(rating) : null,
        })),
    );
    read += answers.filter(Boolean).length;
    withReviews += answers.filter((answer) => answer?.rating).length;
  }
  return { read, withReviews };
}
