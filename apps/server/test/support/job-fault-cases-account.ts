// The fault cases of the jobs about a seller's account as a whole: the promotion advice of its live listings,
// and the revocation at eBay of the grants a deleted account left behind.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { promotionAdvice } from '../../src/db/schema/campaigns.ts';
import { ebayPendingRevocations, ebayTokens } from '../../src/db/schema/marketplace.ts';
import { listings, rankingAccounts } from '../../src/db/schema/ranking.ts';
import type { FaultContext, JobFaultCase } from './job-fault-case.ts';
import { faultKinds } from './job-fault-kinds.ts';

/** The small sellers the seller cases take by position (three per run, one run per fault kind) are left to them. */
const takenBySellerCases = 3 * faultKinds.length;

/** A small stand-in seller no case of this database has connected yet. */
async function untakenSeller({ t }: FaultContext): Promise<string> {
  const market = t.ebaySandbox.market;
  const day = t.clock.now().toISOString().slice(0, 10);
  const taken = new Set((await t.db.select().from(ebayTokens)).map((token) => token.username));
  const sellerName = market
    .sellers()
    .filter((seller) => {
      const count = market.listingIdsOfSeller(seller.username, day).length;
      return count >= 3 && count <= 60;
    })
    .slice(takenBySellerCases)
    .map((seller) => seller.username)
    .find((name) => !taken.has(name));
  if (!sellerName) throw new Error('no small seller left to connect');
  return sellerName;
}

/** A Gold user connected to a small seller of its own, the connection's first jobs done. */
async function connectedGoldUser(context: FaultContext) {
  const { t, engine } = context;
  const sellerName = await untakenSeller(context);
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, sellerName);
  await engine.drain();
  return { user, sellerName };
}

export const accountJobFaultCases: Readonly<Record<string, JobFaultCase>> = {
  refreshPromotionAdvice: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const { user, sellerName } = await connectedGoldUser(context);
      // The import asks the advice once as the product does; the faulted run asks it again.
      const started = await t.post('/api/ranking/import-for-account', { sellerName }, { token: user.token });
      expect(started.status).toBe(200);
      await engine.drain();
      const [account] = await t.db.select().from(rankingAccounts).where(eq(rankingAccounts.userId, user.id));
      if (!account) throw new Error('no imported account');
      const stored = () =>
        t.db
          .select()
          .from(promotionAdvice)
          .where(eq(promotionAdvice.userId, user.id))
          .orderBy(asc(promotionAdvice.listingId));
      return {
        payload: { accountId: account.id },
        saved: stored,
        async completed() {
          const live = await t.db.select().from(listings).where(eq(listings.accountId, account.id));
          const advice = await stored();
          expect(advice.length).toBeGreaterThan(0);
          expect(advice.map((row) => row.listingId).sort()).toEqual(
            live.map((listing) => Number(listing.itemNumber)).sort(),
          );
        },
      };
    },
  },

  revokeEbayGrants: {
    dependency: 'eBay',
    async arrange(context) {
      const { t } = context;
      const { user } = await connectedGoldUser(context);
      // Grants another case left waiting (one whose job gave up) are not this run's.
      const earlier = new Set((await t.db.select().from(ebayPendingRevocations)).map((grant) => grant.id));
      // The account is deleted while eBay's token endpoint fails: its grant waits for the job.
      t.ebaySandbox.injectFault({ api: 'oauth', status: 503, count: 50 });
      try {
        const deleted = await t.post(
          '/api/bayuser/delete-account',
          { password: user.password },
          { token: user.token },
        );
        expect(deleted.status).toBe(200);
      } finally {
        t.ebaySandbox.clearFaults();
      }
      const pending = async () =>
        (await t.db.select().from(ebayPendingRevocations)).filter((grant) => !earlier.has(grant.id));
      const pendingIds = async () => (await pending()).map((grant) => grant.id).sort();
      expect(await pendingIds()).toHaveLength(1);
      return {
        payload: {},
        saved: pendingIds,
        async completed() {
          expect(await pendingIds()).toEqual([]);
        },
        async gaveUp() {
          // What the operator finds besides the log: the grant still waiting, its failed attempts counted.
          const [grant] = await pending();
          expect(grant?.attempts).toBeGreaterThan(0);
          expect(grant?.lastAttemptAt).not.toBeNull();
        },
      };
    },
  },
};
