import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createListingRepository } from '../src/features/ranking/listing-repository.ts';
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

async function keptMarks(itemNumber: string): Promise<{ userId: number; isOptimized: boolean }[]> {
  const { rows } = await t.db.execute<{ userId: number; isOptimized: boolean }>(sql`
    select user_id as "userId", is_optimized as "isOptimized" from listing_optimized_marks
    where item_number = ${Number(itemNumber)}`);
  return rows;
}

async function storedMark(itemNumber: string): Promise<boolean[]> {
  const { rows } = await t.db.execute<{ isOptimized: boolean }>(
    sql`select is_optimized as "isOptimized" from listings where item_number = ${Number(itemNumber)}`,
  );
  return rows.map((row) => row.isOptimized);
}

describe("the item check's optimized mark", { timeout: 60_000 }, () => {
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

  it("answers notFound (404) for another user's listing and an unknown one, changing nothing", async () => {
    const { seller, listing } = sellerWithListing(1);
    const owner = await userWithImportedListing(seller.username, listing.itemId, 'Gold');
    const other = await t.signedInUser({ plan: 'Bronze' });
    const { seller: second } = sellerWithListing(2);
    await t.connectEbaySeller(other.token, second.username);
    const foreign = await t.request('PUT', markUrl(listing.itemId), {
      token: other.token,
      body: { value: true },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'notFound' });
    expect(await storedMark(listing.itemId)).toEqual([false]);
    expect(await keptMarks(listing.itemId)).toEqual([]);
    const unknown = await t.request('PUT', markUrl('999999999999'), {
      token: other.token,
      body: { value: true },
    });
    expect(unknown.status).toBe(404);
    expect(await keptMarks('999999999999')).toEqual([]);
    // Without any eBay connection nothing can be read, so nothing can be marked.
    const unconnected = await t.signedInUser({ plan: 'Silver' });
    const refused = await t.request('PUT', markUrl(listing.itemId), {
      token: unconnected.token,
      body: { value: true },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'ebayAccountNotConnected' });
    expect(
      (await t.request('PUT', markUrl(listing.itemId), { token: owner.token, body: { value: true } })).status,
    ).toBe(200);
    expect(await keptMarks(listing.itemId)).toEqual([]);
  });

  // Every role with the item check (spec 002 §6: Bronze and above) marks its own listing, imported in the account
  // check or not: Bronze and Silver cannot import, so their marks are kept for the listing.
  const roles: { name: string; user: () => Promise<{ id: number; token: string }> }[] = [
    { name: 'Bronze', user: () => t.signedInUser({ plan: 'Bronze' }) },
    { name: 'Silver', user: () => t.signedInUser({ plan: 'Silver' }) },
    { name: 'Gold', user: () => t.signedInUser({ plan: 'Gold' }) },
    { name: 'Platinum', user: () => t.signedInUser({ plan: 'Platinum' }) },
    { name: 'Old (EbayRanking, EbayRankingOld)', user: () => t.signedInUser({ plan: 'Old' }) },
    { name: 'Administrator', user: () => t.signedInUser({ grantedRoles: ['Administrator'] }) },
  ];
  for (const [index, role] of roles.entries()) {
    it(`${role.name}: marks a listing not imported in the account check optimized and unmarks it`, async () => {
      const { seller, listing } = sellerWithListing(4 + index);
      const user = await role.user();
      await t.connectEbaySeller(user.token, seller.username);
      const before = await t.get<ItemCheckResult>(checkUrl(listing.itemId), { token: user.token });
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ isOptimized: false, inAccountCheck: false });

      const mark = await t.request('PUT', markUrl(listing.itemId), {
        token: user.token,
        body: { value: true },
      });
      expect(mark.status).toBe(200);
      expect(mark.body.data).toEqual({ itemNumber: listing.itemId, isOptimized: true });
      expect(await keptMarks(listing.itemId)).toEqual([{ userId: user.id, isOptimized: true }]);
      const after = await t.get<ItemCheckResult>(checkUrl(listing.itemId), { token: user.token });
      expect(after.body.data).toMatchObject({ isOptimized: true, inAccountCheck: false });

      const unmark = await t.request('PUT', markUrl(listing.itemId), {
        token: user.token,
        body: { value: false },
      });
      expect(unmark.body.data).toEqual({ itemNumber: listing.itemId, isOptimized: false });
      const last = await t.get<ItemCheckResult>(checkUrl(listing.itemId), { token: user.token });
      expect(last.body.data.isOptimized).toBe(false);
    });
  }

  it('the listing import moves a kept mark onto the imported listing: one mark per listing', async () => {
    const { seller, listing } = sellerWithListing(10);
    const user = await t.signedInUser({ plan: 'Gold' });
    await t.connectEbaySeller(user.token, seller.username);
    await t.request('PUT', markUrl(listing.itemId), { token: user.token, body: { value: true } });
    expect(await keptMarks(listing.itemId)).toEqual([{ userId: user.id, isOptimized: true }]);

    const { rows } = await t.db.execute<{ id: number }>(
      sql`insert into ranking_accounts (user_id, seller_name) values (${user.id}, ${seller.username}) returning id`,
    );
    const accountId = rows[0]?.id ?? 0;
    const { rows: runs } = await t.db.execute<{ id: number }>(
      sql`insert into listing_imports (account_id, status) values (${accountId}, 'running') returning id`,
    );
    await createListingRepository(t.db).storePage(
      { importId: runs[0]?.id ?? 0, accountId },
      1,
      [
        {
          accountId,
          itemNumber: Number(listing.itemId),
          siteId: 77,
          title: listing.title,
          lastImportId: runs[0]?.id,
        },
      ],
      1,
    );
    expect(await storedMark(listing.itemId)).toEqual([true]);
    expect(await keptMarks(listing.itemId)).toEqual([]);
    const check = await t.get<ItemCheckResult>(checkUrl(listing.itemId), { token: user.token });
    expect(check.body.data).toMatchObject({ isOptimized: true, inAccountCheck: true });
    // From now on the switch changes the imported listing's mark, the account check's.
    await t.request('PUT', markUrl(listing.itemId), { token: user.token, body: { value: false } });
    expect(await storedMark(listing.itemId)).toEqual([false]);
    expect(await keptMarks(listing.itemId)).toEqual([]);
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
