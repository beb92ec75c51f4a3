// What other areas may use of ranking (they import nothing else from this folder).
export type { ProductReviewSource } from './import-reviews.ts';

import type { Executor } from '../../db/database.ts';
import { createListingRepository } from './listing-repository.ts';

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
