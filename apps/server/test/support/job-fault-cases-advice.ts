// The fault case of the job that asks eBay's promotion advice for an imported account's live listings.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { promotionAdvice } from '../../src/db/schema/campaigns.ts';
import { ebayTokens } from '../../src/db/schema/marketplace.ts';
import { listings, rankingAccounts } from '../../src/db/schema/ranking.ts';
import type { JobFaultCase } from './job-fault-case.ts';

/** The small sellers the seller cases take by position (three per run, two runs) are left to them. */
const takenBySellerCases = 6;

export const adviceJobFaultCases: Readonly<Record<string, JobFaultCase>> = {
  refreshPromotionAdvice: {
    dependency: 'eBay',
    async arrange({ t, engine }) {
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
      const user = await t.signedInUser({ plan: 'Gold' });
      await t.connectEbaySeller(user.token, sellerName);
      await engine.drain();
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
};
