import type { PlListingRow, ReportChart } from '@baylytics/contract/campaign-reports';
import type { Campaign } from '@baylytics/contract/campaigns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEngine } from './support/engine-harness.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

interface Seller {
  token: string;
  name: string;
  itemIds: string[];
}
let owner: Seller;
let stranger: Seller;

const dayAt = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

async function connected(name: string): Promise<Seller> {
  const user = await t.signedInUser({ plan: 'Bronze' });
  await t.connectEbaySeller(user.token, name);
  const market = t.ebaySandbox.market;
  const today = dayAt(0);
  const itemIds = market
    .listingIdsOfSeller(name, today)
    .filter((id) => market.listing(id, today)?.siteId === 77)
    .slice(0, 8);
  return { token: user.token, name, itemIds };
}

type Table = { rows: PlListingRow[]; total: number; provisionalFrom: string | null };

beforeAll(async () => {
  owner = await connected('demo-seller-1');
  stranger = await connected('demo-seller-2');
});

describe('campaign reports', () => {
  it("are fetched by a job and served from stored rows; another user's campaign is 404 on every report call", async () => {
    const created = await t.post<Campaign>(
      '/api/ebaycampaign',
      {
        sellerName: owner.name,
        campaignName: 'Reported',
        eBaySiteId: 77,
        startDate: dayAt(0),
        endDate: null,
        fundingModel: 'COST_PER_SALE',
        bidPercentage: 12,
        listingIds: owner.itemIds,
      },
      { token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { campaignId } = created.body.data;
    const startDay = dayAt(0);
    t.clock.advance(9 * dayMs);
    const days = Array.from({ length: 10 }, (_, i) => dayAt(i - 9));

    // The first look finds nothing stored: it answers at once and queues the fetch.
    const first = await t.get<ReportChart>(`/api/ebaycampaignreport/pl-listing?campaignId=${campaignId}`, {
      token: owner.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ categories: [], refreshing: true, fetchedAt: null });
    await engine.drain();

    const chart = (
      await t.get<ReportChart>(`/api/ebaycampaignreport/pl-listing?campaignId=${campaignId}`, {
        token: owner.token,
      })
    ).body.data;
    expect(chart.refreshing).toBe(false);
    expect(chart.currency).toBe('EUR');
    expect(chart.categories).toEqual(days);
    expect(chart.provisionalFrom).toBe(dayAt(-2));
    const market = t.ebaySandbox.market;
    const expected = days.map((day) =>
      owner.itemIds
        .flatMap((id) => market.adPerformance(id, day).filter((p) => p.campaignId === campaignId))
        .reduce(
          (sum, p) => ({
            impressions: sum.impressions + p.impressions,
            sales: sum.sales + p.sales,
            adFees: Math.round((sum.adFees + p.adFees) * 100) / 100,
          }),
          { impressions: 0, sales: 0, adFees: 0 },
        ),
    );
    expect(chart.cpcImpressions).toEqual(expected.map((e) => e.impressions));
    expect(chart.uniqueSales).toEqual(expected.map((e) => e.sales));
    expect(chart.cpcAdFees).toEqual(expected.map((e) => e.adFees));
    expect(chart.cpcImpressions.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(startDay).toBe(days[0]);

    const table = async (query: string) =>
      (
        await t.get<Table>(`/api/ebaycampaignreport/pl-listing/table?campaignId=${campaignId}${query}`, {
          token: owner.token,
        })
      ).body.data;
    const byDay = await table('');
    expect(byDay.rows.length).toBeLessThanOrEqual(60);
    expect(byDay.rows[0]?.timeGroup).toBe(dayAt(0));
    expect(byDay.rows[0]?.provisional).toBe(true);
    expect(byDay.rows.at(-1)?.provisional).toBe(byDay.rows.at(-1)?.timeGroup === dayAt(-2));
    const all = [...byDay.rows, ...(await table('&pageIndex=2')).rows];
    expect(all).toHaveLength(byDay.total);
    expect(all.reduce((a, r) => a + r.impressions, 0)).toBe(chart.cpcImpressions.reduce((a, b) => a + b, 0));

    const item = all[0]?.listingId ?? '';
    const oneItem = await table(`&itemNumber=${item}&timeGroup=MONTH`);
    expect(new Set(oneItem.rows.map((r) => r.listingId))).toEqual(new Set([item]));
    expect(oneItem.rows.every((r) => r.timeGroup.endsWith('-01'))).toBe(true);
    expect(oneItem.rows.reduce((a, r) => a + r.clicks, 0)).toBe(
      all.filter((r) => r.listingId === item).reduce((a, r) => a + r.clicks, 0),
    );
    const weeks = await table('&timeGroup=WEEK');
    for (const row of weeks.rows) expect(new Date(`${row.timeGroup}T00:00:00Z`).getUTCDay()).toBe(1);

    // Another user's campaign is unknown; a bad time group changes nothing.
    for (const path of [
      '/ebaycampaignreport/pl-listing',
      '/ebaycampaignreport/pla-listing',
      '/ebaycampaignreport/pla-keyword',
      '/ebaycampaignreport/pla-search-query',
      '/ebaycampaignreport/pl-listing/table',
    ]) {
      const refused = await t.get(`/api${path}?campaignId=${campaignId}`, {
        token: stranger.token,
      });
      expect(refused.status, path).toBe(404);
    }
    const bad = await t.get(
      `/api/ebaycampaignreport/pl-listing/table?campaignId=${campaignId}&timeGroup=YEAR`,
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
  });

  it('gives a cost-per-click campaign its figures by keyword and by search query', async () => {
    const created = await t.post<Campaign>(
      '/api/ebaycampaign',
      {
        sellerName: owner.name,
        campaignName: 'Clicks reported',
        eBaySiteId: 77,
        startDate: dayAt(0),
        endDate: null,
        fundingModel: 'COST_PER_CLICK',
        bidPercentage: null,
        dailyBudget: 50,
      },
      { token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { campaignId } = created.body.data;
    const group = await t.post<{ adGroupId: string }>(
      `/api/ebaycampaign/${campaignId}/ad-group`,
      { name: 'All', defaultBid: 0.8, listingIds: owner.itemIds.slice(0, 3) },
      { token: owner.token },
    );
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const title = t.ebaySandbox.market.listing(owner.itemIds[0] ?? '', dayAt(0))?.title ?? '';
    const keywordText = title.split(/\s+/)[0] ?? '';
    const keywords = await t.post(
      `/api/ebaycampaign/${campaignId}/ad-group/${group.body.data.adGroupId}/bulk-create-keywords`,
      { keywords: [{ keywordText, matchType: 'BROAD', bid: 0.8 }] },
      { token: owner.token },
    );
    expect(keywords.status, JSON.stringify(keywords.body)).toBe(200);
    t.clock.advance(2 * dayMs);
    const chart = (path: string) =>
      t.get<ReportChart>(`/api/ebaycampaignreport/${path}?campaignId=${campaignId}`, { token: owner.token });
    await chart('pla-listing');
    await engine.drain();
    const listing = (await chart('pla-listing')).body.data;
    const keyword = (await chart('pla-keyword')).body.data;
    const query = (await chart('pla-search-query')).body.data;
    expect(listing.categories).toHaveLength(3);
    const total = (c: ReportChart) => c.cpcClicks.reduce((a, b) => a + b, 0);
    expect(total(listing)).toBeGreaterThan(0);
    expect(total(keyword)).toBe(total(listing));
    expect(total(query)).toBe(total(listing));
    expect(keyword.breakdown.map((b) => [b.key, b.matchType])).toEqual([[keywordText, 'BROAD']]);
    expect(query.breakdown.every((b) => b.key.includes(keywordText.toLowerCase()))).toBe(true);
  });

  it('shows a fetch that gave up with its reason over the figures stored before, and forgets it once a fetch succeeds', async () => {
    const created = await t.post<Campaign>(
      '/api/ebaycampaign',
      {
        sellerName: owner.name,
        campaignName: 'Failing report',
        eBaySiteId: 77,
        startDate: dayAt(0),
        endDate: null,
        fundingModel: 'COST_PER_SALE',
        bidPercentage: 10,
        listingIds: owner.itemIds.slice(0, 4),
      },
      { token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const url = `/api/ebaycampaignreport/pl-listing?campaignId=${created.body.data.campaignId}`;
    const chart = async () => (await t.get<ReportChart>(url, { token: owner.token })).body.data;
    t.clock.advance(3 * dayMs);
    await chart();
    await engine.drain();
    const stored = await chart();
    expect(stored).toMatchObject({ refreshing: false, fetchFailure: null });
    expect(stored.categories).toHaveLength(4);

    // Two hours later the figures are old: the look queues a fetch, and eBay fails its every call for good.
    t.clock.advance(2 * 60 * 60_000);
    expect(await chart()).toMatchObject({ refreshing: true, fetchFailure: null });
    t.ebaySandbox.injectFault({ status: 503, count: 1_000_000, retryAfterSeconds: 0 });
    try {
      // Only its last attempt left, as after a day of retries.
      await t.db.execute(
        sql`update graphile_worker._private_jobs set attempts = max_attempts - 1
            where task_id = (select id from graphile_worker._private_tasks where identifier = 'fetchCampaignReports')`,
      );
      await engine.drain();
    } finally {
      t.ebaySandbox.clearFaults();
    }
    const failed = await chart();
    expect(failed).toMatchObject({
      refreshing: false,
      fetchedAt: stored.fetchedAt,
      fetchFailure: { reason: 'ebayUnavailable' },
    });
    expect(failed.categories).toEqual(stored.categories);
    expect(failed.uniqueSales).toEqual(stored.uniqueSales);
    // Looking again within the hour does not ask eBay again.
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs
          where task_identifier = 'fetchCampaignReports' and attempts < max_attempts`,
    );
    expect(rows[0]?.n).toBe(0);
    await t.db.execute(
      sql`delete from graphile_worker._private_jobs
          where task_id = (select id from graphile_worker._private_tasks where identifier = 'fetchCampaignReports')`,
    );

    // An hour after the failure a look asks eBay again; once that fetch succeeds the failure is gone.
    t.clock.advance(61 * 60_000);
    expect(await chart()).toMatchObject({ refreshing: true, fetchFailure: { reason: 'ebayUnavailable' } });
    await engine.drain();
    const recovered = await chart();
    expect(recovered).toMatchObject({ refreshing: false, fetchFailure: null });
    expect(Date.parse(recovered.fetchedAt ?? '')).toBeGreaterThan(Date.parse(stored.fetchedAt ?? ''));
  });
});
