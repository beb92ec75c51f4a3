import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { Campaign } from '@baylytics/contract/campaigns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedSeller, connectedWithListings } from './support/account-check-data.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

// The account check's promotion columns come from the seller's stored campaigns and their ads.
const t = useTestApp();

let owner: ConnectedSeller;
let other: ConnectedSeller;
/** [cost-per-sale ad, cost-per-click ad, no ad] of the owner's listings. */
let items: [string, string, string];
let costPerSaleId: string;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

async function campaign(seller: ConnectedSeller, body: Record<string, unknown>): Promise<string> {
  const answer = await t.post<Campaign>(
    '/api/ebaycampaign',
    {
      sellerName: seller.name,
      campaignName: `Places ${Math.random().toString(36).slice(2, 8)}`,
      eBaySiteId: 77,
      startDate: day(0),
      endDate: day(30),
      ...body,
    },
    { token: seller.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.campaignId;
}

const rows = async (query: string, who: ConnectedSeller = owner) => {
  const answer = await t.get<RankingItem[]>(`/api/ranking?pageSize=200${query}`, { token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new Map(answer.body.data.map((row) => [String(row.itemNumber), row]));
};

beforeAll(async () => {
  owner = await connectedWithListings(t, 'demo-seller-1', 3);
  other = await connectedWithListings(t, 'demo-seller-2', 1);
  items = owner.itemIds as [string, string, string];
  costPerSaleId = await campaign(owner, {
    fundingModel: 'COST_PER_SALE',
    bidPercentage: 7.5,
    listingIds: [items[0]],
  });
  const costPerClickId = await campaign(owner, { fundingModel: 'COST_PER_CLICK', dailyBudget: 10 });
  const group = await t.post(
    `/api/ebaycampaign/${costPerClickId}/ad-group`,
    { name: 'Main', defaultBid: 0.3, listingIds: [items[1]] },
    { token: owner.token },
  );
  expect(group.status, JSON.stringify(group.body)).toBe(200);
});

describe('the account check and the stored campaigns', () => {
  it("carries the stored campaign's figures: PL with the ad rate, PLA, nothing for a listing without an ad", async () => {
    const byItem = await rows('');
    expect(byItem.get(items[0])).toMatchObject({ isPl: true, isPla: false, bidPercentage: 7.5 });
    expect(byItem.get(items[1])).toMatchObject({ isPl: false, isPla: true, bidPercentage: null });
    expect(byItem.get(items[2])).toMatchObject({ isPl: false, isPla: false, bidPercentage: null });
  });

  it('filters promoted listings by the stored campaigns too', async () => {
    expect([...(await rows('&promotedListing=true')).keys()]).toEqual([items[0]]);
    expect([...(await rows('&promotedListing=false')).keys()].sort()).toEqual([items[1], items[2]].sort());
  });

  it("never shows one user's campaigns on another user's listings", async () => {
    // The other user lists the same item under their own account: the owner's campaign is not theirs.
    const { rows: accounts } = await t.db.execute<{ id: number }>(
      sql`select id from ranking_accounts where user_id = ${other.userId}`,
    );
    await t.db.execute(sql`
      insert into listings (account_id, item_number, site_id, title, sku, category_name, today_score)
      values (${accounts[0]?.id}, ${items[0]}, 77, 'Same item', '', 'Werkzeug', 1)`);
    expect((await rows('', other)).get(items[0])).toMatchObject({
      isPl: false,
      isPla: false,
      bidPercentage: null,
    });
  });

  it('drops the PL place when the campaign is paused, and the campaign links serve the row', async () => {
    const links = await t.get<Campaign[]>(
      `/api/ebaycampaign/by-item-number?sellerName=${owner.name}&itemNumber=${items[0]}`,
      { token: owner.token },
    );
    expect(links.body.data.map((c) => c.campaignId)).toEqual([costPerSaleId]);
    const paused = await t.post(`/api/ebaycampaign/${costPerSaleId}/pause`, undefined, {
      token: owner.token,
    });
    expect(paused.status).toBe(200);
    expect((await rows('')).get(items[0])).toMatchObject({ isPl: false, bidPercentage: null });
  });
});
