import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { type Answer, startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// The Recommendation stand-in held to eBay's published document: every request body is a documented
// FindListingRecommendationRequest, every answer (errors included) a documented answer.
const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  recommendation: 'sell_recommendation_v1_oas3.json',
});
const find = '/sell/recommendation/v1/find';
let ebay: TestSandbox;
let seller: { name: string; token: string; itemIds: string[] };

type Found = {
  listingRecommendations: {
    listingId: string;
    marketing?: { ad: { promoteWithAd: string; bidPercentages: { basis: string; value: string }[] } };
  }[];
  total: number;
  next?: string;
};

function ask(
  body: unknown,
  o: { query?: string; marketplace?: string; token?: string } = {},
): Promise<Answer> {
  if (body !== undefined)
    expect(spec.component('recommendation', 'FindListingRecommendationRequest', 'request')(body)).toEqual([]);
  return ebay.call(`${find}${o.query ?? ''}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${o.token ?? seller.token}`,
      'x-ebay-c-marketplace-id': o.marketplace ?? 'EBAY_DE',
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function fits(answer: Answer): Found {
  expect(answer.status, answer.text).toBe(200);
  // The document declares the answer as `application/json;charset=UTF-8`: checked against its schema by name.
  expect(
    spec.component('recommendation', 'PagedListingRecommendationCollection', 'response')(answer.body),
  ).toEqual([]);
  return answer.body as Found;
}

function refused(answer: Answer, status: number, errorId: number): void {
  expect(answer.status, answer.text).toBe(status);
  expect(spec.listOf('recommendation', 'errors', 'Error')(answer.body)).toEqual([]);
  expect((answer.body as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(errorId);
}

beforeAll(async () => {
  ebay = await startTestSandbox();
  const market = ebay.sandbox.market;
  const candidate = market
    .sellers()
    .find((s) => s.feedbackScore >= 100 && s.feedbackPercentage >= 98 && s.listingCount > 20);
  if (!candidate) throw new Error('the market lacks a seller with listings');
  const itemIds = market
    .listingIdsOfSeller(candidate.username, ebay.today())
    .filter((id) => market.listing(id, ebay.today())?.siteId === 77);
  seller = {
    name: candidate.username,
    token: (await ebay.userTokens(candidate.username)).access_token,
    itemIds,
  };
});

afterAll(async () => {
  await ebay?.close();
});

describe('Recommendation find, held to sell_recommendation_v1', () => {
  it('answers every asked listing, with ad rates derived from its category', async () => {
    const asked = seller.itemIds.slice(0, 40);
    const found = fits(await ask({ listingIds: asked }, { query: '?limit=500' }));
    expect(found.listingRecommendations.map((r) => r.listingId)).toEqual(asked);
    expect(found.total).toBe(asked.length);
    const ads = found.listingRecommendations.flatMap((r) => (r.marketing ? [r.marketing.ad] : []));
    expect(ads.length).toBeGreaterThan(0);
    expect(ads.some((ad) => ad.promoteWithAd === 'RECOMMENDED')).toBe(true);
    expect(ads.some((ad) => ad.bidPercentages.length === 2)).toBe(true);
    for (const ad of ads) {
      expect(['RECOMMENDED', 'UNDETERMINED']).toContain(ad.promoteWithAd);
      for (const bid of ad.bidPercentages) {
        expect(['ITEM', 'TRENDING']).toContain(bid.basis);
        expect(Number(bid.value)).toBeGreaterThanOrEqual(1);
        expect(Number(bid.value)).toBeLessThanOrEqual(100);
      }
    }
    // Deterministic: the same question, the same answer.
    expect(fits(await ask({ listingIds: asked }, { query: '?limit=500' }))).toEqual(found);
  });

  it('pages by limit and offset', async () => {
    const asked = seller.itemIds.slice(0, 5);
    const first = fits(await ask({ listingIds: asked }, { query: '?limit=2' }));
    expect(first.listingRecommendations).toHaveLength(2);
    expect(first.next).toContain('offset=2');
    const last = fits(await ask({ listingIds: asked }, { query: '?limit=2&offset=4' }));
    expect(last.listingRecommendations.map((r) => r.listingId)).toEqual([asked[4]]);
  });

  it('without listing ids, answers only the seller’s recommended listings', async () => {
    const answer = await ask(undefined, { query: '?limit=500' });
    if (answer.status === 204) return;
    const found = fits(answer);
    for (const entry of found.listingRecommendations)
      expect(entry.marketing?.ad.promoteWithAd).toBe('RECOMMENDED');
  });

  it('leaves out the recommendation of a listing in a running campaign and of another seller’s listing', async () => {
    const [promotedId] = seller.itemIds;
    const created = await ebay.call('/sell/marketing/v1/ad_campaign', {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        campaignName: 'Recommendation check',
        marketplaceId: 'EBAY_DE',
        startDate: ebay.now().toISOString(),
        fundingStrategy: { fundingModel: 'COST_PER_SALE', bidPercentage: '5' },
      }),
    });
    const campaignId = created.headers.get('location')?.split('/').at(-1) ?? '';
    await ebay.call(`/sell/marketing/v1/ad_campaign/${campaignId}/bulk_create_ads_by_listing_id`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ listingId: promotedId }] }),
    });
    const other = ebay.sandbox.market.sellers().find((s) => s.username !== seller.name && s.listingCount > 0);
    const foreignId = other ? ebay.sandbox.market.listingIdsOfSeller(other.username, ebay.today())[0] : '';
    const found = fits(await ask({ listingIds: [promotedId, foreignId] }));
    expect(found.listingRecommendations).toEqual([{ listingId: promotedId }, { listingId: foreignId }]);
  });

  it('refuses what the document refuses', async () => {
    refused(await ask({ listingIds: [] }), 400, 145103);
    refused(
      await ask({ listingIds: Array.from({ length: 501 }, (_, i) => String(100000 + i)) }),
      400,
      145106,
    );
    refused(await ask({ listingIds: ['not-a-number'] }), 400, 145105);
    refused(await ask({ listingIds: seller.itemIds.slice(0, 1) }, { marketplace: 'EBAY_XX' }), 400, 145101);
    refused(
      await ask({ listingIds: seller.itemIds.slice(0, 1) }, { query: '?filter=recommendationTypes:{PRICE}' }),
      400,
      145102,
    );
    refused(
      await ask({ listingIds: seller.itemIds.slice(0, 1) }, { query: '?filter=recommendationTypes:{AD,AD}' }),
      400,
      145104,
    );
    const application = await ask(
      { listingIds: seller.itemIds.slice(0, 1) },
      { token: await ebay.applicationToken() },
    );
    expect(application.status).toBe(403);
  });

  it('answers an injected fault as eBay’s internal error', async () => {
    ebay.sandbox.injectFault({ api: 'recommendation', status: 500, count: 1 });
    refused(await ask({ listingIds: seller.itemIds.slice(0, 1) }), 500, 145000);
  });
});
