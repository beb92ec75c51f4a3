// What other areas may use of ranking (they import nothing else from this folder).
import type { Database } from '../../db/database.ts';
import { createAccountCheckRepository } from './account-check/repository.ts';
import { createAccountCheckService } from './account-check/service.ts';

export type { ProductReviewSource } from './import-reviews.ts';

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
