import type { OptimizedMark } from '../../ranking/public.ts';
import { type OwnListingRevisionDeps, readOwnListing } from './own-listing.ts';

/**
 * The wizard's 'mark optimized' and the check's switch (spec 002 §2, §4), for every plan with the item check. A
 * listing imported in the caller's account check carries the account check's mark; any other of the caller's
 * listings (read through eBay as the check reads it, so another seller's or an unknown one answers notFound) gets the
 * mark kept for it, which the import moves onto the listing later.
 */
export function createItemOptimizedService(mark: OptimizedMark, listing: OwnListingRevisionDeps) {
  return {
    async setOptimized(userId: number, itemNumber: string, value: boolean) {
      const imported = await mark.setImported(userId, Number(itemNumber), value);
      if (imported !== null) return { itemNumber, isOptimized: imported };
      await readOwnListing(listing, userId, itemNumber);
      return { itemNumber, isOptimized: await mark.keep(userId, Number(itemNumber), value) };
    },
  };
}

export type ItemOptimizedService = ReturnType<typeof createItemOptimizedService>;
