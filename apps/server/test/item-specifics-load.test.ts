import type { EditorItem } from '@baylytics/contract/listing-item-specifics';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { itemSpecificCategories } from '../src/db/schema/item-specifics.ts';
import { loadItemSpecificsJob } from '../src/features/listing/item-specifics/load-job.ts';
import type { EngineDeps } from '../src/kernel/engine-deps.ts';
import { useEngine } from './support/engine-harness.ts';
import { importCategory, type SellerCategory, sellerCategory } from './support/item-specifics-data.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const today = () => t.clock.now().toISOString().slice(0, 10);
const listingNow = (itemId: string) => t.ebaySandbox.market.listing(itemId, today());

const keyOf = (s: SellerCategory) => ({ categoryId: s.categoryId, eBaySiteId: 77, sellerName: s.sellerName });
const query = (s: SellerCategory) => new URLSearchParams({ ...keyOf(s), eBaySiteId: '77' }).toString();

async function gold(seller: SellerCategory) {
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, seller.sellerName);
  await importCategory(t, user.id, seller);
  return user;
}

// How the load job reads eBay, and how it ends when eBay keeps failing.
describe('the item specifics load job', { timeout: 60_000 }, () => {
  it('reads the category in GetSellerList pages, and a listing moved to another category since the import with GetItem', async () => {
    const seller = sellerCategory(t, 8);
    const user = await gold(seller);
    // After the import the seller moved one listing to another category on eBay: the category's pages no longer
    // hold it, and the load reads it on its own.
    const moved = seller.listings[0];
    const other = sellerCategory(t, 0).categoryId;
    if (!moved || other === seller.categoryId) throw new Error('no listing to move');
    t.ebaySandbox.market.revise(moved.itemId, { categoryId: other }, today());
    // The job's eBay calls, counted on the client the worker uses.
    const calls = { GetSellerList: 0, GetItem: 0 };
    const client = t.ebay.client;
    const sellerOf = client.seller.bind(client);
    const spy = vi.spyOn(client, 'seller').mockImplementation((tokenId) => {
      const seller_ = sellerOf(tokenId);
      return {
        ...seller_,
        getSellerList: (p) => {
          calls.GetSellerList += 1;
          return seller_.getSellerList(p);
        },
        getItem: (itemId, o) => {
          calls.GetItem += 1;
          return seller_.getItem(itemId, o);
        },
      };
    });
    try {
      await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), { token: user.token });
      await engine.drain();
    } finally {
      spy.mockRestore();
    }
    // GetSellerList holds the listings ending within 120 days (eBay's window); the others and the moved one are
    // read one by one.
    const now = t.clock.now().getTime();
    const paged = seller.listings.filter(
      (l) => l !== moved && Date.parse(l.endTime) >= now && Date.parse(l.endTime) <= now + 120 * 86_400_000,
    );
    expect(paged.length).toBeGreaterThan(0);
    expect(calls).toEqual({
      GetSellerList: Math.ceil(paged.length / 200),
      GetItem: seller.listings.length - paged.length,
    });
    const items = await t.get<EditorItem[]>(`/api/itemspecific?${query(seller)}`, { token: user.token });
    expect(items.body.total).toBe(seller.listings.length);
    for (const listing of seller.listings) {
      const item = items.body.data.find((i) => i.itemNumber === listing.itemId);
      expect(item?.characteristics).toEqual(
        listingNow(listing.itemId)?.itemSpecifics.map((s) => ({ name: s.name, value: s.values })),
      );
    }
  });

  it('a load eBay keeps failing ends with its last attempt, so the category can be loaded again', async () => {
    const seller = sellerCategory(t, 9);
    const user = await gold(seller);
    const load = await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), {
      token: user.token,
    });
    expect(load.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(itemSpecificCategories)
      .where(eq(itemSpecificCategories.userId, user.id));
    if (!row) throw new Error('no category row');
    const away = () => Promise.reject(new Error('eBay is away'));
    const deps = {
      db: t.db,
      clock: t.clock.now,
      listingEbay: {
        itemAspects: away,
        seller: () => ({ getItem: away, getSellerList: away, reviseItem: away }),
      },
    } as unknown as EngineDeps;
    const payload = { categoryRowId: row.id, loadRun: row.loadRun };
    await expect(
      loadItemSpecificsJob.handler(payload, deps, { attempts: 1, maxAttempts: 3 }),
    ).rejects.toThrow('eBay is away');
    const status = async () =>
      (await t.db.select().from(itemSpecificCategories).where(eq(itemSpecificCategories.id, row.id)))[0]
        ?.loadStatus;
    expect(await status()).toBe('PROCESSING');
    await expect(
      loadItemSpecificsJob.handler(payload, deps, { attempts: 3, maxAttempts: 3 }),
    ).rejects.toThrow('eBay is away');
    expect(await status()).toBe('COMPLETED');
    const again = await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), {
      token: user.token,
    });
    expect(again.body.data).toEqual({ loadStatus: 'IN_PROGRESS' });
  });
});
