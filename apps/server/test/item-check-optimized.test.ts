import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** The `index`-th stand-in seller with a German listing (a seller can be connected to one customer only). */
function sellerWithListing(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .find((l) => l?.siteId === 77);
    return listing ? [{ seller, listing }] : [];
  });
  const own = found[index];
  if (!own) throw new Error('the stand-in has too few sellers with German listings');
  return own;
}

/** A user of the given plan connected to the seller, with the listing imported in the account check. */
async function userWithImportedListing(
  sellerName: string,
  itemNumber: string,
  plan: 'Bronze' | 'Gold' = 'Bronze',
) {
  const user = await t.signedInUser({ plan });
  await t.connectEbaySeller(user.token, sellerName);
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${user.id}, ${sellerName}) returning id`,
  );
  await t.db.execute(sql`
    insert into listings (account_id, item_number, site_id, title)
    values (${rows[0]?.id}, ${Number(itemNumber)}, 77, 'imported')`);
  return user;
}

const markUrl = (itemNumber: string) => `/api/itemchecking/${itemNumber}/optimized`;
const checkUrl = (itemNumber: string) => `/api/itemchecking/${itemNumber}?keyword=test`;

async function storedMark(itemNumber: string): Promise<boolean[]> {
  const { rows } = await t.db.execute<{ isOptimized: boolean }>(
    sql`select is_optimized as "isOptimized" from listings where item_number = ${Number(itemNumber)}`,
  );
  return rows.map((row) => row.isOptimized);
}

describe("the item check's optimized mark", () => {
  it("marks the listing optimized and not optimized again: the account check's mark, shown by the check", async () => {
    const { seller, listing } = sellerWithListing(0);
    const user = await userWithImportedListing(seller.username, listing.itemId);
    const before = await t.get<ItemCheckResult>(checkUrl(listing.itemId), { token: user.token });
    expect(before.body.data).toMatchObject({ isOptimized: false, inAccountCheck: true });

    const mark = await t.request('PUT', markUrl(listing.itemId), {
      token: user.token,
      body: { value: true },
    });
    expect(mark.status).toBe(200);
    expect(mark.body.data).toEqual({ itemNumber: listing.itemId, isOptimized: true });
    expect(await storedMark(listing.itemId)).toEqual([true]);
    const after = await t.get<ItemCheckResult>(checkUrl(listing.itemId), { token: user.token });
    expect(after.body.data.isOptimized).toBe(true);

    const unmark = await t.request('PUT', markUrl(listing.itemId), {
      token: user.token,
      body: { value: false },
    });
    expect(unmark.body.data).toEqual({ itemNumber: listing.itemId, isOptimized: false });
    expect(await storedMark(listing.itemId)).toEqual([false]);
  });

  it('answers itemNotInAccountCheck (404) for a listing not imported and for another user’s, changing nothing', async () => {
    const { seller, listing } = sellerWithListing(1);
    const owner = await userWithImportedListing(seller.username, listing.itemId, 'Gold');
    const other = await t.signedInUser({ plan: 'Bronze' });
    const foreign = await t.request('PUT', markUrl(listing.itemId), {
      token: other.token,
      body: { value: true },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'itemNotInAccountCheck' });
    expect(await storedMark(listing.itemId)).toEqual([false]);

    const { seller: second, listing: notImported } = sellerWithListing(2);
    const connectedOnly = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(connectedOnly.token, second.username);
    const check = await t.get<ItemCheckResult>(checkUrl(notImported.itemId), { token: connectedOnly.token });
    expect(check.body.data).toMatchObject({ isOptimized: false, inAccountCheck: false });
    const own = await t.request('PUT', markUrl(notImported.itemId), {
      token: connectedOnly.token,
      body: { value: true },
    });
    expect(own.status).toBe(404);
    expect(own.body).toMatchObject({ message: 'itemNotInAccountCheck' });
    expect(
      (await t.request('PUT', markUrl(listing.itemId), { token: owner.token, body: { value: true } })).status,
    ).toBe(200);
  });

  it('refuses a body without a yes/no value and users without Bronze or above', async () => {
    const { seller, listing } = sellerWithListing(3);
    const user = await userWithImportedListing(seller.username, listing.itemId);
    for (const body of [{}, { value: 'yes' }, { value: 1 }]) {
      const answer = await t.request('PUT', markUrl(listing.itemId), { token: user.token, body });
      expect(answer.status).toBe(400);
    }
    expect(await storedMark(listing.itemId)).toEqual([false]);
    const noPlan = await t.signedInUser();
    const refused = await t.request('PUT', markUrl(listing.itemId), {
      token: noPlan.token,
      body: { value: true },
    });
    expect(refused.status).toBe(403);
    expect((await t.request('PUT', markUrl(listing.itemId), { body: { value: true } })).status).toBe(401);
  });
});
