import type { SyncStatusAnswer } from '@baylytics/contract/listing-item-specifics';
import { revisionsPerItemPerDay } from '@baylytics/sandbox/ebay/revision-limit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemSpecificCategories, itemSpecificItems } from '../src/db/schema/item-specifics.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { syncItemSpecificsJob } from '../src/features/listing/item-specifics/sync-job.ts';
import type { ListingEbay } from '../src/features/listing/public.ts';
import { useEngine } from './support/engine-harness.ts';
import {
  fullDraft,
  importCategory,
  saveAndSyncDrafts,
  sellerCategory,
} from './support/item-specifics-data.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const today = () => t.clock.now().toISOString().slice(0, 10);

/** The real eBay client, counting revisions per item; the `stopAfter`-th revision reaches eBay, then the worker stops. */
function countingEbay(base: ListingEbay, revised: Map<string, number>, stopAfter?: number): ListingEbay {
  let sent = 0;
  return {
    itemAspects: (siteId, categoryId) => base.itemAspects(siteId, categoryId),
    seller(tokenId) {
      const seller = base.seller(tokenId);
      return {
        getItem: (itemId, o) => seller.getItem(itemId, o),
        getSellerList: (p) => seller.getSellerList(p),
        async reviseItem(itemId, changes, o) {
          revised.set(itemId, (revised.get(itemId) ?? 0) + 1);
          sent += 1;
          const answer = await seller.reviseItem(itemId, changes, o);
          if (sent === stopAfter) throw new Error('the worker stopped');
          return answer;
        },
      };
    },
  };
}

/**
 * A Platinum user whose seller's category is loaded, with drafts saved for four listings and a sync asked for:
 * the category row the sync job then works on.
 */
async function syncAskedFor(sellerIndex: number, draftPrefix: string) {
  const seller = sellerCategory(t, sellerIndex, 4);
  const user = await t.signedInUser({ plan: 'Platinum' });
  await t.connectEbaySeller(user.token, seller.sellerName);
  await importCategory(t, user.id, seller);
  const key = { categoryId: seller.categoryId, eBaySiteId: 77, sellerName: seller.sellerName };
  await t.post('/api/itemspecific/create-load-items-specifics-job', key, { token: user.token });
  await engine.drain();
  const changed = seller.listings.slice(0, 4);
  const drafts = changed.map((l, i) => ({
    itemNumber: l.itemId,
    characteristics: fullDraft(seller.aspects, `${draftPrefix}${i}`),
  }));
  await saveAndSyncDrafts(t, user.token, key, drafts);
  const [row] = await t.db
    .select()
    .from(itemSpecificCategories)
    .where(eq(itemSpecificCategories.userId, user.id));
  if (!row) throw new Error('no category row');
  return { seller, user, key, changed, drafts, row };
}

describe('the sync job', () => {
  it('resumes after being stopped mid-way: no listing revised twice, every result kept', async () => {
    const { user, key, changed, drafts, row } = await syncAskedFor(6, 'R');
    const payload = { categoryRowId: row.id, syncRun: row.syncRun };

    const revised = new Map<string, number>();
    const stopped = { ...engine.deps, listingEbay: countingEbay(engine.deps.listingEbay, revised, 2) };
    await expect(
      syncItemSpecificsJob.handler(payload, stopped, { attempts: 1, maxAttempts: 5 }),
    ).rejects.toThrow('the worker stopped');
    const states = await t.db
      .select({ itemNumber: itemSpecificItems.itemNumber, state: itemSpecificItems.syncState })
      .from(itemSpecificItems)
      .where(eq(itemSpecificItems.categoryRowId, row.id));
    const stateOf = (itemId: string) => states.find((s) => String(s.itemNumber) === itemId)?.state;
    const ordered = [...changed].sort((a, b) => Number(a.itemId) - Number(b.itemId));
    expect(ordered.map((l) => stateOf(l.itemId))).toEqual(['done', 'sending', 'pending', 'pending']);

    const resumed = { ...engine.deps, listingEbay: countingEbay(engine.deps.listingEbay, revised) };
    await syncItemSpecificsJob.handler(payload, resumed, { attempts: 2, maxAttempts: 5 });

    for (const listing of changed) expect(revised.get(listing.itemId)).toBe(1);
    expect(revised.size).toBe(4);
    const status = await t.get<SyncStatusAnswer>(
      `/api/itemspecific/items-specifics-sync-status?${new URLSearchParams({ ...key, eBaySiteId: '77' })}`,
      { token: user.token },
    );
    expect(status.body.data.syncStatus).toBe('COMPLETED');
    expect(status.body.data.syncResults.map((r) => [r.itemNumber, r.ack])).toEqual(
      ordered.map((l) => [l.itemId, 'Success']),
    );
    for (const [i, listing] of changed.entries()) {
      const onEbay = t.ebaySandbox.market.listing(listing.itemId, today())?.itemSpecifics ?? [];
      for (const c of drafts[i]?.characteristics ?? [])
        expect(onEbay.find((s) => s.name === c.name)?.values).toEqual(c.value);
    }
  }, 90_000);

  it("asks eBay for the category's aspects once for a sync of many listings of it", async () => {
    const { seller, user, key, changed, row } = await syncAskedFor(7, 'A');

    const base = engine.deps.listingEbay;
    const asked: string[] = [];
    const counting: ListingEbay = {
      seller: (tokenId) => base.seller(tokenId),
      itemAspects(siteId, categoryId) {
        asked.push(`${siteId}:${categoryId}`);
        return base.itemAspects(siteId, categoryId);
      },
    };
    await syncItemSpecificsJob.handler(
      { categoryRowId: row.id, syncRun: row.syncRun },
      { ...engine.deps, listingEbay: counting },
      { attempts: 1, maxAttempts: 5 },
    );
    expect(asked).toEqual([`77:${seller.categoryId}`]);
    const status = await t.get<SyncStatusAnswer>(
      `/api/itemspecific/items-specifics-sync-status?${new URLSearchParams({ ...key, eBaySiteId: '77' })}`,
      { token: user.token },
    );
    expect(status.body.data.syncResults.map((r) => r.ack)).toEqual(changed.map(() => 'Success'));
  }, 90_000);

  it("records eBay's refusal of a listing revised too often today for that listing alone, and sends it no more", async () => {
    const { user, key, changed, row } = await syncAskedFor(8, 'L');
    const [token] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
    const exhausted = changed[1];
    if (!token?.accessTokenSealed || !exhausted) throw new Error('no access token or listing');
    // The seller used up the listing's revisions of the day with another tool (eBay's limit, counted by the stand-in).
    const accessToken = t.ebay.cipher.open(token.accessTokenSealed, 'access');
    const reviseElsewhere = async () => {
      const answer = await fetch(`${t.ebaySandboxUrl}/ws/api.dll`, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          'x-ebay-api-call-name': 'ReviseFixedPriceItem',
          'x-ebay-api-siteid': '77',
          'x-ebay-api-iaf-token': accessToken,
        },
        body: `<?xml version="1.0" encoding="utf-8"?><ReviseFixedPriceItemRequest xmlns="urn:ebay:apis:eBLBaseComponents"><Item><ItemID>${exhausted.itemId}</ItemID><Title>${exhausted.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Title></Item></ReviseFixedPriceItemRequest>`,
      });
      expect(await answer.text()).toContain('<Ack>Success</Ack>');
    };
    for (let n = 0; n < revisionsPerItemPerDay; n += 10)
      await Promise.all(Array.from({ length: Math.min(10, revisionsPerItemPerDay - n) }, reviseElsewhere));

    const payload = { categoryRowId: row.id, syncRun: row.syncRun };
    const revised = new Map<string, number>();
    const counting = { ...engine.deps, listingEbay: countingEbay(engine.deps.listingEbay, revised) };
    await syncItemSpecificsJob.handler(payload, counting, { attempts: 1, maxAttempts: 5 });
    // Finished, not thrown: the job is not retried; a repeated delivery sends nothing again.
    await syncItemSpecificsJob.handler(payload, counting, { attempts: 2, maxAttempts: 5 });
    for (const listing of changed) expect(revised.get(listing.itemId)).toBe(1);

    const status = await t.get<SyncStatusAnswer>(
      `/api/itemspecific/items-specifics-sync-status?${new URLSearchParams({ ...key, eBaySiteId: '77' })}`,
      { token: user.token },
    );
    expect(status.body.data.syncStatus).toBe('COMPLETED');
    const results = status.body.data.syncResults;
    const refused = results.find((r) => r.itemNumber === exhausted.itemId);
    expect(refused?.ack).toBe('Failure');
    expect(refused?.error).toContain(`revised ${revisionsPerItemPerDay} times today`);
    expect(results.filter((r) => r.itemNumber !== exhausted.itemId).map((r) => r.ack)).toEqual([
      'Success',
      'Success',
      'Success',
    ]);
    expect(t.ebaySandbox.market.listing(exhausted.itemId, today())?.itemSpecifics).toEqual(
      exhausted.itemSpecifics,
    );
  }, 120_000);
});
