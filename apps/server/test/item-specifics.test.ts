import type {
  CategoryInfo,
  CategoryRow,
  EditorItem,
  SyncStatusAnswer,
} from '@baylytics/contract/listing-item-specifics';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { useEngine } from './support/engine-harness.ts';
import {
  fullDraft,
  importCategory,
  type SellerCategory,
  sellerCategory,
} from './support/item-specifics-data.ts';
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

async function loaded(index: number) {
  const seller = sellerCategory(t, index);
  const user = await gold(seller);
  const load = await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), {
    token: user.token,
  });
  expect(load.status).toBe(200);
  await engine.drain();
  return { seller, user };
}

const save = (token: string, seller: SellerCategory, data: unknown[]) =>
  t.request<{ changedItems: number }>('PUT', '/api/itemspecific/save-items-specifics', {
    token,
    body: { ...keyOf(seller), data },
  });
const syncState = (token: string, seller: SellerCategory) =>
  t.get<SyncStatusAnswer>(`/api/itemspecific/items-specifics-sync-status?${query(seller)}`, { token });

// Each test loads a category from the stand-in first (GetItem per listing), on a machine the other suites share.
describe('the item specifics list and the load job', { timeout: 60_000 }, () => {
  it('lists the leaf category, loads every listing with its specifics and shows them in the editor', async () => {
    const seller = sellerCategory(t, 0);
    const user = await gold(seller);
    const list = await t.get<CategoryRow[]>(
      `/api/itemspecific/summary-by-category?sellerName=${seller.sellerName.toUpperCase()}`,
      { token: user.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      leafCategoryId: seller.categoryId,
      eBaySiteName: 'EBAY-DE',
      totalListings: seller.listings.length,
      loadStatus: null,
      syncStatus: null,
      syncCompletedTime: null,
    });

    const load = await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), {
      token: user.token,
    });
    expect(load.body.data).toEqual({ loadStatus: 'IN_PROGRESS' });
    const again = await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), {
      token: user.token,
    });
    expect(again.body).toMatchObject({ message: 'itemSpecificsLoadInProgress' });
    const statusUrl = `/api/itemspecific/get-load-items-specifics-job-status?sellerName=${seller.sellerName}&categoryIds=${seller.categoryId}&eBaySiteIds=77`;
    expect((await t.get(statusUrl, { token: user.token })).body.data).toEqual([
      {
        categoryId: seller.categoryId,
        eBaySiteId: 77,
        loadStatus: 'IN_PROGRESS',
        loaded: 0,
        total: seller.listings.length,
      },
    ]);
    await engine.drain();
    expect((await t.get(statusUrl, { token: user.token })).body.data).toEqual([
      {
        categoryId: seller.categoryId,
        eBaySiteId: 77,
        loadStatus: 'COMPLETED',
        loaded: seller.listings.length,
        total: seller.listings.length,
      },
    ]);

    const info = await t.get<CategoryInfo>(
      `/api/itemspecific/category/${seller.categoryId}?eBaySiteId=77&sellerName=${seller.sellerName}`,
      { token: user.token },
    );
    expect(info.body.data.hasToken).toBe(true);
    expect(info.body.data.aspects.map((a) => a.name)).toEqual(seller.aspects.map((a) => a.name));
    const required = info.body.data.aspects.find((a) => a.isRequired);
    const aspect = seller.aspects.find((a) => a.name === required?.name);
    expect(required?.type).toBe(aspect?.mode === 'SELECTION_ONLY' ? 'SELECT' : 'TEXTBOX');

    const items = await t.get<EditorItem[]>(`/api/itemspecific?${query(seller)}`, { token: user.token });
    expect(items.body.total).toBe(seller.listings.length);
    for (const listing of seller.listings) {
      const item = items.body.data.find((i) => i.itemNumber === listing.itemId);
      expect(item?.title).toBe(listing.title);
      expect(item?.changed).toBe(false);
      expect(item?.characteristics).toEqual(
        listing.itemSpecifics.map((s) => ({ name: s.name, value: s.values })),
      );
    }
    const first = seller.listings[0];
    if (!first) throw new Error('no listing');
    const word = first.title.split(' ')[0]?.toLowerCase() ?? '';
    const found = await t.get<EditorItem[]>(
      `/api/itemspecific?${query(seller)}&keyword=${encodeURIComponent(word.toUpperCase())}`,
      {
        token: user.token,
      },
    );
    expect(
      found.body.data.every(
        (i) =>
          i.title.toLowerCase().includes(word) ||
          i.sku.toLowerCase().includes(word) ||
          i.itemNumber.includes(word),
      ),
    ).toBe(true);
    expect(found.body.data.some((i) => i.itemNumber === first.itemId)).toBe(true);
  });

  it("refuses another user's seller, and roles outside Gold and Platinum", async () => {
    const { seller, user } = await loaded(1);
    const stranger = await t.signedInUser({ plan: 'Gold' });
    const bronze = await t.signedInUser({ plan: 'Bronze' });
    const calls = [
      () =>
        t.get(`/api/itemspecific/summary-by-category?sellerName=${seller.sellerName}`, {
          token: stranger.token,
        }),
      () => t.get(`/api/itemspecific?${query(seller)}`, { token: stranger.token }),
      () =>
        t.get(
          `/api/itemspecific/category/${seller.categoryId}?eBaySiteId=77&sellerName=${seller.sellerName}`,
          { token: stranger.token },
        ),
      () => syncState(stranger.token, seller),
      () => save(stranger.token, seller, [{ itemNumber: seller.listings[0]?.itemId, characteristics: [] }]),
      () =>
        t.request('PUT', '/api/itemspecific/apply-change', { token: stranger.token, body: keyOf(seller) }),
      () =>
        t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), { token: stranger.token }),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    const refused = await t.get(`/api/itemspecific/summary-by-category?sellerName=${seller.sellerName}`, {
      token: bronze.token,
    });
    expect(refused.status).toBe(403);
    expect((await t.get(`/api/itemspecific?${query(seller)}`, { token: user.token })).body.total).toBe(
      seller.listings.length,
    );
  });
});

describe('drafts and the sync', { timeout: 60_000 }, () => {
  it('refuses a changed item without a required value, naming item and characteristic, and saves nothing', async () => {
    const { seller, user } = await loaded(2);
    const required = seller.aspects.find((a) => a.required);
    const [first, second] = seller.listings;
    if (!required || !first || !second) throw new Error('no fixture');
    const answer = await save(user.token, seller, [
      { itemNumber: first.itemId, characteristics: fullDraft(seller.aspects, 'A') },
      { itemNumber: second.itemId, characteristics: [{ name: required.name, value: [' '] }] },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'validationFailed',
      errors: [
        {
          field: 'data.1',
          message: 'itemSpecifics.requiredMissing',
          params: { title: second.title, name: required.name },
        },
      ],
    });
    const items = await t.get<EditorItem[]>(`/api/itemspecific?${query(seller)}`, { token: user.token });
    expect(items.body.data.every((i) => !i.changed)).toBe(true);
  });

  it('saves drafts that survive, syncs them with Success and Warning per item, and restores the old values', async () => {
    const { seller, user } = await loaded(3);
    const [first, second] = seller.listings;
    const recommended = seller.aspects.find((a) => a.recommended && !a.required);
    if (!first || !second || !recommended) throw new Error('no fixture');
    const full = fullDraft(seller.aspects, 'Neu');
    const withoutRecommended = full.map((c) => (c.name === recommended.name ? { ...c, value: [] } : c));
    const saved = await save(user.token, seller, [
      { itemNumber: first.itemId, characteristics: full },
      { itemNumber: second.itemId, characteristics: withoutRecommended },
    ]);
    expect(saved.body.data).toEqual({ changedItems: 2 });
    const items = await t.get<EditorItem[]>(`/api/itemspecific?${query(seller)}`, { token: user.token });
    expect(
      items.body.data
        .filter((i) => i.changed)
        .map((i) => i.itemNumber)
        .sort(),
    ).toEqual([first.itemId, second.itemId].sort());
    const before = listingNow(first.itemId)?.itemSpecifics;

    const apply = await t.request('PUT', '/api/itemspecific/apply-change', {
      token: user.token,
      body: keyOf(seller),
    });
    expect(apply.body.data).toEqual({ syncStatus: 'IN_PROGRESS' });
    expect((await syncState(user.token, seller)).body.data.syncStatus).toBe('IN_PROGRESS');
    const whileSyncing = await save(user.token, seller, [
      { itemNumber: first.itemId, characteristics: full },
    ]);
    expect(whileSyncing.body).toMatchObject({ message: 'itemSpecificsSyncInProgress' });
    await engine.drain();

    const state = (await syncState(user.token, seller)).body.data;
    expect(state.syncStatus).toBe('COMPLETED');
    expect(state.syncCompletedTime).not.toBeNull();
    expect(state.syncResults).toHaveLength(2);
    expect(state.syncResults.find((r) => r.itemNumber === first.itemId)).toEqual({
      itemNumber: first.itemId,
      ack: 'Success',
      error: '',
      hasPrevious: true,
    });
    expect(state.syncResults.find((r) => r.itemNumber === second.itemId)).toMatchObject({
      ack: 'Warning',
      hasPrevious: true,
    });
    const warning = state.syncResults.find((r) => r.itemNumber === second.itemId);
    expect(warning?.error).toContain(recommended.name);
    for (const c of full)
      expect(listingNow(first.itemId)?.itemSpecifics.find((s) => s.name === c.name)?.values).toEqual(c.value);

    const restored = await t.request<{ changedItems: number }>('PUT', '/api/itemspecific/restore', {
      token: user.token,
      body: { ...keyOf(seller), itemNumbers: [first.itemId] },
    });
    expect(restored.body.data).toEqual({ changedItems: 1 });
    const again = await t.request('PUT', '/api/itemspecific/apply-change', {
      token: user.token,
      body: keyOf(seller),
    });
    expect(again.body).toMatchObject({ data: { syncStatus: 'IN_PROGRESS' } });
    await engine.drain();
    expect((await syncState(user.token, seller)).body.data.syncResults).toEqual([
      { itemNumber: first.itemId, ack: expect.any(String), error: expect.any(String), hasPrevious: true },
    ]);
    expect(listingNow(first.itemId)?.itemSpecifics).toEqual(before);
  });

  it('refuses the sync without a usable token of the seller and sends nothing', async () => {
    const { seller, user } = await loaded(4);
    const first = seller.listings[0];
    if (!first) throw new Error('no fixture');
    await save(user.token, seller, [
      { itemNumber: first.itemId, characteristics: fullDraft(seller.aspects, 'T') },
    ]);
    await t.db.update(ebayTokens).set({ isBlocked: true }).where(eq(ebayTokens.userId, user.id));
    const info = await t.get<CategoryInfo>(
      `/api/itemspecific/category/${seller.categoryId}?eBaySiteId=77&sellerName=${seller.sellerName}`,
      { token: user.token },
    );
    expect(info.body.data.hasToken).toBe(false);
    const before = listingNow(first.itemId)?.itemSpecifics;
    const apply = await t.request('PUT', '/api/itemspecific/apply-change', {
      token: user.token,
      body: keyOf(seller),
    });
    expect(apply.status).toBe(409);
    expect(apply.body).toMatchObject({ message: 'ebayTokenRequired' });
    await engine.drain();
    expect(listingNow(first.itemId)?.itemSpecifics).toEqual(before);
    expect((await syncState(user.token, seller)).body.data.syncStatus).toBeNull();
  });

  it("ends an item eBay keeps refusing with 5xx in a Failure result, after the client's retries", async () => {
    const { seller, user } = await loaded(5);
    const first = seller.listings[0];
    if (!first) throw new Error('no fixture');
    await save(user.token, seller, [
      { itemNumber: first.itemId, characteristics: fullDraft(seller.aspects, 'F') },
    ]);
    const before = listingNow(first.itemId)?.itemSpecifics;
    await t.request('PUT', '/api/itemspecific/apply-change', { token: user.token, body: keyOf(seller) });
    t.ebaySandbox.injectFault({ api: 'trading', status: 503, count: 20 });
    await engine.drain();
    t.ebaySandbox.clearFaults();
    const state = (await syncState(user.token, seller)).body.data;
    expect(state.syncStatus).toBe('FAILED');
    expect(state.syncResults).toEqual([
      { itemNumber: first.itemId, ack: 'Failure', error: 'serviceUnavailable', hasPrevious: false },
    ]);
    expect(listingNow(first.itemId)?.itemSpecifics).toEqual(before);
  });
});
