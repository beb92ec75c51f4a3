import type { StarColor } from '@baylytics/contract/account-check-star-colors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountId,
  type Caller,
  insertListing,
  itemsOf,
  list,
  other,
  owner,
  useAccountCheckData,
} from './support/account-check-data.ts';

const t = useAccountCheckData();

describe('changing colours and flags', () => {
  it("sets one listing's star colour; another user gets 404 for it", async () => {
    const put = (who: Caller, color: number) =>
      t.request('PUT', '/api/ranking/update-ebay-item-star-color', {
        token: who.token,
        body: { itemNumber: 1005, color },
      });
    expect((await put(owner, 4)).body.data).toEqual({ itemNumber: 1005, starColor: 4 });
    expect((await put(other, 5)).body).toMatchObject({ statusCode: 404, message: 'notFound' });
    expect((await list('starColor=4')).body.data.map((r) => r.itemNumber)).toEqual([1005]);
    expect((await put(owner, 6)).status).toBe(400);
    await put(owner, 0);
  });

  it('toggles and sets the optimized flag of one listing', async () => {
    const toggle = await t.request<{ isOptimized: boolean }>(
      'PUT',
      '/api/ranking/toogle-ebay-item-optimized',
      {
        token: owner.token,
        body: { itemNumber: 1001 },
      },
    );
    expect(toggle.body.data).toEqual({ itemNumber: 1001, isOptimized: true });
    const set = await t.request('PUT', '/api/ranking/set-ebay-item-optimized', {
      token: owner.token,
      body: { itemNumber: 1001, value: false },
    });
    expect(set.body.data).toEqual({ itemNumber: 1001, isOptimized: false });
    const foreign = await t.request('PUT', '/api/ranking/toogle-ebay-item-optimized', {
      token: other.token,
      body: { itemNumber: 1001 },
    });
    expect(foreign.status).toBe(404);
  });

  it('bulk changes touch only the rows the filter finds, of the caller only', async () => {
    const colour = await t.request<{ updated: number }>(
      'PUT',
      '/api/ranking/set-ebay-item-star-color-on-search',
      {
        token: owner.token,
        body: { search: 'akku', value: 5 },
      },
    );
    expect(colour.body.data).toEqual({ updated: 2 });
    expect(itemsOf((await list('starColor=5')).body.data)).toEqual([1002, 1001]);
    expect(itemsOf((await list('starColor=5', other)).body.data)).toEqual([]);

    const optimized = await t.request<{ updated: number }>(
      'PUT',
      '/api/ranking/set-ebay-item-optimized-on-search',
      {
        token: owner.token,
        body: { starColor: 5, value: true },
      },
    );
    // 1002 was optimized already: only 1001 changes.
    expect(optimized.body.data).toEqual({ updated: 1 });
    expect(itemsOf((await list('isOptimized=true')).body.data)).toEqual([1002, 1001]);
    expect(itemsOf((await list('isOptimized=true', other)).body.data)).toEqual([]);
    // The ended listing matched 'akku'? No: it is 'Alte Zange'; it also keeps its colour after an unfiltered bulk.
    await t.request('PUT', '/api/ranking/set-ebay-item-star-color-on-search', {
      token: owner.token,
      body: { value: 0 },
    });
    const { rows } = await t.db.execute<{ item: string; star: number }>(
      sql`select item_number as item, star_color as star from listings where item_number in (1004, 2001) order by 1`,
    );
    expect(rows.map((r) => r.star)).toEqual([0, 0]);
    await t.request('PUT', '/api/ranking/set-ebay-item-optimized-on-search', {
      token: owner.token,
      body: { value: false, accounts: ['seller-a'] },
    });
    expect((await list('isOptimized=true')).body.total).toBe(0);
  });
});

describe('DELETE /ranking/{itemNumber}', () => {
  it('removes a listing no keyword found today, refuses a ranked one and another user', async () => {
    await insertListing(accountId, {
      item: 1006,
      title: 'Nirgends gefunden',
      sku: 'N-1',
      today: null,
      yesterday: 4,
      score: 0,
    });
    const remove = (who: Caller, itemNumber: number) =>
      t.request('DELETE', `/api/ranking/${itemNumber}`, { token: who.token });

    expect((await remove(other, 1006)).body).toMatchObject({ statusCode: 404, message: 'notFound' });
    // 1002 ranks today (position score 1): it stays.
    expect((await remove(owner, 1002)).body).toMatchObject({ statusCode: 409, message: 'itemStillRanked' });
    expect(itemsOf((await list('pageSize=200')).body.data)).toContain(1006);

    expect((await remove(owner, 1006)).body.data).toEqual({ itemNumber: 1006, deleted: 1 });
    const after = itemsOf((await list('pageSize=200')).body.data);
    expect(after).not.toContain(1006);
    expect(after).toContain(1002);
    expect((await remove(owner, 1006)).status).toBe(404);
  });
});

describe('star colours', () => {
  it("answers every colour with default texts, then the caller's own; an empty text restores the default", async () => {
    const colours = await t.get<StarColor[]>('/api/ranking/star-color', { token: owner.token });
    expect(colours.body.data).toHaveLength(6);
    expect(colours.body.data[1]).toEqual({
      id: 1,
      color: '#fa5252',
      text: 'accountCheck.starColors.red',
      isDefault: true,
    });

    const set = await t.request<StarColor[]>('PUT', '/api/ranking/set-star-color-text', {
      token: owner.token,
      body: { id: 1, text: '  Top-Seller ' },
    });
    expect(set.body.data[1]).toEqual({ id: 1, color: '#fa5252', text: 'Top-Seller', isDefault: false });
    const others = await t.get<StarColor[]>('/api/ranking/star-color', { token: other.token });
    expect(others.body.data[1]?.isDefault).toBe(true);

    const reset = await t.request<StarColor[]>('PUT', '/api/ranking/set-star-color-text', {
      token: owner.token,
      body: { id: 1, text: '' },
    });
    expect(reset.body.data[1]?.isDefault).toBe(true);
  });
});

describe('PUT /ranking/change-account-name', () => {
  it("points the account at another of the caller's connected eBay names, keeping its listings", async () => {
    const rename = (who: Caller, oldSellerName: string, newSellerName: string) =>
      t.request<{ sellerName: string }>('PUT', '/api/ranking/change-account-name', {
        token: who.token,
        body: { oldSellerName, newSellerName },
      });
    expect((await rename(owner, 'seller-a', 'not-connected')).body.message).toBe('ebayAccountNotConnected');
    expect((await rename(other, 'seller-a', 'x')).status).toBe(404);

    await t.createEbayToken(owner.id, { username: 'seller-a-neu' });
    const answer = await rename(owner, 'seller-a', 'SELLER-A-NEU');
    expect(answer.body.data).toEqual({ sellerName: 'seller-a-neu' });
    expect((await list('accounts=seller-a-neu')).body.total).toBe(4);
    expect((await list('accounts=seller-a')).status).toBe(404);
  });
});
