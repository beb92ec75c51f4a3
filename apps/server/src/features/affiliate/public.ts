// What other areas may use of affiliate (they import nothing else from this folder): counting a new
// registration for the affiliate whose code it came with.
import type { Database } from '../../db/database.ts';
import { createAffiliateRepository } from './repository.ts';

export interface ReferralLedger {
  /** Counts a new account for the holder of `referer` (a code, any letter case); unknown codes count for no one. */
  creditRegistration(friendId: number, referer: string): Promise<boolean>;
}

export function createReferralLedger(db: Database): ReferralLedger {
  const repository = createAffiliateRepository(db);
  return { creditRegistration: (friendId, referer) => repository.creditRegistration(friendId, referer) };
}
