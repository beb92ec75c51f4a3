import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import type { MarketingCalls, ReportRequest } from '../src/integrations/ebay/marketing-types.ts';
import { documentedOperationOf, ebayMarketingOperations } from './support/ebay-openapi-operations.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

// The lookups that find what a create call made when its answer was lost, against the stand-in and held to
// eBay's documents: getCampaignByName, getReportTasks, getAdGroups and getKeywords.
const t = useTestApp();

const sent: { method: string; url: URL }[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)) });
  return fetch(input, init);
};

let marketing: MarketingCalls;
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * dayMs).toISOString();

beforeAll(async () => {
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, 'demo-seller-1');
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  marketing = standInEbayClient(t, { fetch: recordingFetch }).seller(row.id).marketing;
});

describe('the lookups of what a create call made', () => {
  it('finds a campaign by its exact name, and none for a name the seller does not have', async () => {
    const campaignId = await marketing.createCampaign({
      siteId: 77,
      campaignName: 'Found By Name',
      startDate: inDays(0.01),
      endDate: null,
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 5,
      dailyBudget: null,
      selectionRule: null,
    });
    const found = await marketing.campaignByName('Found By Name');
    expect(found).toMatchObject({ campaignId, campaignName: 'Found By Name', fundingModel: 'COST_PER_SALE' });
    // eBay's match is case-sensitive.
    expect(await marketing.campaignByName('found by name')).toBeNull();
    expect(await marketing.campaignByName('Never Created')).toBeNull();
  });

  it('finds a report task by its report type, campaign and dates, and none for other dates or types', async () => {
    const campaignId = await marketing.createCampaign({
      siteId: 77,
      campaignName: 'Task Lookup',
      startDate: inDays(0.01),
      endDate: null,
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 5,
      dailyBudget: null,
      selectionRule: null,
    });
    const request: ReportRequest = {
      kind: 'listing',
      campaignId,
      fundingModel: 'COST_PER_SALE',
      siteId: 77,
      dateFrom: `${inDays(-3).slice(0, 10)}T00:00:00.000Z`,
      dateTo: t.clock.now().toISOString(),
    };
    expect(await marketing.reportTaskFor(request)).toBeNull();
    const taskId = await marketing.createReportTask(request);
    expect(await marketing.reportTaskFor(request)).toBe(taskId);
    expect(await marketing.reportTaskFor({ ...request, dateTo: inDays(-1) })).toBeNull();
    expect(await marketing.reportTaskFor({ ...request, campaignId: `${campaignId}0` })).toBeNull();
  });

  it("reads a campaign's ad groups by pages, and its keywords of all or of some ad groups", async () => {
    const campaignId = await marketing.createCampaign({
      siteId: 77,
      campaignName: 'Parts Lookup',
      startDate: inDays(0.01),
      endDate: null,
      fundingModel: 'COST_PER_CLICK',
      bidPercentage: null,
      dailyBudget: { value: 20, currency: 'EUR' },
      selectionRule: null,
    });
    const eur = (value: number) => ({ value, currency: 'EUR' });
    const main = await marketing.createAdGroup(campaignId, { name: 'Main', defaultBid: eur(0.4) });
    const spare = await marketing.createAdGroup(campaignId, { name: 'Spare', defaultBid: eur(0.25) });
    expect(await marketing.adGroups(campaignId, { limit: 1, offset: 1 })).toEqual({
      total: 2,
      adGroups: [{ adGroupId: spare, name: 'Spare', adGroupStatus: 'ACTIVE', defaultBid: eur(0.25) }],
    });
    expect(
      (await marketing.adGroups(campaignId, { limit: 10, offset: 0 })).adGroups.map((g) => g.adGroupId),
    ).toEqual([main, spare]);

    const made = await marketing.createKeywords(campaignId, [
      { adGroupId: main, keywordText: 'regenjacke', matchType: 'EXACT', bid: eur(0.55) },
      { adGroupId: spare, keywordText: 'regenhose', matchType: 'BROAD', bid: eur(0.3) },
    ]);
    expect(made.map((outcome) => outcome.errors)).toEqual([[], []]);
    expect(await marketing.keywords(campaignId, { adGroupIds: [spare], limit: 10, offset: 0 })).toEqual({
      total: 1,
      keywords: [
        {
          keywordId: made[1]?.id,
          adGroupId: spare,
          keywordText: 'regenhose',
          matchType: 'BROAD',
          keywordStatus: 'ACTIVE',
          bid: eur(0.3),
        },
      ],
    });
    const all = await marketing.keywords(campaignId, { limit: 10, offset: 0 });
    expect(all.total).toBe(2);
    expect(all.keywords.map((k) => [k.adGroupId, k.keywordText])).toEqual([
      [main, 'regenjacke'],
      [spare, 'regenhose'],
    ]);
  });

  it('sends only documented operations and query parameters', () => {
    const operations = ebayMarketingOperations();
    const checked = new Set<string>();
    for (const request of sent) {
      const { pathname } = request.url;
      if (!pathname.startsWith('/sell/')) continue;
      const operation = documentedOperationOf(operations, request);
      if (!operation) continue;
      // eBay's ids are digits: the path as its template.
      checked.add(
        `${operation.method} ${pathname.slice(operation.basePath.length).replace(/\/\d+/g, '/{id}')}`,
      );
    }
    // create campaign, get campaign by name, create report task, get report tasks, create and get ad groups,
    // create and get keywords
    expect(checked).toEqual(
      new Set([
        'POST /ad_campaign',
        'GET /ad_campaign/get_campaign_by_name',
        'POST /ad_report_task',
        'GET /ad_report_task',
        'POST /ad_campaign/{id}/ad_group',
        'GET /ad_campaign/{id}/ad_group',
        'POST /ad_campaign/{id}/bulk_create_keyword',
        'GET /ad_campaign/{id}/keyword',
      ]),
    );
  });
});
