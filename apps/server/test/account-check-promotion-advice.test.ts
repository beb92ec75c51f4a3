import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { Campaign } from '@baylytics/contract/campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedSeller, connectedWithListings } from './support/account-check-data.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

// The account check's promotion advice comes from eBay's Recommendation API for the page's listings; when
// eBay cannot be asked the page still answers, with the advice unknown.
const t = useTestApp();

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

const rows = async (seller: ConnectedSeller) => {
  const answer = await t.get<RankingItem[]>('/api/ranking?pageSize=200', { token: seller.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

let advised: ConnectedSeller;
let unreachable: ConnectedSeller;

beforeAll(async () => {
  advised = await connectedWithListings(t, 'demo-seller-1', 60);
  unreachable = await connectedWithListings(t, 'demo-seller-2', 10);
  const created = await t.post<Campaign>(
    '/api/ebaycampaign',
    {
      sellerName: advised.name,
      campaignName: 'Advice check',
      eBaySiteId: 77,
      startDate: day(0),
      endDate: day(30),
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 6,
      listingIds: [advised.itemIds[0]],
    },
    { token: advised.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
});

describe("the account check's promotion advice from eBay", () => {
  it('shows recommended listings with the suggested and trending ad rates', async () => {
    const page = await rows(advised);
    expect(page).toHaveLength(advised.itemIds.length);
    const recommended = page.filter((row) => row.promotedWithAd === 'RECOMMENDED');
    expect(recommended.length).toBeGreaterThan(0);
    const market = t.ebaySandbox.market;
    for (const row of recommended)
      expect(market.listing(String(row.itemNumber), day(0))?.promoted ?? null).toBeNull();
    const withRates = page.filter((row) => row.bidPercentagesItem.length > 0);
    expect(withRates.length).toBeGreaterThan(0);
    for (const row of withRates) {
      expect(row.bidPercentagesTrending).toHaveLength(1);
      expect(row.bidPercentagesItem[0]).toBeGreaterThanOrEqual(2);
      expect(row.bidPercentagesItem[0]).toBeLessThanOrEqual(100);
    }
    // A listing already in a running campaign gets no advice from eBay.
    const inCampaign = page.find((row) => String(row.itemNumber) === advised.itemIds[0]);
    expect(inCampaign).toMatchObject({
      promotedWithAd: null,
      bidPercentagesItem: [],
      bidPercentagesTrending: [],
    });
  });

  it('asks eBay once per page and serves the next load from memory', async () => {
    t.ebaySandbox.resetStats();
    const first = await rows(advised);
    expect(t.ebaySandbox.stats().calls.recommendation ?? 0).toBe(0);
    expect(await rows(advised)).toEqual(first);
  });

  it('keeps the account check working when eBay fails, with the advice unknown', async () => {
    t.ebaySandbox.resetStats();
    t.ebaySandbox.injectFault({ api: 'recommendation', status: 500, count: 5 });
    const page = await rows(unreachable);
    expect(t.ebaySandbox.stats().calls.recommendation ?? 0).toBeGreaterThan(0);
    expect(page).toHaveLength(unreachable.itemIds.length);
    for (const row of page)
      expect(row).toMatchObject({ promotedWithAd: null, bidPercentagesItem: [], bidPercentagesTrending: [] });
    t.ebaySandbox.clearFaults();
  });
});
