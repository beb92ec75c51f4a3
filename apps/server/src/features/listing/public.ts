// What other areas may use of listing (they import nothing else from this folder).
import type { Database } from '../../db/database.ts';
import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createItemApplyService } from './item-check/apply-service.ts';
import { createListingSpecifics } from './item-check/listing-specifics.ts';
import { createItemCheckRepository } from './item-check/repository.ts';

export type { ListingSpecifics, ListingSpecificsService } from './item-check/listing-specifics.ts';
/** The eBay calls the listing area's jobs make. */
export type { ListingEbay } from './item-check/own-listing.ts';

/** The item specifics of the caller's listings, read and revised as the item check does it. */
export function listingSpecifics(db: Database, ebay: EbayClient, clock: () => Date) {
  const deps = { repository: createItemCheckRepository(db), tokens: createUsableTokens(db), ebay, clock };
  return createListingSpecifics({ ...deps, apply: createItemApplyService(deps) });
}
