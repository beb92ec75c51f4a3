import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ebayTokens } from '../../db/schema/marketplace.ts';
import type { SellerListSource, SellerSourceFor } from './ports.ts';

/** Finds the user's usable token for a seller name and hands out the client's seller API for it. */
export function sellerSourcesFrom(
  db: Database,
  client: { seller(tokenId: number): SellerListSource },
  clock: () => Date,
): SellerSourceFor {
  return async (userId, sellerName) => {
    const [token] = await db
      .select({ id: ebayTokens.id })
      .from(ebayTokens)
      .where(
        and(
          eq(ebayTokens.userId, userId),
          sql`lower(${ebayTokens.username}) = lower(${sellerName})`,
          eq(ebayTokens.isBlocked, false),
          gt(ebayTokens.expiresAt, clock()),
        ),
      );
    return token ? client.seller(token.id) : null;
  };
}
