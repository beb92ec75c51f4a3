// The fault cases of the jobs that act with a seller's eBay token: the listing import, the item specifics load
// and sync, the campaign refresh and the video status check.
import { mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaignRefreshes, campaigns } from '../../src/db/schema/campaigns.ts';
import { itemSpecificCategories, itemSpecificItems } from '../../src/db/schema/item-specifics.ts';
import { ebayTokens } from '../../src/db/schema/marketplace.ts';
import { listingImports, listings, rankingAccounts } from '../../src/db/schema/ranking.ts';
import { uploadedVideos } from '../../src/db/schema/videos.ts';
import { fullDraft, importCategory, saveAndSyncDrafts, sellerCategory } from './item-specifics-data.ts';
import type { FaultContext, JobFaultCase } from './job-fault-case.ts';
import { chunksOf, uploadVideoFile } from './multipart-upload.ts';

/**
 * A stand-in seller with a few live listings (a small import), the `index`-th of its run's three; the account cases
 * take the untaken ones after every run's.
 */
function smallSeller({ t, run }: FaultContext, index: number): string {
  const market = t.ebaySandbox.market;
  const day = t.clock.now().toISOString().slice(0, 10);
  const small = market.sellers().filter((seller) => {
    const count = market.listingIdsOfSeller(seller.username, day).length;
    return count >= 3 && count <= 60;
  });
  const position = run * 3 + index;
  const found = small[position];
  if (!found) throw new Error(`the stand-in has no small seller number ${position}`);
  return found.username;
}

async function tokenIdOf({ t }: FaultContext, userId: number): Promise<number> {
  const [token] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, userId));
  if (!token) throw new Error('no eBay token');
  return token.id;
}

/** The item specifics rows of a user's category, in a comparable order. */
async function specificsOf({ t }: FaultContext, categoryRowId: number) {
  const [category] = await t.db
    .select()
    .from(itemSpecificCategories)
    .where(eq(itemSpecificCategories.id, categoryRowId));
  const items = await t.db
    .select()
    .from(itemSpecificItems)
    .where(eq(itemSpecificItems.categoryRowId, categoryRowId))
    .orderBy(asc(itemSpecificItems.itemNumber));
  return { category, items };
}

/** A user with a seller's category imported, its item specifics asked for (the load job queued). */
async function loadAskedFor(context: FaultContext, sellerIndex: number) {
  const { t, engine } = context;
  const seller = sellerCategory(t, context.run * 2 + sellerIndex, 3);
  const user = await t.signedInUser({ plan: 'Platinum' });
  await t.connectEbaySeller(user.token, seller.sellerName);
  await importCategory(t, user.id, seller);
  await engine.drain();
  const key = { categoryId: seller.categoryId, eBaySiteId: 77, sellerName: seller.sellerName };
  const asked = await t.post('/api/itemspecific/create-load-items-specifics-job', key, { token: user.token });
  expect(asked.status).toBe(200);
  const [row] = await t.db
    .select()
    .from(itemSpecificCategories)
    .where(eq(itemSpecificCategories.userId, user.id));
  if (!row) throw new Error('no category row');
  return { seller, user, key, row };
}

export const sellerJobFaultCases: Readonly<Record<string, JobFaultCase>> = {
  importListings: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const sellerName = smallSeller(context, 0);
      const user = await t.signedInUser({ plan: 'Gold' });
      await t.connectEbaySeller(user.token, sellerName);
      await engine.drain();
      const started = await t.post('/api/ranking/import-for-account', { sellerName }, { token: user.token });
      expect(started.status).toBe(200);
      const stored = () =>
        t.db
          .select({ itemNumber: listings.itemNumber, title: listings.title })
          .from(listings)
          .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
          .where(eq(rankingAccounts.userId, user.id))
          .orderBy(asc(listings.itemNumber));
      return {
        saved: stored,
        async completed() {
          const rows = await stored();
          const [run] = await t.db
            .select()
            .from(listingImports)
            .innerJoin(rankingAccounts, eq(rankingAccounts.id, listingImports.accountId))
            .where(eq(rankingAccounts.userId, user.id));
          expect(run?.listing_imports).toMatchObject({ status: 'done' });
          expect(rows.length).toBe(run?.listing_imports.total);
          expect(new Set(rows.map((row) => row.itemNumber)).size).toBe(rows.length);
        },
        async gaveUp() {
          const progress = await t.get('/api/ranking/import-progress', { token: user.token });
          expect(progress.body.data).toMatchObject([
            { sellerName, status: 'failed', error: 'serviceUnavailable' },
          ]);
        },
      };
    },
  },

  loadItemSpecifics: {
    dependency: 'eBay',
    async arrange(context) {
      const { row, seller } = await loadAskedFor(context, 0);
      return {
        saved: async () => (await specificsOf(context, row.id)).items,
        async completed() {
          const { category, items } = await specificsOf(context, row.id);
          expect(category?.loadStatus).toBe('COMPLETED');
          expect(items.map((item) => item.itemNumber).sort()).toEqual(
            seller.listings.map((listing) => Number(listing.itemId)).sort(),
          );
        },
        async gaveUp() {
          // A load knows no failed state (spec 002): it ends with what it stored, so the category can be loaded again.
          const { category } = await specificsOf(context, row.id);
          expect(category?.loadStatus).toBe('COMPLETED');
        },
      };
    },
  },

  syncItemSpecifics: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const { user, key, row, seller } = await loadAskedFor(context, 1);
      await engine.drain();
      const drafts = seller.listings.slice(0, 2).map((listing, index) => ({
        itemNumber: listing.itemId,
        characteristics: fullDraft(seller.aspects, `F${index}`),
      }));
      await saveAndSyncDrafts(t, user.token, key, drafts);
      return {
        saved: async () => (await specificsOf(context, row.id)).items,
        async completed() {
          const { category, items } = await specificsOf(context, row.id);
          expect(category?.syncStatus).toBe('COMPLETED');
          expect(items.filter((item) => item.draft !== null && item.syncError !== null)).toEqual([]);
        },
        // The listings' values and drafts; the results written beside them are the failed state.
        kept: async () =>
          (await specificsOf(context, row.id)).items.map((item) => ({
            itemNumber: item.itemNumber,
            specifics: item.specifics,
            draft: item.draft,
            previous: item.previous,
          })),
        async gaveUp() {
          const query = new URLSearchParams({
            categoryId: String(key.categoryId),
            sellerName: key.sellerName,
            eBaySiteId: '77',
          }).toString();
          const state = await t.get<{ syncStatus: string; syncResults: { ack: string; error: string }[] }>(
            `/api/itemspecific/items-specifics-sync-status?${query}`,
            { token: user.token },
          );
          expect(state.body.data.syncStatus).toBe('FAILED');
          expect(state.body.data.syncResults.length).toBeGreaterThanOrEqual(drafts.length);
          for (const result of state.body.data.syncResults)
            expect(result).toMatchObject({ ack: 'Failure', error: 'serviceUnavailable' });
        },
      };
    },
  },

  refreshCampaigns: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const sellerName = smallSeller(context, 1);
      const user = await t.signedInUser({ plan: 'Bronze' });
      await t.connectEbaySeller(user.token, sellerName);
      await engine.drain();
      const ebayTokenId = await tokenIdOf(context, user.id);
      await t.db.delete(campaignRefreshes).where(eq(campaignRefreshes.ebayTokenId, ebayTokenId));
      const stored = async () => ({
        campaigns: await t.db.select().from(campaigns).where(eq(campaigns.userId, user.id)),
        refreshes: await t.db
          .select()
          .from(campaignRefreshes)
          .where(eq(campaignRefreshes.ebayTokenId, ebayTokenId)),
      });
      return {
        payload: { userId: user.id, ebayTokenId, sellerName },
        saved: stored,
        async completed() {
          expect((await stored()).refreshes).toHaveLength(1);
        },
      };
    },
  },

  pollVideoStatus: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const sellerName = smallSeller(context, 2);
      const user = await t.signedInUser({ plan: 'Video' });
      await t.connectEbaySeller(user.token, sellerName);
      await engine.drain();
      const file = mp4Sample({ seed: 3 });
      const fields = {
        title: 'Unser Produkt',
        description: 'So sieht es aus',
        sellerName,
        fileSize: String(file.length),
      };
      const answer = await uploadVideoFile(t.baseUrl, user.token, fields, chunksOf(file));
      expect(answer.status).toBe(200);
      const stored = () => t.db.select().from(uploadedVideos).where(eq(uploadedVideos.userId, user.id));
      // The stand-in has finished processing by the time the check runs.
      t.clock.advance(60_000);
      return {
        saved: stored,
        async completed() {
          const [video] = await stored();
          expect(['LIVE', 'BLOCKED']).toContain(video?.status);
        },
      };
    },
  },
};
