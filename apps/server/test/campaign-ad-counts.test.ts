import type { Campaign } from '@baylytics/contract/campaigns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEngine } from './support/engine-harness.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

/** demo-seller-1 is above standard, so cost per click is allowed. */
const sellerName = 'demo-seller-1';
let token: string;
let itemIds: string[];

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

/** Each stored campaign of the seller: the ad count the list shows, and its stored ads counted. */
async function storedCounts() {
  const { rows } = await t.db.execute<{ campaignId: string; adCount: number; ads: number }>(sql`
    select c.campaign_id as "campaignId", c.ad_count as "adCount",
      (select count(*)::int from campaign_ads a where a.campaign_row_id = c.id) as ads
    from campaigns c where c.seller_name = ${sellerName} order by c.campaign_id`);
  return rows;
}

async function listed(campaignId: string) {
  const list = await t.get<Campaign[]>(`/api/ebaycampaign?sellerName=${sellerName}&pageSize=100`, { token });
  return list.body.data.find((c) => c.campaignId === campaignId);
}

beforeAll(async () => {
  const user = await t.signedInUser({ plan: 'Bronze' });
  token = user.token;
  await t.connectEbaySeller(token, sellerName);
  const market = t.ebaySandbox.market;
  itemIds = market
    .listingIdsOfSeller(sellerName, day(0))
    .filter((id) => market.listing(id, day(0))?.siteId === 77);
});

describe("a stored campaign's ad count", () => {
  it('follows the ads a cost-per-sale campaign is created with', async () => {
    const created = await t.post<Campaign>(
      '/api/ebaycampaign',
      {
        sellerName,
        campaignName: 'Counted sale',
        eBaySiteId: 77,
        startDate: day(0),
        endDate: day(30),
        fundingModel: 'COST_PER_SALE',
        bidPercentage: 6,
        listingIds: itemIds.slice(0, 3),
      },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.listingCount).toBe(3);
    expect(await listed(created.body.data.campaignId)).toMatchObject({ listingCount: 3 });
    const counts = await storedCounts();
    expect(counts.length).toBeGreaterThan(0);
    for (const row of counts) expect(row.adCount, row.campaignId).toBe(row.ads);
  });

  it("grows with each ad group's ads of a cost-per-click campaign", async () => {
    const created = await t.post<Campaign>(
      '/api/ebaycampaign',
      {
        sellerName,
        campaignName: 'Counted click',
        eBaySiteId: 77,
        startDate: day(0),
        endDate: day(30),
        fundingModel: 'COST_PER_CLICK',
        bidPercentage: null,
        dailyBudget: 20,
        listingIds: [],
      },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { campaignId } = created.body.data;
    expect(await listed(campaignId)).toMatchObject({ listingCount: 0 });
    const addGroup = (name: string, listingIds: string[]) =>
      t.post(`/api/ebaycampaign/${campaignId}/ad-group`, { name, defaultBid: 0.5, listingIds }, { token });
    expect((await addGroup('First', itemIds.slice(3, 5))).status).toBe(200);
    expect(await listed(campaignId)).toMatchObject({ listingCount: 2 });
    expect((await addGroup('Second', itemIds.slice(5, 8))).status).toBe(200);
    expect(await listed(campaignId)).toMatchObject({ listingCount: 5 });
    for (const row of await storedCounts()) expect(row.adCount, row.campaignId).toBe(row.ads);
  });

  it('drops the ads eBay no longer lists when the refresh job reads the campaigns again', async () => {
    const [campaign] = (await storedCounts()).filter((row) => row.ads > 0);
    if (!campaign) throw new Error('no stored campaign with ads');
    // A stored ad eBay does not list (a row left from an earlier read): the next refresh must remove it.
    await t.db.execute(sql`
      insert into campaign_ads (campaign_row_id, ad_id, listing_id, ad_status)
      select id, 'gone-on-ebay', '999999999999', 'ACTIVE' from campaigns
      where seller_name = ${sellerName} and campaign_id = ${campaign.campaignId}`);
    t.clock.advance(16 * 60_000);
    await t.get(`/api/ebaycampaign?sellerName=${sellerName}`, { token });
    await engine.drain();
    const after = await storedCounts();
    expect(after.find((row) => row.campaignId === campaign.campaignId)).toEqual(campaign);
    for (const row of after) expect(row.adCount, row.campaignId).toBe(row.ads);
    expect(await listed(campaign.campaignId)).toMatchObject({ listingCount: campaign.ads });
  });
});
