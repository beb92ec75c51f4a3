import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// The Marketing and Account stand-ins held to eBay's published documents: every request this test sends is a
// documented request body, every answer (errors included) a documented answer.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  marketing: 'sell_marketing_v1_oas3.json',
  account: 'sell_account_v1_oas3.json',
});
const base = '/sell/marketing/v1/ad_campaign';
let ebay: TestSandbox;
/** A seller above standard (cost per click allowed) and one below. */
let advanced: { name: string; token: string; itemIds: string[] };
let standard: { name: string; token: string };

function fits(answer: Answer, operationId: string, status = 200): void {
  expect(answer.status, answer.text).toBe(status);
  expect(spec.response(operationId, status)(answer.body)).toEqual([]);
}

function refused(answer: Answer, status: number, errorId: number): void {
  expect(answer.status, answer.text).toBe(status);
  expect(spec.listOf('marketing', 'errors', 'Error')(answer.body)).toEqual([]);
  expect((answer.body as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(errorId);
}

function send(token: string, method: string, path: string, body?: unknown, schema?: string): Promise<Answer> {
  if (schema) expect(spec.component('marketing', schema, 'request')(body)).toEqual([]);
  return ebay.call(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const idOf = (answer: Answer) => answer.headers.get('location')?.split('/').at(-1) ?? '';
const inDays = (days: number) => new Date(ebay.now().getTime() + days * 86_400_000).toISOString();

beforeAll(async () => {
  ebay = await startTestSandbox();
  const market = ebay.sandbox.market;
  const sellers = market.sellers();
  const above = sellers.find(
    (s) => s.feedbackScore >= 100 && s.feedbackPercentage >= 98 && s.listingCount > 5,
  );
  const below = sellers.find((s) => s.feedbackScore >= 10 && s.feedbackPercentage < 98);
  if (!above || !below) throw new Error('the market lacks a seller of each standard');
  const itemIds = market
    .listingIdsOfSeller(above.username, ebay.today())
    .filter((id) => market.listing(id, ebay.today())?.siteId === 77);
  advanced = { name: above.username, token: (await ebay.userTokens(above.username)).access_token, itemIds };
  standard = { name: below.username, token: (await ebay.userTokens(below.username)).access_token };
});

afterAll(async () => {
  await ebay?.close();
});

describe('Account advertising eligibility, held to sell_account_v1', () => {
  it('answers both programmes; cost per click only for a seller above standard', async () => {
    const ask = (token: string) =>
      ebay.call('/sell/account/v1/advertising_eligibility', {
        headers: { authorization: `Bearer ${token}`, 'x-ebay-c-marketplace-id': 'EBAY_DE' },
      });
    const above = await ask(advanced.token);
    fits(above, 'getAdvertisingEligibility');
    const statuses = (answer: Answer) =>
      Object.fromEntries(
        (
          answer.body as { advertisingEligibility: { programType: string; status: string }[] }
        ).advertisingEligibility.map((e) => [e.programType, e.status]),
      );
    expect(statuses(above)).toEqual({
      PROMOTED_LISTINGS_STANDARD: 'ELIGIBLE',
      PROMOTED_LISTINGS_ADVANCED: 'ELIGIBLE',
    });
    expect(statuses(await ask(standard.token)).PROMOTED_LISTINGS_ADVANCED).toBe('INELIGIBLE');
  });

  it('refuses an application token', async () => {
    const answer = await ebay.call('/sell/account/v1/advertising_eligibility', {
      headers: {
        authorization: `Bearer ${await ebay.applicationToken()}`,
        'x-ebay-c-marketplace-id': 'EBAY_DE',
      },
    });
    expect(answer.status).toBe(403);
  });
});

describe('campaigns, held to sell_marketing_v1', () => {
  it('creates a cost-per-sale campaign, promotes listings and lists it by name', async () => {
    const created = await send(
      advanced.token,
      'POST',
      base,
      {
        campaignName: 'Summer sale',
        marketplaceId: 'EBAY_DE',
        startDate: inDays(0.01),
        endDate: inDays(30),
        fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '5.5' },
      },
      'CreateCampaignRequest',
    );
    expect(created.status, created.text).toBe(201);
    const campaignId = idOf(created);
    expect(campaignId).toMatch(/^\d{11}$/);
    const read = await send(advanced.token, 'GET', `${base}/${campaignId}`);
    fits(read, 'getCampaign');
    expect(read.body).toMatchObject({
      campaignStatus: 'SCHEDULED',
      fundingStrategy: { bidPercentage: '5.5' },
    });

    const ads = await send(
      advanced.token,
      'POST',
      `${base}/${campaignId}/bulk_create_ads_by_listing_id`,
      { requests: advanced.itemIds.slice(0, 2).map((listingId) => ({ listingId })) },
      'BulkCreateAdRequest',
    );
    fits(ads, 'bulkCreateAdsByListingId');
    const listed = await send(advanced.token, 'GET', `${base}/${campaignId}/ad?limit=1`);
    fits(listed, 'getAds');
    expect(listed.body).toMatchObject({ total: 2, limit: 1 });
    expect((listed.body as { next?: string }).next).toContain('offset=1');

    const again = await send(advanced.token, 'POST', `${base}/${campaignId}/bulk_create_ads_by_listing_id`, {
      requests: [{ listingId: advanced.itemIds[0] }, { listingId: '999999999999' }],
    });
    expect(again.status).toBe(207);
    const errorIds = (again.body as { responses: { errors?: { errorId: number }[] }[] }).responses.map(
      (r) => r.errors?.[0]?.errorId,
    );
    expect(errorIds).toEqual([35036, 35048]);

    const byName = await send(advanced.token, 'GET', `${base}?campaign_name=summer%20sale`);
    fits(byName, 'getCampaigns');
    expect(byName.body).toMatchObject({ total: 1, campaigns: [{ campaignId }] });
    // Another seller does not see it.
    refused(await send(standard.token, 'GET', `${base}/${campaignId}`), 404, 35045);
  });

  it('pauses, resumes and ends a campaign, and refuses what its status does not allow', async () => {
    const created = await send(advanced.token, 'POST', base, {
      campaignName: 'Status walk',
      marketplaceId: 'EBAY_DE',
      startDate: inDays(0),
      fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '3' },
    });
    const campaignId = idOf(created);
    const statusNow = async () =>
      ((await send(advanced.token, 'GET', `${base}/${campaignId}`)).body as { campaignStatus: string })
        .campaignStatus;
    expect(await statusNow()).toBe('RUNNING');
    expect((await send(advanced.token, 'POST', `${base}/${campaignId}/pause`)).status).toBe(204);
    expect(await statusNow()).toBe('PAUSED');
    expect((await send(advanced.token, 'POST', `${base}/${campaignId}/resume`)).status).toBe(204);
    expect(await statusNow()).toBe('RUNNING');
    expect((await send(advanced.token, 'POST', `${base}/${campaignId}/end`)).status).toBe(204);
    expect(await statusNow()).toBe('ENDED');
    refused(await send(advanced.token, 'POST', `${base}/${campaignId}/resume`), 409, 35043);
  });

  it('keeps eBay’s date rules and funding rules', async () => {
    const campaign = (overrides: Record<string, unknown>) =>
      send(advanced.token, 'POST', base, {
        campaignName: `Rules ${Math.random()}`,
        marketplaceId: 'EBAY_DE',
        startDate: inDays(1),
        fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '4' },
        ...overrides,
      });
    refused(await campaign({ startDate: inDays(-2) }), 400, 35026);
    refused(await campaign({ endDate: inDays(-1) }), 400, 35026);
    refused(await campaign({ endDate: inDays(0.5) }), 400, 35024);
    refused(await campaign({ startDate: undefined }), 400, 35025);
    refused(await campaign({ campaignName: 'Summer sale' }), 400, 35021);
    refused(
      await campaign({ fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '1' } }),
      400,
      35007,
    );
    refused(
      await campaign({
        campaignCriterion: {
          criterionType: 'INVENTORY_PARTITION',
          selectionRules: [{ listingConditionIds: ['1234'] }],
        },
      }),
      400,
      35009,
    );
    const costPerClick = {
      fundingStrategy: { fundingModel: 'COST_PER_CLICK' },
      budget: { daily: { amount: { currency: 'EUR', value: '10' } } },
    };
    refused(await campaign({ ...costPerClick, budget: undefined }), 400, 36157);
    refused(
      await campaign({
        ...costPerClick,
        fundingStrategy: { fundingModel: 'COST_PER_CLICK', bidPercentage: '5' },
      }),
      400,
      36152,
    );
    expect((await campaign(costPerClick)).status).toBe(201);
    // A seller below standard may not run cost-per-click campaigns.
    const below = await send(standard.token, 'POST', base, {
      campaignName: 'Not allowed',
      marketplaceId: 'EBAY_DE',
      startDate: inDays(1),
      ...costPerClick,
    });
    refused(below, 409, 35084);
  });

  it('runs a cost-per-click campaign: ad group, ads, suggested keywords with search volume, bids, keywords', async () => {
    const created = await send(
      advanced.token,
      'POST',
      base,
      {
        campaignName: 'Priority',
        marketplaceId: 'EBAY_DE',
        startDate: inDays(0),
        fundingStrategy: { fundingModel: 'COST_PER_CLICK' },
        budget: { daily: { amount: { currency: 'EUR', value: '25.00' } } },
      },
      'CreateCampaignRequest',
    );
    const campaignId = idOf(created);
    fits(await send(advanced.token, 'GET', `${base}/${campaignId}`), 'getCampaign');
    const group = await send(
      advanced.token,
      'POST',
      `${base}/${campaignId}/ad_group`,
      { name: 'Main', defaultBid: { currency: 'EUR', value: '0.40' } },
      'CreateAdGroupRequest',
    );
    expect(group.status, group.text).toBe(201);
    const adGroupId = idOf(group);
    const listingIds = advanced.itemIds.slice(0, 3);
    fits(
      await send(advanced.token, 'POST', `${base}/${campaignId}/bulk_create_ads_by_listing_id`, {
        requests: listingIds.map((listingId) => ({ listingId, adGroupId })),
      }),
      'bulkCreateAdsByListingId',
    );
    const suggested = await send(
      advanced.token,
      'POST',
      `${base}/${campaignId}/ad_group/${adGroupId}/suggest_keywords`,
      { listingIds, additionalInfo: ['KEYWORD_INSIGHTS'] },
      'TargetedKeywordRequest',
    );
    fits(suggested, 'suggestKeywords');
    const keywords = (
      suggested.body as {
        suggestedKeywords: { keywordText: string; additionalInfo: { metrics: { value: string }[] }[] }[];
      }
    ).suggestedKeywords;
    expect(keywords.length).toBeGreaterThan(0);
    expect(Number(keywords[0]?.additionalInfo[0]?.metrics[0]?.value)).toBeGreaterThan(0);

    const chosen = keywords.slice(0, 2).map((k) => ({ keywordText: k.keywordText, matchType: 'EXACT' }));
    const bids = await send(
      advanced.token,
      'POST',
      `${base}/${campaignId}/ad_group/${adGroupId}/suggest_bids`,
      { keywords: chosen },
      'TargetedBidRequest',
    );
    fits(bids, 'suggestBids');
    const proposed = (bids.body as { suggestedBids: { proposedBid: Record<string, string> }[] })
      .suggestedBids[0]?.proposedBid;
    expect(Number(proposed?.rangeStart)).toBeLessThanOrEqual(Number(proposed?.value));
    expect(Number(proposed?.rangeEnd)).toBeGreaterThanOrEqual(Number(proposed?.value));

    const create = await send(
      advanced.token,
      'POST',
      `${base}/${campaignId}/bulk_create_keyword`,
      { requests: chosen.map((k) => ({ ...k, adGroupId, bid: { currency: 'EUR', value: '0.55' } })) },
      'BulkCreateKeywordRequest',
    );
    fits(create, 'bulkCreateKeyword');
    const twice = await send(advanced.token, 'POST', `${base}/${campaignId}/bulk_create_keyword`, {
      requests: [{ ...chosen[0], adGroupId, bid: { currency: 'EUR', value: '0.55' } }],
    });
    expect(twice.status).toBe(207);
    // Ad groups belong to cost-per-click campaigns only.
    const cps = await send(advanced.token, 'GET', `${base}?campaign_name=Summer%20sale`);
    const cpsId = (cps.body as { campaigns: { campaignId: string }[] }).campaigns[0]?.campaignId;
    refused(
      await send(advanced.token, 'POST', `${base}/${cpsId}/ad_group`, {
        name: 'x',
        defaultBid: { currency: 'EUR', value: '1' },
      }),
      400,
      36213,
    );
    refused(
      await send(advanced.token, 'POST', `${base}/${campaignId}/ad_group`, {
        name: 'Too much',
        defaultBid: { currency: 'EUR', value: '30' },
      }),
      400,
      36207,
    );
  });

  it('pages the campaign list with limit and offset, and refuses a bad limit', async () => {
    const page = await send(advanced.token, 'GET', `${base}?limit=2&offset=1`);
    fits(page, 'getCampaigns');
    expect(page.body).toMatchObject({ limit: 2, offset: 1 });
    expect((page.body as { prev?: string }).prev).toContain('offset=0');
    refused(await send(advanced.token, 'GET', `${base}?limit=0`), 400, 35029);
  });
});
