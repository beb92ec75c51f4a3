// The fault case of the job that reaches Afterbuy: the lookup of a seller's listings in its Afterbuy shop.
import { demoAfterbuySellers, listingCatalogue } from '@baylytics/sandbox/afterbuy/listing-catalogue';
import { demoAfterbuyAccount } from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { afterbuyProductLinks } from '../../src/db/schema/afterbuy.ts';
import type { JobFaultCase } from './job-fault-case.ts';

/** Listings each run looks up: two of its own among the demo shop's seller's listings. */
const listingsPerRun = 2;

export const afterbuyJobFaultCases: Readonly<Record<string, JobFaultCase>> = {
  linkAfterbuyProducts: {
    dependency: 'Afterbuy',
    async arrange({ t, engine, run }) {
      const user = await t.signedInUser({ grantedRoles: ['Transformer'] });
      const saved = await t.request('PUT', '/api/bayuser/afterbuy-credentials', {
        token: user.token,
        body: {
          partnerToken: demoAfterbuyAccount.partnerToken,
          accountToken: demoAfterbuyAccount.accountToken,
        },
      });
      expect(saved.status).toBe(200);
      // Saving asks for a lookup of what the user has: nothing yet, so it completes without reaching Afterbuy.
      await engine.drain();

      const market = t.ebaySandbox.market;
      const day = t.clock.now().toISOString().slice(0, 10);
      const itemNumbers = (
        demoAfterbuySellers[0] ? market.listingIdsOfSeller(demoAfterbuySellers[0], day) : []
      )
        .slice(run * listingsPerRun, (run + 1) * listingsPerRun)
        .map(Number);
      expect(itemNumbers).toHaveLength(listingsPerRun);
      const shop = listingCatalogue(market, demoAfterbuySellers, t.clock.now);
      const stored = () =>
        t.db
          .select({
            itemNumber: afterbuyProductLinks.itemNumber,
            productId: afterbuyProductLinks.afterbuyProductId,
          })
          .from(afterbuyProductLinks)
          .where(eq(afterbuyProductLinks.userId, user.id))
          .orderBy(asc(afterbuyProductLinks.itemNumber));
      return {
        payload: { userId: user.id, itemNumbers },
        saved: stored,
        async completed() {
          const expected = [...itemNumbers]
            .sort((a, b) => a - b)
            .map((itemNumber) => ({
              itemNumber,
              productId: shop.byAnr(String(itemNumber))?.productId ?? null,
            }));
          expect(expected.every((link) => link.productId !== null)).toBe(true);
          expect(await stored()).toEqual(expected);
        },
      };
    },
  },
};
