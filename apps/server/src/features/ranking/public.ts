// What other areas may use of ranking (they import nothing else from this folder).
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../kernel/errors.ts';
import { createAccountCheckRepository } from './account-check/repository.ts';
import { createAccountCheckService } from './account-check/service.ts';
import { createListingRepository } from './listing-repository.ts';
import { createOptimizedMarkRepository } from './optimized-marks.ts';

export type { ProductReviewSource } from './import-reviews.ts';
export type { RecommendationsFor } from './recommendations-port.ts';

/**
 * The optimized mark of one of the user's listings, for areas that set it elsewhere (the item check's wizard and
 * switch, for every plan with the item check). One mark per listing: the account check's on the imported listing,
 * else the one kept for a listing not imported (moved onto the listing when it is imported).
 */
export function createOptimizedMark(db: Database, clock: () => Date) {
  const service = createAccountCheckService(createAccountCheckRepository(db), clock);
  const kept = createOptimizedMarkRepository(db);
  return {
    /** Sets the mark of the user's imported listing; null when none of the user's accounts holds the item. */
    async setImported(userId: number, itemNumber: number, value: boolean): Promise<boolean | null> {
      try {
        return (await service.setItemOptimized(userId, itemNumber, value)).isOptimized;
      } catch (error) {
        if (error instanceof AppError && error.code === 'notFound') return null;
        throw error;
      }
    },
    /** Sets the mark of a listing the caller has shown to be the user's own, imported or not. */
    keep: (userId: number, itemNumber: number, value: boolean): Promise<boolean> =>
      kept.keep(userId, itemNumber, value),
  };
}

export type OptimizedMark = ReturnType<typeof createOptimizedMark>;

/** Records which video a user's imported listing shows (null: none), so the account check's video flag follows a change made on eBay. */
export type ListingVideoRecorder = (
  userId: number,
  itemNumber: string,
  ebayVideoId: string | null,
) => Promise<void>;

export function listingVideoRecorder(db: Executor): ListingVideoRecorder {
  const repository = createListingRepository(db);
  return (userId, itemNumber, ebayVideoId) => repository.setVideo(userId, itemNumber, ebayVideoId);
}
