import type { Database } from '../../db/database.ts';
import { createMarketplaceRepository } from './repository.ts';

export interface ErasedEbayUser {
  ebayUserId: string;
  username: string;
}

/**
 * Everything we hold about one eBay user, erased when eBay says the account was deleted (marketplace account
 * deletion, spec 000 §7): the tokens of every user who connected that seller, and the listings those users
 * imported from it (ranking_accounts; imports and listings go with it by cascade).
 * THE place to add further data keyed by the seller: anything stored per seller name or eBay user id must be
 * deleted here too, in the same transaction.
 */
export async function eraseEbayUserData(
  db: Database,
  user: ErasedEbayUser,
): Promise<{ tokensRemoved: number }> {
  return createMarketplaceRepository(db).transaction(async (repository) => {
    const removed = await repository.removeTokensOfEbayUser(user.ebayUserId, user.username);
    const owners = [...new Set(removed.map((r) => r.userId))];
    const names = [
      ...new Set([user.username, ...removed.map((r) => r.username)].map((n) => n.toLowerCase())),
    ];
    if (owners.length > 0) await repository.removeRankingAccounts(owners, names);
    return { tokensRemoved: removed.length };
  });
}
