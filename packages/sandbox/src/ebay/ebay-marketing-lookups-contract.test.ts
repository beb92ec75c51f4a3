import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// getCampaignByName, getReportTasks, getAdGroups and getKeywords held to eBay's published document, and the fault
// that performs a create call and loses its answer: what a client uses to find out whether a create call it got no
// answer to happened.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), { marketing: 'sell_marketing_v1_oas3.json' });
const base = '/sell/marketing/v1';
let ebay: TestSandbox;
let seller: { token: string; itemIds: string[] };
let stranger: { token: string };
/** A seller above standard: cost per click allowed. */
let advanced: { token: string };

function fits(answer: Answer, operationId: string): void {
  expect(answer.status, answer.text).toBe(200);
  expect(spec.response(operationId, 200)(answer.body)).toEqual([]);
}

function refused(answer: Answer, status: number, errorId: number): void {
  expect(answer.status, answer.text).toBe(status);
  expect(spec.listOf('marketing', 'errors', 'Error')(answer.body)).toEqual([]);
  expect((answer.body as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(errorId);
}

const send = (token: string, method: string, path: string, body?: unknown) =>
  ebay.call(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const inDays = (days: number) => new Date(ebay.now().getTime() + days * 86_400_000).toISOString();
const idOf = (answer: Answer) => answer.headers.get('location')?.split('/').at(-1) ?? '';

const newCampaign = (campaignName: string) => ({
  campaignName,
  marketplaceId: 'EBAY_DE',
  startDate: inDays(0.01),
  fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '5.0' },
});

const byName = (token: string, name: string) =>
  send(token, 'GET', `${base}/ad_campaign/get_campaign_by_name?campaign_name=${encodeURIComponent(name)}`);

beforeAll(async () => {
  ebay = await startTestSandbox();
  const market = ebay.sandbox.market;
  const [first, second] = market.sellers().filter((s) => s.feedbackScore >= 10 && s.listingCount > 2);
  if (!first || !second) throw new Error('the market lacks two established sellers');
  seller = { token: (await ebay.userTokens(first.username)).access_token, itemIds: [] };
  stranger = { token: (await ebay.userTokens(second.username)).access_token };
  const above = market
    .sellers()
    .find((s) => s.feedbackScore >= 100 && s.feedbackPercentage >= 98 && s.username !== second.username);
  if (!above) throw new Error('the market lacks a seller above standard');
  advanced = { token: (await ebay.userTokens(above.username)).access_token };
});

afterAll(async () => {
  await ebay?.close();
});

describe('getCampaignByName, held to sell_marketing_v1', () => {
  it("answers the seller's campaign of exactly that name, else 35046; a name is required", async () => {
    const created = await send(seller.token, 'POST', `${base}/ad_campaign`, newCampaign('Exact Name'));
    expect(created.status, created.text).toBe(201);
    const found = await byName(seller.token, 'Exact Name');
    fits(found, 'getCampaignByName');
    expect(found.body).toMatchObject({ campaignId: idOf(created), campaignName: 'Exact Name' });

    refused(await byName(seller.token, 'exact name'), 400, 35046);
    refused(await byName(stranger.token, 'Exact Name'), 400, 35046);
    refused(await send(seller.token, 'GET', `${base}/ad_campaign/get_campaign_by_name`), 400, 35019);
  });
});

describe('getReportTasks, held to sell_marketing_v1', () => {
  it("lists the seller's report tasks with their request, paged, and refuses an unknown status", async () => {
    const campaign = await send(seller.token, 'POST', `${base}/ad_campaign`, newCampaign('Reported'));
    const request = {
      reportType: 'LISTING_PERFORMANCE_REPORT',
      reportFormat: 'TSV_GZIP',
      marketplaceId: 'EBAY_DE',
      campaignIds: [idOf(campaign)],
      fundingModels: ['COST_PER_SALE'],
      dateFrom: `${ebay.today()}T00:00:00.000Z`,
      dateTo: ebay.now().toISOString(),
      dimensions: [{ dimensionKey: 'listing_id' }, { dimensionKey: 'day' }],
      metricKeys: ['impressions', 'clicks'],
    };
    expect(spec.component('marketing', 'CreateReportTask', 'request')(request)).toEqual([]);
    const ids: string[] = [];
    for (const dateTo of [new Date(Date.parse(request.dateFrom) + 1000).toISOString(), request.dateTo]) {
      const created = await send(seller.token, 'POST', `${base}/ad_report_task`, { ...request, dateTo });
      expect(created.status, created.text).toBe(202);
      ids.push(idOf(created));
    }

    const page = await send(seller.token, 'GET', `${base}/ad_report_task?limit=1&offset=1`);
    fits(page, 'getReportTasks');
    expect(page.body).toMatchObject({
      total: 2,
      limit: 1,
      offset: 1,
      reportTasks: [
        {
          reportTaskId: ids[1],
          reportType: 'LISTING_PERFORMANCE_REPORT',
          campaignIds: [idOf(campaign)],
          dateFrom: request.dateFrom,
          dateTo: request.dateTo,
          reportTaskStatus: 'SUCCESS',
        },
      ],
    });
    expect((page.body as { prev?: string }).prev).toContain('offset=0');
    const succeeded = await send(seller.token, 'GET', `${base}/ad_report_task?report_task_statuses=SUCCESS`);
    fits(succeeded, 'getReportTasks');
    expect(succeeded.body).toMatchObject({ total: 2 });
    const others = await send(stranger.token, 'GET', `${base}/ad_report_task`);
    fits(others, 'getReportTasks');
    expect(others.body).toMatchObject({ total: 0, reportTasks: [] });
    refused(await send(seller.token, 'GET', `${base}/ad_report_task?report_task_statuses=DONE`), 400, 35109);
  });
});

describe('getAdGroups and getKeywords, held to sell_marketing_v1', () => {
  it("lists a campaign's ad groups and keywords, paged and filtered, and refuses another seller's campaign", async () => {
    const created = await send(advanced.token, 'POST', `${base}/ad_campaign`, {
      campaignName: 'Looked Up Parts',
      marketplaceId: 'EBAY_DE',
      startDate: inDays(0.01),
      fundingStrategy: { fundingModel: 'COST_PER_CLICK' },
      budget: { daily: { amount: { currency: 'EUR', value: '25.00' } } },
    });
    expect(created.status, created.text).toBe(201);
    const campaign = `${base}/ad_campaign/${idOf(created)}`;
    const groupIds: string[] = [];
    for (const name of ['First', 'Second']) {
      const group = await send(advanced.token, 'POST', `${campaign}/ad_group`, {
        name,
        defaultBid: { currency: 'EUR', value: '0.40' },
      });
      expect(group.status, group.text).toBe(201);
      groupIds.push(idOf(group));
    }
    const [first, second] = groupIds;

    const groups = await send(advanced.token, 'GET', `${campaign}/ad_group?limit=1&offset=1`);
    fits(groups, 'getAdGroups');
    expect(groups.body).toMatchObject({
      total: 2,
      limit: 1,
      offset: 1,
      adGroups: [
        {
          adGroupId: second,
          name: 'Second',
          adGroupStatus: 'ACTIVE',
          defaultBid: { currency: 'EUR', value: '0.40' },
        },
      ],
    });
    expect((groups.body as { prev?: string }).prev).toContain('offset=0');
    const active = await send(advanced.token, 'GET', `${campaign}/ad_group?ad_group_status=ACTIVE,PAUSED`);
    fits(active, 'getAdGroups');
    expect(active.body).toMatchObject({ total: 2 });
    const archived = await send(advanced.token, 'GET', `${campaign}/ad_group?ad_group_status=ARCHIVED`);
    fits(archived, 'getAdGroups');
    expect(archived.body).toMatchObject({ total: 0, adGroups: [] });

    // The second group's keyword is made first: the list is sorted by ad group all the same.
    const bid = (value: string) => ({ currency: 'EUR', value });
    const keyword = (
      adGroupId: string | undefined,
      keywordText: string,
      matchType: string,
      value: string,
    ) => ({
      adGroupId,
      keywordText,
      matchType,
      bid: bid(value),
    });
    fits(
      await send(advanced.token, 'POST', `${campaign}/bulk_create_keyword`, {
        requests: [keyword(second, 'zelt', 'EXACT', '0.55')],
      }),
      'bulkCreateKeyword',
    );
    fits(
      await send(advanced.token, 'POST', `${campaign}/bulk_create_keyword`, {
        requests: [
          keyword(first, 'schlafsack', 'PHRASE', '0.45'),
          keyword(first, 'isomatte', 'BROAD', '0.30'),
        ],
      }),
      'bulkCreateKeyword',
    );
    const all = await send(advanced.token, 'GET', `${campaign}/keyword`);
    fits(all, 'getKeywords');
    expect(all.body).toMatchObject({
      total: 3,
      keywords: [
        { ...keyword(first, 'schlafsack', 'PHRASE', '0.45'), keywordStatus: 'ACTIVE' },
        { ...keyword(first, 'isomatte', 'BROAD', '0.30'), keywordStatus: 'ACTIVE' },
        { ...keyword(second, 'zelt', 'EXACT', '0.55'), keywordStatus: 'ACTIVE' },
      ],
    });
    const ofSecond = await send(advanced.token, 'GET', `${campaign}/keyword?ad_group_ids=${second}`);
    fits(ofSecond, 'getKeywords');
    expect(ofSecond.body).toMatchObject({ total: 1, keywords: [{ keywordText: 'zelt' }] });
    const paged = await send(
      advanced.token,
      'GET',
      `${campaign}/keyword?ad_group_ids=${first},${second}&limit=1&offset=2`,
    );
    fits(paged, 'getKeywords');
    expect(paged.body).toMatchObject({ total: 3, limit: 1, offset: 2, keywords: [{ keywordText: 'zelt' }] });
    const paused = await send(advanced.token, 'GET', `${campaign}/keyword?keyword_status=PAUSED`);
    fits(paused, 'getKeywords');
    expect(paused.body).toMatchObject({ total: 0, keywords: [] });

    refused(await send(stranger.token, 'GET', `${campaign}/ad_group`), 400, 35045);
    refused(await send(stranger.token, 'GET', `${campaign}/keyword`), 400, 35045);
    refused(await send(advanced.token, 'GET', `${campaign}/keyword?limit=0`), 400, 35029);
    refused(await send(advanced.token, 'GET', `${campaign}/ad_group?offset=-1`), 400, 35030);
  });
});

describe('a create call whose answer is lost', () => {
  it("performs the call, then closes without an answer ('lost') or answers 500 (afterCall); 'none' does nothing", async () => {
    ebay.sandbox.injectFault({ path: `${base}/ad_campaign`, answer: 'lost' });
    await expect(send(seller.token, 'POST', `${base}/ad_campaign`, newCampaign('Made'))).rejects.toThrow();
    fits(await byName(seller.token, 'Made'), 'getCampaignByName');

    ebay.sandbox.injectFault({ path: `${base}/ad_campaign`, status: 500, afterCall: true });
    const failed = await send(seller.token, 'POST', `${base}/ad_campaign`, newCampaign('Made Then 500'));
    refused(failed, 500, 35001);
    expect(failed.headers.get('location')).toBeNull();
    fits(await byName(seller.token, 'Made Then 500'), 'getCampaignByName');

    ebay.sandbox.injectFault({ path: `${base}/ad_campaign`, answer: 'none' });
    await expect(
      send(seller.token, 'POST', `${base}/ad_campaign`, newCampaign('Not Made')),
    ).rejects.toThrow();
    refused(await byName(seller.token, 'Not Made'), 400, 35046);
  });
});
