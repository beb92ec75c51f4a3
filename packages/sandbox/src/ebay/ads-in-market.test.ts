import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Marketplace } from '../marketplace/model.ts';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// Ads made through the Marketing API change the market: sponsored places in searches and the figures a day
// of an ad earns, as the market's own sales allow.
const base = '/sell/marketing/v1/ad_campaign';
let ebay: TestSandbox;
let market: Marketplace;
let seller: { name: string; token: string };

const send = (method: string, path: string, body?: unknown): Promise<Answer> =>
  ebay.call(path, {
    method,
    headers: {
      authorization: `Bearer ${seller.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const idOf = (answer: Answer) => answer.headers.get('location')?.split('/').at(-1) ?? '';
const inDays = (days: number) => new Date(ebay.now().getTime() + days * 86_400_000).toISOString();
const queryOf = (title: string) => title.split(/\s+/).slice(0, 3).join(' ');
const firstWord = (itemId: string) =>
  (market.listing(itemId, ebay.today())?.title ?? '').split(/\s+/)[0] ?? '';

/** Where the listing shows in the first 200 results of its title's first words: sponsored or organic. */
function placesOf(itemId: string): { sponsored: boolean; organic: boolean } {
  const listing = market.listing(itemId, ebay.today());
  const result = market.search(
    { siteId: 77, q: queryOf(listing?.title ?? ''), limit: 200, offset: 0 },
    ebay.today(),
  );
  const hits = result.items.filter((hit) => hit.listing.itemId === itemId);
  return { sponsored: hits.some((h) => h.priorityListing), organic: hits.some((h) => !h.priorityListing) };
}

async function campaign(body: Record<string, unknown>): Promise<string> {
  const created = await send('POST', base, {
    marketplaceId: 'EBAY_DE',
    startDate: inDays(0.001),
    ...body,
  });
  expect(created.status, created.text).toBe(201);
  return idOf(created);
}

let unpromoted: string[] = [];
const made: { costPerSale?: string; costPerClick?: string } = {};
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), { marketing: 'sell_marketing_v1_oas3.json' });

beforeAll(async () => {
  ebay = await startTestSandbox();
  market = ebay.sandbox.market;
  const above = market
    .sellers()
    .find((s) => s.feedbackScore >= 100 && s.feedbackPercentage >= 98 && s.listingCount > 20);
  if (!above) throw new Error('the market lacks a seller above standard');
  seller = { name: above.username, token: (await ebay.userTokens(above.username)).access_token };
  unpromoted = market
    .listingIdsOfSeller(above.username, ebay.today())
    .filter((id) => market.listing(id, ebay.today())?.siteId === 77)
    .filter((id) => !placesOf(id).sponsored && market.listing(id, ebay.today())?.promoted === null)
    .slice(0, 3);
  expect(unpromoted.length).toBe(3);
});

afterAll(async () => {
  await ebay?.close();
});

describe('ads in the market', () => {
  it('a cost-per-sale ad wins a sponsored place until its campaign is paused', async () => {
    const itemId = unpromoted[0] ?? '';
    const campaignId = await campaign({
      campaignName: 'Top ad rate',
      fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '100' },
    });
    made.costPerSale = campaignId;
    expect(placesOf(itemId).sponsored).toBe(false);
    const ads = await send('POST', `${base}/${campaignId}/bulk_create_ads_by_listing_id`, {
      requests: [{ listingId: itemId }],
    });
    expect(ads.status, ads.text).toBe(200);
    expect(placesOf(itemId).sponsored).toBe(true);
    expect(market.listing(itemId, ebay.today())?.promoted).toEqual({ bidPercentage: 100 });

    const [day] = market.adPerformance(itemId, ebay.today());
    expect(day).toMatchObject({ itemId, campaignId, currency: 'EUR' });
    expect(day?.impressions).toBeGreaterThan(0);
    expect(day?.clicks).toBeLessThanOrEqual(day?.impressions ?? 0);
    expect(day?.sales).toBeLessThanOrEqual(market.sales(itemId, ebay.today()).quantity);
    expect(day?.adFees).toBeCloseTo(day?.saleAmount ?? 0, 2);
    // The same day gives the same figures.
    expect(market.adPerformance(itemId, ebay.today())).toEqual([day]);

    expect((await send('POST', `${base}/${campaignId}/pause`)).status).toBe(204);
    expect(placesOf(itemId).sponsored).toBe(false);
    expect(market.adPerformance(itemId, ebay.today())).toEqual([]);
    expect((await send('POST', `${base}/${campaignId}/resume`)).status).toBe(204);
    expect(placesOf(itemId).sponsored).toBe(true);
  });

  it('a rules-based ad leaves the sponsored places when its listing no longer fits the rules', async () => {
    const itemId = unpromoted[1] ?? '';
    const listing = market.listing(itemId, ebay.today());
    const campaignId = await campaign({
      campaignName: 'Under the price',
      fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '100' },
      campaignCriterion: {
        criterionType: 'INVENTORY_PARTITION',
        autoSelectFutureInventory: false,
        selectionRules: [{ maxPrice: { currency: 'EUR', value: ((listing?.price ?? 0) * 0.5).toFixed(2) } }],
      },
    });
    const ads = await send('POST', `${base}/${campaignId}/bulk_create_ads_by_listing_id`, {
      requests: [{ listingId: itemId }],
    });
    expect(ads.status, ads.text).toBe(200);
    expect(placesOf(itemId).sponsored).toBe(false);
    expect(market.adPerformance(itemId, ebay.today())).toEqual([]);
  });

  it('a cost-per-click ad shows only in searches its keywords match and keeps to its daily budget', async () => {
    const itemId = unpromoted[2] ?? '';
    const query = firstWord(itemId);
    const campaignId = await campaign({
      campaignName: 'Per click',
      budget: { daily: { amount: { currency: 'EUR', value: '3' } } },
      fundingStrategy: { fundingModel: 'COST_PER_CLICK' },
    });
    made.costPerClick = campaignId;
    const group = await send('POST', `${base}/${campaignId}/ad_group`, {
      name: 'Group',
      defaultBid: { currency: 'EUR', value: '2' },
    });
    expect(group.status, group.text).toBe(201);
    const adGroupId = idOf(group);
    await send('POST', `${base}/${campaignId}/bulk_create_ads_by_listing_id`, {
      requests: [{ listingId: itemId, adGroupId }],
    });
    expect(placesOf(itemId).sponsored).toBe(false);
    const keywords = await send('POST', `${base}/${campaignId}/bulk_create_keyword`, {
      requests: [
        { adGroupId, keywordText: query, matchType: 'BROAD', bid: { currency: 'EUR', value: '1.5' } },
      ],
    });
    expect(keywords.status, keywords.text).toBe(200);
    expect(placesOf(itemId).sponsored).toBe(true);
    const elsewhere = market.search({ siteId: 77, q: 'zzz nothing', limit: 200, offset: 0 }, ebay.today());
    expect(elsewhere.items.some((hit) => hit.listing.itemId === itemId)).toBe(false);

    for (const day of [ebay.today()]) {
      const [figures] = market.adPerformance(itemId, day);
      expect(figures?.adFees ?? 0).toBeLessThanOrEqual(3);
      expect(figures?.searchQueries?.every((q) => q.keywordText === query)).toBe(true);
      expect(figures?.clicks).toBe(figures?.searchQueries?.reduce((a, q) => a + q.clicks, 0));
    }
  });
});

/** A report of today through eBay's three calls: the file's header and lines. */
async function report(body: Record<string, unknown>): Promise<Record<string, string>[]> {
  const request = {
    reportFormat: 'TSV_GZIP',
    marketplaceId: 'EBAY_DE',
    dateFrom: `${ebay.today()}T00:00:00.000Z`,
    dateTo: ebay.now().toISOString(),
    ...body,
  };
  expect(spec.component('marketing', 'CreateReportTask', 'request')(request)).toEqual([]);
  const created = await send('POST', '/sell/marketing/v1/ad_report_task', request);
  expect(created.status, created.text).toBe(202);
  const task = await send('GET', `/sell/marketing/v1/ad_report_task/${idOf(created)}`);
  expect(task.status, task.text).toBe(200);
  expect(spec.response('getReportTask', 200)(task.body)).toEqual([]);
  const { reportTaskStatus, reportId } = task.body as { reportTaskStatus: string; reportId: string };
  expect(reportTaskStatus).toBe('SUCCESS');
  const response = await fetch(`${ebay.sandbox.url}/sell/marketing/v1/ad_report/${reportId}`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/tab-separated-values');
  const file = Buffer.from(await response.arrayBuffer());
  const [header, ...lines] = gunzipSync(file).toString('utf8').trim().split('\n');
  const columns = (header ?? '').split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [columns[i], v])));
}

describe('Promoted Listings reports, held to sell_marketing_v1', () => {
  it("a listing report of a cost-per-sale campaign gives the market's figures of the day", async () => {
    const rows = await report({
      reportType: 'LISTING_PERFORMANCE_REPORT',
      campaignIds: [made.costPerSale],
      fundingModels: ['COST_PER_SALE'],
      dimensions: [{ dimensionKey: 'listing_id' }, { dimensionKey: 'day' }],
      metricKeys: [
        'impressions',
        'clicks',
        'sales',
        'sale_amount_listingsite_currency',
        'ad_fees_listingsite_currency',
      ],
    });
    const [day] = market.adPerformance(unpromoted[0] ?? '', ebay.today());
    expect(rows).toEqual([
      {
        listing_id: unpromoted[0],
        day: ebay.today(),
        impressions: String(day?.impressions),
        clicks: String(day?.clicks),
        sales: String(day?.sales),
        sale_amount_listingsite_currency: day?.saleAmount.toFixed(2),
        ad_fees_listingsite_currency: day?.adFees.toFixed(2),
      },
    ]);
  });

  it('keyword and search query reports of a cost-per-click campaign add up to its listing report', async () => {
    const cpc = (reportType: string, dimensions: string[]) =>
      report({
        reportType,
        campaignIds: [made.costPerClick],
        fundingModels: ['COST_PER_CLICK'],
        dimensions: dimensions.map((dimensionKey) =>
          dimensionKey === 'keyword_id'
            ? { dimensionKey, annotationKeys: ['keyword_text'] }
            : { dimensionKey },
        ),
        metricKeys: ['cpc_impressions', 'cpc_clicks', 'cpc_ad_fees_listingsite_currency'],
      });
    const listings = await cpc('LISTING_PERFORMANCE_REPORT', ['listing_id', 'day']);
    const keywords = await cpc('KEYWORD_PERFORMANCE_REPORT', ['keyword_id', 'day']);
    const queries = await cpc('SEARCH_QUERY_PERFORMANCE_REPORT', ['search_query', 'keyword_id', 'day']);
    const sum = (rows: Record<string, string>[]) => rows.reduce((a, r) => a + Number(r.cpc_impressions), 0);
    expect(listings).toHaveLength(1);
    expect(sum(listings)).toBeGreaterThan(0);
    expect(sum(keywords)).toBe(sum(listings));
    expect(sum(queries)).toBe(sum(listings));
    expect(keywords[0]?.keyword_text).toBe(firstWord(unpromoted[2] ?? ''));
  });

  it("refuses another seller's campaign, an unknown metric and a report type cost per sale lacks", async () => {
    const refusal = (body: Record<string, unknown>) =>
      send('POST', '/sell/marketing/v1/ad_report_task', {
        reportFormat: 'TSV_GZIP',
        marketplaceId: 'EBAY_DE',
        dateFrom: `${ebay.today()}T00:00:00.000Z`,
        dateTo: ebay.now().toISOString(),
        reportType: 'LISTING_PERFORMANCE_REPORT',
        campaignIds: [made.costPerSale],
        fundingModels: ['COST_PER_SALE'],
        dimensions: [{ dimensionKey: 'listing_id' }, { dimensionKey: 'day' }],
        metricKeys: ['impressions'],
        ...body,
      });
    for (const body of [
      { campaignIds: ['10000000001'] },
      { metricKeys: ['cpc_clicks'] },
      {
        reportType: 'KEYWORD_PERFORMANCE_REPORT',
        dimensions: [{ dimensionKey: 'keyword_id' }, { dimensionKey: 'day' }],
      },
      { dateTo: inDays(2) },
    ]) {
      const answer = await refusal(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(spec.listOf('marketing', 'errors', 'Error')(answer.body)).toEqual([]);
    }
  });
});
