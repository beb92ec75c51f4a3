import { findVendorSpecDirectory, loadOpenApiChecks } from '@baylytics/sandbox/openapi/openapi-checks';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { EbayError } from '../src/integrations/ebay/ebay-error.ts';
import type { MarketingCalls } from '../src/integrations/ebay/marketing-types.ts';
import { documentedOperationOf, ebayMarketingOperations } from './support/ebay-openapi-operations.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const documents = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  marketing: 'sell_marketing_v1_oas3.json',
  account: 'sell_account_v1_oas3.json',
});

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
const sent: SentRequest[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({
    method: init?.method ?? 'GET',
    url: new URL(String(input)),
    headers: new Headers(init?.headers),
    body,
  });
  return fetch(input, init);
};

let marketing: MarketingCalls;
let listingIds: string[];
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * dayMs).toISOString();

beforeAll(async () => {
  const client = standInEbayClient(t, {
    fetch: recordingFetch,
  });
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  // The market's most established seller: eligible for cost per click.
  const seller = 'demo-seller-1';
  listingIds = market
    .listingIdsOfSeller(seller, today)
    .filter((id) => market.listing(id, today)?.siteId === 77)
    .slice(0, 3);
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, seller);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  marketing = client.seller(row.id).marketing;
});

describe("the Marketing and Account client against the stand-in, held to eBay's documents", () => {
  it('reads the advertising eligibility of both programmes', async () => {
    const eligibility = await marketing.advertisingEligibility(77);
    expect(eligibility.map((e) => [e.programType, e.isEligible])).toEqual([
      ['PROMOTED_LISTINGS_STANDARD', true],
      ['PROMOTED_LISTINGS_ADVANCED', true],
    ]);
  });

  it('creates a cost-per-sale campaign with a criterion only when a rule is set, and pages campaigns by name', async () => {
    const common = { siteId: 77 as const, startDate: inDays(0.01), endDate: inDays(20), dailyBudget: null };
    const plain = await marketing.createCampaign({
      ...common,
      campaignName: 'Client plain',
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 6,
      selectionRule: {
        brands: [],
        categoryIds: [],
        categoryScope: null,
        listingConditionIds: [],
        minPrice: null,
        maxPrice: null,
      },
    });
    expect(sent.at(-1)?.body).not.toHaveProperty('campaignCriterion');
    const ruled = await marketing.createCampaign({
      ...common,
      campaignName: 'Client ruled',
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 4.5,
      selectionRule: {
        brands: [],
        categoryIds: [],
        categoryScope: null,
        listingConditionIds: ['1000'],
        minPrice: null,
        maxPrice: null,
      },
    });
    expect(sent.at(-1)?.body).toMatchObject({
      campaignCriterion: {
        criterionType: 'INVENTORY_PARTITION',
        selectionRules: [{ listingConditionIds: ['1000'] }],
      },
    });
    const read = await marketing.campaign(ruled);
    expect(read).toMatchObject({
      campaignName: 'Client ruled',
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 4.5,
    });
    expect(read.selectionRules[0]?.listingConditionIds).toEqual(['1000']);

    const outcomes = await marketing.createAds(
      plain,
      listingIds.map((listingId) => ({ listingId })),
    );
    expect(outcomes.every((o) => o.id !== null)).toBe(true);
    const ads = await marketing.ads(plain, { limit: 2, offset: 0 });
    expect(ads.total).toBe(listingIds.length);
    expect(ads.ads).toHaveLength(2);

    const byName = await marketing.campaigns({ name: 'Client plain', limit: 10, offset: 0 });
    expect(byName.campaigns.map((c) => c.campaignId)).toEqual([plain]);
    const paged = await marketing.campaigns({ limit: 1, offset: 1 });
    expect(paged.total).toBe(2);

    await marketing.pauseCampaign(plain);
    expect((await marketing.campaign(plain)).campaignStatus).toBe('PAUSED');
    await marketing.resumeCampaign(plain);
    await marketing.endCampaign(plain);
    expect((await marketing.campaign(plain)).campaignStatus).toBe('ENDED');
  });

  it("passes eBay's refusal on with its short message", async () => {
    const refusal = await marketing
      .createCampaign({
        siteId: 77,
        campaignName: 'Too early',
        startDate: inDays(-3),
        endDate: null,
        fundingModel: 'COST_PER_SALE',
        bidPercentage: 5,
        dailyBudget: null,
        selectionRule: null,
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EbayError);
    const first = (refusal as EbayError).ebayErrors[0];
    expect(first?.code).toBe('35026');
    expect(first?.shortMessage).toMatch(/cannot be in the past/);
  });

  it('runs a cost-per-click campaign: ad group, ads, keyword suggestions with search volume, bids and keywords', async () => {
    const campaignId = await marketing.createCampaign({
      siteId: 77,
      campaignName: 'Client clicks',
      startDate: inDays(0),
      endDate: null,
      fundingModel: 'COST_PER_CLICK',
      bidPercentage: null,
      dailyBudget: { value: 20, currency: 'EUR' },
      selectionRule: null,
    });
    const adGroupId = await marketing.createAdGroup(campaignId, {
      name: 'All',
      defaultBid: { value: 0.3, currency: 'EUR' },
    });
    const ads = await marketing.createAds(
      campaignId,
      listingIds.map((listingId) => ({ listingId, adGroupId })),
    );
    expect(ads.every((a) => a.errors.length === 0)).toBe(true);
    const suggestions = await marketing.suggestKeywords(campaignId, adGroupId, listingIds);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]?.searchVolume).toBeGreaterThan(0);
    const chosen = suggestions
      .slice(0, 2)
      .map((s) => ({ keywordText: s.keywordText, matchType: 'PHRASE' as const }));
    const bids = await marketing.suggestBids(campaignId, adGroupId, chosen);
    expect(bids[0]?.proposedBid?.currency).toBe('EUR');
    const created = await marketing.createKeywords(
      campaignId,
      chosen.map((k) => ({ ...k, adGroupId, bid: { value: 0.45, currency: 'EUR' } })),
    );
    expect(created.map((k) => k.errors)).toEqual([[], []]);
    const [first] = chosen;
    if (!first) throw new Error('no keyword chosen');
    const again = await marketing.createKeywords(campaignId, [
      { ...first, adGroupId, bid: { value: 0.45, currency: 'EUR' } },
    ]);
    expect(again[0]?.errors[0]?.code).toBe('36303');
  });

  it('creates a report task, reads its state and reads the report file', async () => {
    const campaignId = await marketing.createCampaign({
      siteId: 77,
      campaignName: 'Client report',
      startDate: inDays(0),
      endDate: null,
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 50,
      dailyBudget: null,
      selectionRule: null,
    });
    await marketing.createAds(
      campaignId,
      listingIds.map((listingId) => ({ listingId })),
    );
    const today = t.clock.now().toISOString().slice(0, 10);
    const taskId = await marketing.createReportTask({
      kind: 'listing',
      campaignId,
      fundingModel: 'COST_PER_SALE',
      siteId: 77,
      dateFrom: `${today}T00:00:00.000Z`,
      dateTo: t.clock.now().toISOString(),
    });
    const task = await marketing.reportTask(taskId);
    expect(task.status).toBe('SUCCESS');
    const lines = await marketing.report(task.reportId ?? '');
    const market = t.ebaySandbox.market;
    const expected = listingIds
      .flatMap((id) => market.adPerformance(id, today).filter((p) => p.campaignId === campaignId))
      .filter((p) => p.impressions > 0);
    expect(lines.length).toBe(expected.length);
    expect(lines.length).toBeGreaterThan(0);
    for (const day of expected)
      expect(lines).toContainEqual(
        expect.objectContaining({
          day: today,
          listingId: day.itemId,
          impressions: day.impressions,
          clicks: day.clicks,
          sales: day.sales,
          quantity: day.quantity,
          saleAmount: day.saleAmount,
          adFees: day.adFees,
        }),
      );
  });

  it('sends only documented operations, parameters and request bodies', () => {
    const operations = ebayMarketingOperations();
    const checked = new Set<string>();
    for (const request of sent) {
      const { pathname } = request.url;
      if (!pathname.startsWith('/sell/')) continue;
      const operation = documentedOperationOf(operations, request);
      if (!operation) continue;
      for (const parameter of operation.parameters.filter((p) => p.required && p.in === 'header'))
        if (parameter.name.toLowerCase() !== 'content-type' || request.body !== undefined)
          expect(request.headers.has(parameter.name), `${pathname}: header ${parameter.name}`).toBe(true);
      if (request.body !== undefined && operation.requestSchema)
        expect(documents.component('marketing', operation.requestSchema, 'request')(request.body)).toEqual(
          [],
        );
      checked.add(`${operation.method} ${operation.template.source}`);
    }
    // eligibility, campaigns, campaign, create, pause, resume, end, bulk ads, ads, ad group, suggest keywords,
    // suggest bids, bulk keywords, report task create and read, report
    expect(checked.size).toBe(16);
  });
});
