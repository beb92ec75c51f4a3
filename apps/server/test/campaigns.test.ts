import type { Campaign, SuggestedKeyword } from '@baylytics/contract/campaigns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEngine } from './support/engine-harness.ts';
import { type Answer, dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

interface Seller {
  token: string;
  name: string;
  itemIds: string[];
}
/** demo-seller-1 is above standard (cost per click allowed); demo-seller-6 is not. */
let owner: Seller;
let other: Seller;
let belowStandard: Seller;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);
const marketingCalls = () => t.ebaySandbox.stats().calls.marketing ?? 0;

async function connected(name: string): Promise<Seller> {
  const user = await t.signedInUser({ plan: 'Bronze' });
  await t.connectEbaySeller(user.token, name);
  const market = t.ebaySandbox.market;
  const today = day(0);
  const itemIds = market
    .listingIdsOfSeller(name, today)
    .filter((id) => market.listing(id, today)?.siteId === 77);
  return { token: user.token, name, itemIds };
}

function costPerSale(seller: Seller, overrides: Record<string, unknown> = {}) {
  return {
    sellerName: seller.name,
    campaignName: `Sale ${Math.random().toString(36).slice(2, 8)}`,
    eBaySiteId: 77,
    startDate: day(0),
    endDate: day(30),
    fundingModel: 'COST_PER_SALE',
    bidPercentage: 7.5,
    listingIds: seller.itemIds.slice(0, 2),
    ...overrides,
  };
}

const create = (seller: Seller, body: Record<string, unknown>) =>
  t.post<Campaign>('/api/ebaycampaign', body, { token: seller.token });

function firstError(answer: Answer<unknown>) {
  return answer.body.errors?.[0];
}

beforeAll(async () => {
  owner = await connected('demo-seller-1');
  other = await connected('demo-seller-2');
  belowStandard = await connected('demo-seller-6');
});

describe('eligibilities', () => {
  it("decide the funding models: cost per click only with eBay's advanced programme", async () => {
    const allowed = async (seller: Seller) =>
      (
        await t.get<{ fundingModels: string[] }>(
          `/api/ebaycampaign/eligibilities?sellerName=${seller.name}`,
          {
            token: seller.token,
          },
        )
      ).body.data.fundingModels;
    expect(await allowed(owner)).toEqual(['COST_PER_SALE', 'COST_PER_CLICK']);
    expect(await allowed(belowStandard)).toEqual(['COST_PER_SALE']);
    const refused = await create(belowStandard, {
      ...costPerSale(belowStandard),
      fundingModel: 'COST_PER_CLICK',
      bidPercentage: null,
      dailyBudget: 20,
    });
    expect(refused.status).toBe(400);
    expect(firstError(refused)).toMatchObject({
      field: 'fundingModel',
      message: 'campaigns.fundingModelNotAllowed',
    });
  });

  it("refuses a seller the user has not connected (another user's seller included)", async () => {
    const answer = await t.get(`/api/ebaycampaign/eligibilities?sellerName=${other.name}`, {
      token: owner.token,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('ebayAccountNotConnected');
  });
});

describe('creating a cost-per-sale campaign', () => {
  it('creates it on eBay with its ads, stores it, and omits an empty criterion', async () => {
    const emptyRule = {
      brands: [],
      categoryIds: [],
      listingConditionIds: [],
      minPrice: null,
      maxPrice: null,
    };
    const answer = await create(
      owner,
      costPerSale(owner, { campaignName: 'Spring', selectionRule: emptyRule }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // eBay refuses an empty selection rule (35004): it went through because none was sent.
    expect(answer.body.data).toMatchObject({
      campaignName: 'Spring',
      bidPercentage: 7.5,
      selectionRule: null,
      listingCount: 2,
    });
    const detail = await t.get<Campaign & { listingIds: string[] }>(
      `/api/ebaycampaign/${answer.body.data.campaignId}`,
      {
        token: owner.token,
      },
    );
    expect(detail.body.data.listingIds).toEqual([...owner.itemIds.slice(0, 2)].sort());
  });

  it('sends a criterion that names something', async () => {
    const rule = { listingConditionIds: ['1000'], minPrice: 5, maxPrice: 500 };
    const answer = await create(owner, costPerSale(owner, { selectionRule: rule, listingIds: [] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.selectionRule).toMatchObject({
      listingConditionIds: ['1000'],
      minPrice: 5,
      maxPrice: 500,
    });
  });

  it('refuses past dates and an end before the start, and sends nothing to eBay', async () => {
    const before = marketingCalls();
    const pastStart = await create(owner, costPerSale(owner, { startDate: day(-1) }));
    expect(pastStart.status).toBe(400);
    expect(firstError(pastStart)).toMatchObject({ field: 'startDate', message: 'campaigns.dateInPast' });
    const endFirst = await create(owner, costPerSale(owner, { startDate: day(5), endDate: day(3) }));
    expect(firstError(endFirst)).toMatchObject({ field: 'endDate' });
    const noBid = await create(owner, costPerSale(owner, { bidPercentage: null }));
    expect(firstError(noBid)).toMatchObject({ field: 'bidPercentage' });
    expect(marketingCalls()).toBe(before);
  });

  it("passes eBay's refusal on as its first error message", async () => {
    await create(owner, costPerSale(owner, { campaignName: 'Twice' }));
    const again = await create(owner, costPerSale(owner, { campaignName: 'Twice' }));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('ebayRefused');
    expect(firstError(again)?.params).toMatchObject({
      errorId: '35021',
      ebayMessage: 'A campaign with the name of Twice already exists. Please provide a different name.',
    });
  });
});

describe('the campaign list', () => {
  it('is served from stored campaigns: by seller and name, 25 a page, newest campaign id first', async () => {
    const list = await t.get<Campaign[]>(`/api/ebaycampaign?sellerName=${owner.name}`, {
      token: owner.token,
    });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((c) => c.campaignId);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect([...ids].sort((a, b) => b.length - a.length || (a < b ? 1 : -1))).toEqual(ids);
    const byName = await t.get<Campaign[]>('/api/ebaycampaign?keyword=sprin', { token: owner.token });
    expect(byName.body.data.map((c) => c.campaignName)).toEqual(['Spring']);
    expect((await t.get<Campaign[]>('/api/ebaycampaign', { token: other.token })).body.total).toBe(0);
  });

  it('keeps stored campaigns in step with eBay through the refresh job a stale list queues', async () => {
    const before = (await t.get<Campaign[]>('/api/ebaycampaign', { token: owner.token })).body.total ?? 0;
    const made = await create(owner, costPerSale(owner, { listingIds: [] }));
    expect((await t.get<Campaign[]>('/api/ebaycampaign', { token: owner.token })).body.total).toBe(
      before + 1,
    );
    // The job replaces the stored campaigns with what eBay lists now.
    await t.db.execute(
      sql`update campaigns set campaign_status = 'STALE' where campaign_id = ${made.body.data.campaignId}`,
    );
    t.clock.advance(16 * 60_000);
    await t.get('/api/ebaycampaign?sellerName=demo-seller-1', { token: owner.token });
    await engine.drain();
    const refreshed = await t.get<Campaign & { listingIds: string[] }>(
      `/api/ebaycampaign/${made.body.data.campaignId}`,
      {
        token: owner.token,
      },
    );
    expect(refreshed.body.data.campaignStatus).toMatch(/^(RUNNING|SCHEDULED)$/);
  });

  it('shows every write to the stored campaigns at once, though its pages are kept', async () => {
    const path = `/api/ebaycampaign?sellerName=${owner.name}`;
    const page = async () => (await t.get<Campaign[]>(path, { token: owner.token })).body;
    const before = await page();
    expect(await page()).toEqual(before);
    const made = await create(owner, costPerSale(owner, { campaignName: 'Kept', listingIds: [] }));
    const { campaignId } = made.body.data;
    const afterCreate = await page();
    expect(afterCreate.data[0]).toMatchObject({ campaignId, campaignName: 'Kept', listingCount: 0 });
    expect(afterCreate.total).toBe((before.total ?? 0) + 1);
    // Writes by the refresh job or by hand come from elsewhere than this server: the database tells.
    await t.db.execute(sql`update campaigns set campaign_name = 'Renamed' where campaign_id = ${campaignId}`);
    expect((await page()).data[0]).toMatchObject({ campaignId, campaignName: 'Renamed' });
    await t.db.execute(sql`delete from campaigns where campaign_id = ${campaignId}`);
    const afterDelete = await page();
    expect(afterDelete.data.map((c) => c.campaignId)).not.toContain(campaignId);
    expect(afterDelete.total).toBe(before.total);
    const pastTheEnd = await t.get<Campaign[]>(`${path}&pageIndex=99`, { token: owner.token });
    expect(pastTheEnd.body).toMatchObject({ data: [], total: before.total });
  });

  it('finds the campaigns that promote a listing', async () => {
    const itemNumber = owner.itemIds[0];
    const found = await t.get<Campaign[]>(
      `/api/ebaycampaign/by-item-number?sellerName=${owner.name}&itemNumber=${itemNumber}&fundingModel=COST_PER_SALE`,
      { token: owner.token },
    );
    expect(found.body.data.map((c) => c.campaignName)).toContain('Spring');
  });
});

describe('a cost-per-click campaign', () => {
  it('gets an ad group, suggested keywords with bids and search volume, and keywords', async () => {
    const campaign = await create(owner, {
      ...costPerSale(owner, { listingIds: [] }),
      fundingModel: 'COST_PER_CLICK',
      bidPercentage: null,
      dailyBudget: 15,
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    expect(campaign.body.data.budget).toEqual({ value: 15, currency: 'EUR' });
    const { campaignId } = campaign.body.data;
    const listingIds = owner.itemIds.slice(0, 3);
    const group = await t.post<{ adGroupId: string }>(
      `/api/ebaycampaign/${campaignId}/ad-group`,
      { name: 'Main', defaultBid: 0.35, listingIds },
      { token: owner.token },
    );
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const { adGroupId } = group.body.data;
    const base = `/api/ebaycampaign/${campaignId}/ad-group/${adGroupId}`;
    const suggested = await t.post<SuggestedKeyword[]>(
      `${base}/suggest-keywords`,
      { listingIds },
      { token: owner.token },
    );
    expect(suggested.status).toBe(200);
    const [first] = suggested.body.data;
    expect(first?.position).toBe(1);
    expect(first?.searchVolume).toBeGreaterThan(0);
    expect(first?.suggestedBids.map((b) => b.matchType)).toEqual(['BROAD', 'EXACT', 'PHRASE']);
    const bid = first?.suggestedBids[0]?.proposedBid;
    expect(bid?.currency).toBe('EUR');
    expect(bid?.rangeStart).toBeLessThanOrEqual(bid?.value ?? 0);

    const keywords = suggested.body.data
      .slice(0, 2)
      .map((k) => ({ keywordText: k.keyword, matchType: 'EXACT', bid: 0.5 }));
    const created = await t.post<{ created: number }>(
      `${base}/bulk-create-keywords`,
      { keywords },
      { token: owner.token },
    );
    expect(created.body.data).toEqual({ created: 2 });
    const again = await t.post(
      `${base}/bulk-create-keywords`,
      { keywords: keywords.slice(0, 1) },
      { token: owner.token },
    );
    expect(again.body.message).toBe('ebayRefused');
    expect(firstError(again)?.params?.errorId).toBe('36303');
    const none = await t.post(`${base}/bulk-create-keywords`, { keywords: [] }, { token: owner.token });
    expect(none.status).toBe(400);
    expect(firstError(none)).toMatchObject({ field: 'keywords', message: 'too_small' });
  });
});

describe('access', () => {
  it("refuses another user's campaign on every call with 404 and sends nothing to eBay", async () => {
    const mine = await create(owner, costPerSale(owner, { listingIds: [] }));
    const { campaignId } = mine.body.data;
    const before = marketingCalls();
    const calls = [
      t.get(`/api/ebaycampaign/${campaignId}`, { token: other.token }),
      t.post(
        `/api/ebaycampaign/${campaignId}/ad-group`,
        { name: 'x', defaultBid: 1 },
        { token: other.token },
      ),
      t.post(
        `/api/ebaycampaign/${campaignId}/ad-group/1/suggest-keywords`,
        { listingIds: [] },
        { token: other.token },
      ),
      t.post(
        `/api/ebaycampaign/${campaignId}/ad-group/1/bulk-create-keywords`,
        { keywords: [{ keywordText: 'a', matchType: 'EXACT', bid: 1 }] },
        { token: other.token },
      ),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('notFound');
    }
    expect(marketingCalls()).toBe(before);
  });

  it('refuses users without a plan of Bronze or above', async () => {
    const user = await t.signedInUser();
    expect((await t.get('/api/ebaycampaign', { token: user.token })).status).toBe(403);
  });
});
