import type { Database } from '../../db/database.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import type { SellerListSource, SellerSourceFor } from './ports.ts';

/** Finds the user's usable token for a seller name and hands out the client's seller API for it. */
export function sellerSourcesFrom(
  db: Database,
  client: { seller(tokenId: number): SellerListSource },
  clock: () => Date,
): SellerSourceFor {
  const tokens = createUsableTokens(db);
  return async (userId, sellerName) => {
    const tokenId = await tokens.usableTokenId(userId, sellerName, clock());
    return tokenId === null ? null : client.seller(tokenId);
  };
}
