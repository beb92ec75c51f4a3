// The ads, ad groups and keywords created after a campaign, when eBay's answer to their creation is lost: each
// exists at eBay once and the stored campaign promotes each listing once, whether eBay made them before the
// answer was lost or only after the client stopped waiting for it.

import { setTimeout as sleep } from 'node:timers/promises';
import type { Campaign } from '@baylytics/contract/campaigns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignAds, campaigns } from '../src/db/schema/campaigns.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { type CampaignSeller, connectCampaignSeller } from './support/campaign-seller.ts';
import { faultKinds, faultTestTimeoutMs } from './support/job-fault-kinds.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

// The client's timeout kept short, so that an answer later than it costs seconds.
const t = useTestApp({ env: { EBAY_TIMEOUT_MS: String(faultTestTimeoutMs) } });
const marketing = '/sell/marketing/v1';

type Fault = { answer: 'lost' | 'truncated' } | { delayMs: number };
const slow = faultKinds.find((kind) => 'delayMs' in kind.fault)?.fault;
if (!slow || !('delayMs' in slow)) throw new Error('the fault kinds have no slow answer');

/** The stand-in performs the call and its answer does not reach the client, in each of the ways it can. */
const lostAnswers: { how: string; fault: Fault }[] = [
  { how: 'the connection closed after eBay made them', fault: { answer: 'lost' } },
  { how: 'the answer was cut off half way', fault: { answer: 'truncated' } },
  { how: 'eBay made them after the client stopped waiting', fault: slow },
];

let owner: CampaignSeller;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);
const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Injects the fault and answers a wait that lasts until a slow call has surely been performed at eBay. */
function inject(path: string, fault: Fault): () => Promise<void> {
  t.ebaySandbox.injectFault({ path, ...fault });
  const startedAt = Date.now();
  const settledAt = 'delayMs' in fault ? startedAt + fault.delayMs + 1_000 : startedAt;
  return () => sleep(Math.max(0, settledAt - Date.now()));
}

/** What eBay (its stand-in) holds for the seller, read with the seller's own access token. */
async function atEbay<T>(path: string): Promise<T> {
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.id, owner.tokenId));
  if (!row?.accessTokenSealed) throw new Error('the connection has no access token');
  const response = await fetch(`${t.ebaySandboxUrl}${marketing}${path}`, {
    headers: { authorization: `Bearer ${t.ebay.cipher.open(row.accessTokenSealed, 'access')}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const adsAtEbay = async (campaignId: string) =>
  (
    await atEbay<{ ads: { listingId: string; adGroupId?: string }[] }>(
      `/ad_campaign/${campaignId}/ad?limit=500`,
    )
  ).ads;
const adGroupsAtEbay = async (campaignId: string) =>
  (
    await atEbay<{ adGroups: { adGroupId: string; name: string }[] }>(
      `/ad_campaign/${campaignId}/ad_group?limit=500`,
    )
  ).adGroups;
const keywordsAtEbay = async (campaignId: string) =>
  (
    await atEbay<{ keywords: { adGroupId: string; keywordText: string; matchType: string }[] }>(
      `/ad_campaign/${campaignId}/keyword?limit=500`,
    )
  ).keywords;

/** The ads of our stored campaign. */
const storedAds = (campaignId: string) =>
  t.db
    .select({ listingId: campaignAds.listingId, adGroupId: campaignAds.adGroupId })
    .from(campaignAds)
    .innerJoin(campaigns, eq(campaigns.id, campaignAds.campaignRowId))
    .where(and(eq(campaigns.ebayTokenId, owner.tokenId), eq(campaigns.campaignId, campaignId)));

const listingsOf = (ads: { listingId: string }[]) => ads.map((ad) => ad.listingId).sort();

function createCampaign(fundingModel: 'COST_PER_SALE' | 'COST_PER_CLICK') {
  const isCostPerSale = fundingModel === 'COST_PER_SALE';
  return t.post<Campaign>(
    '/api/ebaycampaign',
    {
      sellerName: owner.name,
      campaignName: uniqueName(isCostPerSale ? 'Sale' : 'Click'),
      eBaySiteId: 77,
      startDate: day(0),
      endDate: day(30),
      fundingModel,
      bidPercentage: isCostPerSale ? 9 : null,
      dailyBudget: isCostPerSale ? null : 15,
      listingIds: isCostPerSale ? owner.itemIds : [],
    },
    { token: owner.token },
  );
}

async function costPerClickCampaign(): Promise<string> {
  const created = await createCampaign('COST_PER_CLICK');
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.campaignId;
}

const createAdGroup = (campaignId: string, name: string, defaultBid = 0.35) =>
  t.post<{ adGroupId: string; listingIds: string[] }>(
    `/api/ebaycampaign/${campaignId}/ad-group`,
    { name, defaultBid, listingIds: owner.itemIds },
    { token: owner.token },
  );

const createKeywords = (
  campaignId: string,
  adGroupId: string,
  keywords: { keywordText: string; matchType: string; bid: number }[],
) =>
  t.post<{ created: number }>(
    `/api/ebaycampaign/${campaignId}/ad-group/${adGroupId}/bulk-create-keywords`,
    { keywords },
    { token: owner.token },
  );

/** The campaign at eBay and as stored: one ad group of that name holding one ad per listing asked for. */
async function expectOneAdGroupWithItsAds(campaignId: string, adGroupId: string, name: string) {
  expect(await adGroupsAtEbay(campaignId)).toEqual([expect.objectContaining({ adGroupId, name })]);
  const ads = await adsAtEbay(campaignId);
  expect(listingsOf(ads)).toEqual([...owner.itemIds].sort());
  expect(new Set(ads.map((ad) => ad.adGroupId))).toEqual(new Set([adGroupId]));
  const stored = await storedAds(campaignId);
  expect(listingsOf(stored)).toEqual([...owner.itemIds].sort());
  expect(new Set(stored.map((ad) => ad.adGroupId))).toEqual(new Set([adGroupId]));
}

beforeAll(async () => {
  owner = await connectCampaignSeller(t);
});

describe.each(lostAnswers)('when $how', ({ fault }) => {
  const timeout = 'delayMs' in fault ? 30_000 : 20_000;

  it(
    'a cost-per-sale campaign promotes each listing once, at eBay and stored',
    async () => {
      // The campaign's own create is `/ad_campaign`; the first call under `/ad_campaign/` is the ads' bulk create.
      const settled = inject(`${marketing}/ad_campaign/`, fault);
      const answer = await createCampaign('COST_PER_SALE');
      await settled();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.listingCount).toBe(owner.itemIds.length);
      const { campaignId } = answer.body.data;

      expect(listingsOf(await adsAtEbay(campaignId))).toEqual([...owner.itemIds].sort());
      expect(listingsOf(await storedAds(campaignId))).toEqual([...owner.itemIds].sort());
      const shown = await t.get<{ listingIds: string[] }>(`/api/ebaycampaign/${campaignId}`, {
        token: owner.token,
      });
      expect([...shown.body.data.listingIds].sort()).toEqual([...owner.itemIds].sort());
    },
    timeout,
  );

  it.each([
    // The first call under the ad group path is its create (the lookup comes after it).
    ['an ad group whose create was not answered is made once, with its ads', 'ad_group'],
    [
      'the ads of an ad group whose create was not answered are made once each',
      'bulk_create_ads_by_listing_id',
    ],
  ])(
    '%s',
    async (_what, lostCall) => {
      const campaignId = await costPerClickCampaign();
      const name = uniqueName('Group');
      const settled = inject(`${marketing}/ad_campaign/${campaignId}/${lostCall}`, fault);
      const answer = await createAdGroup(campaignId, name);
      await settled();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await expectOneAdGroupWithItsAds(campaignId, answer.body.data.adGroupId, name);
    },
    timeout,
  );

  it(
    'keywords whose create was not answered are made once each, by text and match type',
    async () => {
      const campaignId = await costPerClickCampaign();
      const name = uniqueName('Group');
      const group = await createAdGroup(campaignId, name);
      expect(group.status, JSON.stringify(group.body)).toBe(200);
      const { adGroupId } = group.body.data;
      const keywords = [
        { keywordText: 'lederjacke damen', matchType: 'EXACT', bid: 0.5 },
        { keywordText: 'lederjacke damen', matchType: 'PHRASE', bid: 0.4 },
        { keywordText: 'bikerjacke', matchType: 'BROAD', bid: 0.3 },
      ];
      const settled = inject(`${marketing}/ad_campaign/${campaignId}/bulk_create_keyword`, fault);
      const answer = await createKeywords(campaignId, adGroupId, keywords);
      await settled();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({ created: keywords.length });

      const held = await keywordsAtEbay(campaignId);
      expect(held.map((k) => `${k.adGroupId} ${k.keywordText} ${k.matchType}`).sort()).toEqual(
        keywords.map((k) => `${adGroupId} ${k.keywordText} ${k.matchType}`).sort(),
      );
      await expectOneAdGroupWithItsAds(campaignId, adGroupId, name);
    },
    timeout,
  );
});

describe('what was there before a lost answer is not taken for what the user asked for', () => {
  it('an older ad group of the same name with another default bid: the user gets eBay’s refusal of the name', async () => {
    const campaignId = await costPerClickCampaign();
    const name = uniqueName('Taken');
    const first = await createAdGroup(campaignId, name, 0.35);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    inject(`${marketing}/ad_campaign/${campaignId}/ad_group`, { answer: 'lost' });
    const second = await createAdGroup(campaignId, name, 0.5);
    expect(second.status, JSON.stringify(second.body)).toBe(422);
    expect(second.body.errors?.[0]).toMatchObject({ params: { errorId: '36201' } });
    await expectOneAdGroupWithItsAds(campaignId, first.body.data.adGroupId, name);
  });

  it('a keyword held with another bid: the others are made once, the user gets eBay’s refusal of the keyword', async () => {
    const campaignId = await costPerClickCampaign();
    const group = await createAdGroup(campaignId, uniqueName('Group'));
    const { adGroupId } = group.body.data;
    const older = { keywordText: 'wanderschuhe', matchType: 'EXACT', bid: 0.5 };
    expect((await createKeywords(campaignId, adGroupId, [older])).status).toBe(200);
    inject(`${marketing}/ad_campaign/${campaignId}/bulk_create_keyword`, { answer: 'lost' });
    const answer = await createKeywords(campaignId, adGroupId, [
      { ...older, bid: 0.6 },
      { keywordText: 'bergschuhe', matchType: 'EXACT', bid: 0.6 },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors?.[0]).toMatchObject({ params: { errorId: '36303' } });
    const held = await keywordsAtEbay(campaignId);
    expect(held.map((k) => k.keywordText).sort()).toEqual(['bergschuhe', 'wanderschuhe']);
  });
});
