import type { RankingItem } from '@baylytics/contract/account-check-item';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshPromotionAdviceJob } from '../src/features/ranking/promotion-advice-job.ts';
import { type ConnectedSeller, connectedWithListings } from './support/account-check-data.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

// eBay's promotion advice is stored per connection and listing by a job after the import: the account check's
// 'promoted with ad' filter and its CSV export read it, and a failing eBay leaves the last stored advice.
const t = useTestApp();
const engine = useEngine(t);

let seller: ConnectedSeller;
/**
 * Another user with the same seller's listings in an account of theirs; a seller can be connected to one user
 * only, so this user has no connection to it.
 */
let sameSellerElsewhere: ConnectedSeller;
/** A third user connected to a seller of their own, whose pages ask eBay. */
let pageAsker: ConnectedSeller;
let recommended: string[];

const accountOf = async (who: ConnectedSeller) => {
  const { rows } = await t.db.execute<{ id: number; tokenId: number }>(sql`
    select a.id, t.id as "tokenId" from ranking_accounts a
    join ebay_tokens t on t.user_id = a.user_id and lower(t.username) = lower(a.seller_name)
    where a.user_id = ${who.userId}`);
  const row = rows[0];
  if (!row) throw new Error('no account');
  return row;
};

const adviceJob = async (who: ConnectedSeller) =>
  refreshPromotionAdviceJob.handler({ accountId: (await accountOf(who)).id }, engine.deps, {
    attempts: 1,
    maxAttempts: 1,
  });

const storedAdvice = async (who: ConnectedSeller) => {
  const { rows } = await t.db.execute<{ listingId: string; advice: string | null; fetchedAt: string }>(sql`
    select listing_id::text as "listingId", promote_with_ad as advice, fetched_at::text as "fetchedAt"
    from promotion_advice where user_id = ${who.userId} order by listing_id`);
  return rows;
};

/** Every page of the filter, `pageSize` at a time, in item number order. */
async function filtered(who: ConnectedSeller, pageSize: number) {
  const found: RankingItem[] = [];
  let total = -1;
  for (let pageIndex = 1; ; pageIndex += 1) {
    const answer = await t.get<RankingItem[]>(
      `/api/ranking?promotedWithAd=RECOMMENDED&orderBy=itemNumber&direction=asc&pageSize=${pageSize}&pageIndex=${pageIndex}`,
      { token: who.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    total = answer.body.total ?? -1;
    found.push(...answer.body.data);
    if (answer.body.data.length < pageSize) break;
  }
  return { found, total };
}

const exportOf = async (who: ConnectedSeller, query: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/ranking/export?${query}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.payload
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
};

beforeAll(async () => {
  seller = await connectedWithListings(t, 'demo-seller-1', 80);
  sameSellerElsewhere = await connectedWithListings(t, 'demo-seller-1', 80);
  pageAsker = await connectedWithListings(t, 'demo-seller-2', 40);
  const { tokenId } = await accountOf(seller);
  // What eBay advises for these listings, asked directly: the stored advice must say the same.
  const answers = await t.ebay.client.seller(tokenId).recommendations.find(77, seller.itemIds);
  recommended = answers
    .filter((entry) => entry.promoteWithAd === 'RECOMMENDED')
    .map((entry) => entry.listingId)
    .sort((a, b) => Number(a) - Number(b));
  await adviceJob(seller);
});

describe("eBay's stored promotion advice in the account check", () => {
  it('stores an answer for every live listing of the account', async () => {
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThan(seller.itemIds.length);
    const stored = await storedAdvice(seller);
    expect(stored.map((row) => row.listingId).sort()).toEqual([...seller.itemIds].sort());
    expect(stored.filter((row) => row.advice === 'RECOMMENDED').map((row) => row.listingId)).toEqual(
      recommended,
    );
  });

  it('filters promotedWithAd=RECOMMENDED to exactly the recommended listings, paged with the right total', async () => {
    const { found, total } = await filtered(seller, 7);
    expect(total).toBe(recommended.length);
    expect(found.map((row) => String(row.itemNumber))).toEqual(recommended);
    for (const row of found) {
      expect(row.promotedWithAd).toBe('RECOMMENDED');
      expect(row.bidPercentagesItem.length).toBeGreaterThan(0);
    }
  });

  it('writes the advice columns into the CSV export', async () => {
    const lines = await exportOf(seller, 'promotedWithAd=RECOMMENDED&orderBy=itemNumber&direction=asc');
    const header = lines[0]?.split(';') ?? [];
    const column = (name: string) => header.indexOf(name);
    expect(column('promotedWithAd')).toBeGreaterThan(0);
    expect(column('bidPercentagesItem')).toBeGreaterThan(0);
    expect(column('bidPercentagesTrending')).toBeGreaterThan(0);
    const rows = lines.slice(1).map((line) => line.split(';'));
    expect(rows.map((cells) => cells[0])).toEqual(recommended);
    const { rows: rates } = await t.db.execute<{ item: number[] }>(sql`
      select item_bid_percentages as item from promotion_advice
      where user_id = ${seller.userId} and promote_with_ad = 'RECOMMENDED' order by listing_id`);
    rows.forEach((cells, index) => {
      expect(cells[column('promotedWithAd')]).toBe('RECOMMENDED');
      const expected = (rates[index]?.item ?? []).map((rate) => String(rate).replace('.', ',')).join(' | ');
      expect(expected).not.toBe('');
      expect(cells[column('bidPercentagesItem')]).toBe(expected);
    });
  });

  it("never shows another user's advice, even for the same seller's listings", async () => {
    const { found, total } = await filtered(sameSellerElsewhere, 50);
    expect(found).toEqual([]);
    expect(total).toBe(0);
    expect(await exportOf(sameSellerElsewhere, 'promotedWithAd=RECOMMENDED')).toHaveLength(1);
    expect(await storedAdvice(sameSellerElsewhere)).toEqual([]);
  });

  it('keeps the last stored advice when eBay fails, for the job and for the page', async () => {
    const before = await storedAdvice(seller);
    // An hour and more later the advice is due again, and eBay answers every try with 500.
    t.clock.advance(2 * 60 * 60_000);
    t.ebaySandbox.resetStats();
    t.ebaySandbox.injectFault({ api: 'recommendation', status: 500, count: 1_000 });
    try {
      await expect(adviceJob(seller)).rejects.toThrow();
      expect(await storedAdvice(seller)).toEqual(before);
      const page = await t.get<RankingItem[]>('/api/ranking?orderBy=itemNumber&direction=asc&pageSize=200', {
        token: seller.token,
      });
      expect(page.status).toBe(200);
      expect(t.ebaySandbox.stats().calls.recommendation ?? 0).toBeGreaterThan(2);
      expect(
        page.body.data
          .filter((row) => row.promotedWithAd === 'RECOMMENDED')
          .map((row) => String(row.itemNumber)),
      ).toEqual(recommended);
      expect(await storedAdvice(seller)).toEqual(before);
    } finally {
      t.ebaySandbox.clearFaults();
    }
  });

  it('stores the answers of a page it asks, for the next filter', async () => {
    expect(await storedAdvice(pageAsker)).toEqual([]);
    const page = await t.get<RankingItem[]>('/api/ranking?pageSize=200', { token: pageAsker.token });
    expect(page.status).toBe(200);
    const shown = page.body.data
      .filter((row) => row.promotedWithAd === 'RECOMMENDED')
      .map((row) => String(row.itemNumber))
      .sort((a, b) => Number(a) - Number(b));
    // The page waits at most 4 seconds for eBay; an answer that comes later is still stored.
    await expect
      .poll(async () => (await storedAdvice(pageAsker)).map((row) => row.listingId).sort(), {
        timeout: 30_000,
      })
      .toEqual([...pageAsker.itemIds].sort());
    const { found, total } = await filtered(pageAsker, 50);
    expect(total).toBe(found.length);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((row) => String(row.itemNumber))).toEqual(shown);
  }, 60_000);
});
