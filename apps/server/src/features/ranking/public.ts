// What other areas may use of ranking (they import nothing else from this folder).
import type { Database, Executor } from '../../db/database.ts';
import { createAccountCheckRepository } from './account-check/repository.ts';
import { createAccountCheckService } from './account-check/service.ts';
import { createListingRepository } from './listing-repository.ts';

export type { ProductReviewSource } from './import-reviews.ts';
export type { RecommendationsFor } from './recommendations-port.ts';

/**
 * The account check's optimized mark of one of the user's imported listings, for areas that set it elsewhere
 * (the item check's wizard). Answers the new mark; notFound when none of the user's accounts holds the item.
 */
export function createOptimizedMark(db: Database, clock: () => Date) {
  const service = createAccountCheckService(createAccountCheckRepository(db), clock);
  return {
    set: async (userId: number, itemNumber: number, value: boolean): Promise<boolean> =>
      (await service.setItemOptimized(userId, itemNumber, value)).isOptimized,
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
