import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ebayPendingRevocations } from '../../db/schema/marketplace.ts';
import { defineJob } from '../../kernel/define-job.ts';
import type { GrantRevoker } from '../../kernel/engine-deps.ts';

/**
 * Revokes at eBay every grant a deleted account left behind: each revoked one is forgotten, each failed one
 * stays with its attempt counted, for the next run. Answers how many were revoked and how many are left.
 */
export async function revokePendingGrants(
  db: Database,
  ebay: GrantRevoker,
  log: (message: string) => void,
): Promise<{ revoked: number; left: number }> {
  const pending = await db.select().from(ebayPendingRevocations).orderBy(asc(ebayPendingRevocations.id));
  let revoked = 0;
  for (const grant of pending) {
    try {
      await ebay.revokeGrant(grant);
      await db.delete(ebayPendingRevocations).where(eq(ebayPendingRevocations.id, grant.id));
      revoked += 1;
    } catch (error) {
      await db
        .update(ebayPendingRevocations)
        .set({ attempts: sql`${ebayPendingRevocations.attempts} + 1`, lastAttemptAt: sql`now()` })
        .where(eq(ebayPendingRevocations.id, grant.id));
      log(
        `eBay grant revocation ${grant.id} failed (attempt ${grant.attempts + 1}): ${(error as Error).name}`,
      );
    }
  }
  return { revoked, left: pending.length - revoked };
}

/**
 * Every 15 minutes: the grants of deleted accounts eBay could not be told about at the time. A run that leaves
 * grants behind fails, so the queue tries again with its backoff and the operator sees the error.
 */
export const revokeEbayGrantsJob = defineJob({
  name: 'revokeEbayGrants',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    const { revoked, left } = await revokePendingGrants(deps.db, deps.ebayGrants, deps.log);
    if (revoked + left > 0) deps.log(`eBay grants of deleted accounts: ${revoked} revoked, ${left} left`);
    if (left > 0) throw new Error(`${left} eBay grants of deleted accounts are not revoked yet`);
  },
});
