import { findVendorSpecDirectory, loadOpenApiChecks } from '@baylytics/sandbox/openapi/openapi-checks';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { EbayError } from '../src/integrations/ebay/ebay-error.ts';
import type { RecommendationCalls } from '../src/integrations/ebay/recommendation-calls.ts';
import { ebayRecommendationOperations } from './support/ebay-openapi-operations.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const documents = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  recommendation: 'sell_recommendation_v1_oas3.json',
});

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
const sent: SentRequest[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  sent.push({
    method: init?.method ?? 'GET',
    url: new URL(String(input)),
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  });
  return fetch(input, init);
};

let recommendations: RecommendationCalls;
let listingIds: string[];

beforeAll(async () => {
  const client = standInEbayClient(t, {
    fetch: recordingFetch,
  });
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const seller = 'demo-seller-1';
  listingIds = market
    .listingIdsOfSeller(seller, today)
    .filter((id) => market.listing(id, today)?.siteId === 77);
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, seller);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  recommendations = client.seller(row.id).recommendations;
});

describe("the Recommendation client against the stand-in, held to eBay's document", () => {
  it('reads advice and ad rates for every asked listing, in batches of 500', async () => {
    const asked = Array.from({ length: 501 }, (_, i) => listingIds[i % listingIds.length] ?? '');
    const unique = [...new Set(asked)];
    const found = await recommendations.find(77, unique);
    expect(found.map((r) => r.listingId)).toEqual(unique);
    const advised = found.filter((r) => r.promoteWithAd !== null);
    expect(advised.length).toBeGreaterThan(0);
    expect(found.some((r) => r.promoteWithAd === 'RECOMMENDED')).toBe(true);
    for (const r of advised.filter((a) => a.itemBidPercentages.length > 0)) {
      expect(r.itemBidPercentages[0]).toBeGreaterThanOrEqual(1);
      expect(r.trendingBidPercentages).toHaveLength(1);
    }
    const before = sent.length;
    const many = Array.from({ length: 501 }, (_, i) => String(100_000_000_000 + i));
    await recommendations.find(77, many);
    const batches = sent.slice(before).map((r) => (r.body as { listingIds: string[] }).listingIds.length);
    expect(batches).toEqual([500, 1]);
  });

  it("passes eBay's failure on as an error the caller can tell apart", async () => {
    t.ebaySandbox.injectFault({ api: 'recommendation', status: 500, count: 2 });
    const failure = await recommendations.find(77, listingIds.slice(0, 2)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EbayError);
  });

  it('sends only the documented operation, parameters and request body', () => {
    const [operation] = ebayRecommendationOperations();
    if (!operation) throw new Error('the document has no operation');
    const finds = sent.filter((r) => r.url.pathname.startsWith('/sell/recommendation/'));
    expect(finds.length).toBeGreaterThan(0);
    const declared = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    for (const request of finds) {
      expect(request.method).toBe(operation.method);
      expect(operation.template.test(request.url.pathname.slice(operation.basePath.length))).toBe(true);
      for (const name of request.url.searchParams.keys()) expect(declared).toContain(name);
      for (const parameter of operation.parameters.filter((p) => p.required && p.in === 'header'))
        expect(request.headers.has(parameter.name)).toBe(true);
      expect(
        documents.component('recommendation', 'FindListingRecommendationRequest', 'request')(request.body),
      ).toEqual([]);
      expect(request.url.searchParams.get('filter')).toBe('recommendationTypes:{AD}');
    }
  });
});
