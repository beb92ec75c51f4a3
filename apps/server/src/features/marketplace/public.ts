// What other areas may use of the marketplace connection (they import nothing else from this folder): which
// of a user's connected eBay sellers can be read now.
import type { Database } from '../../db/database.ts';
import { createMarketplaceRepository } from './repository.ts';

/** A user's eBay tokens that can be used now: the crawler reads sellers with them, the import lists them. */
export function createUsableTokens(db: Database) {
  const repository = createMarketplaceRepository(db);
  return {
    usableTokenId: repository.usableTokenId,
    usableSellerNames: repository.usableSellerNames,
  };
}

export { toAppError } from './ebay-failure.ts';
