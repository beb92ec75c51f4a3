// Creations at eBay whose answer is lost: a campaign and a report task exist at eBay once and are stored once,
// whether eBay created them before the answer was lost (the product finds and adopts them) or not (it creates them).

import { setTimeout as sleep } from 'node:timers/promises';
import type { ReportChart } from '@baylytics/contract/campaign-reports';
import type { Campaign } from '@baylytics/contract/campaigns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { type CampaignSeller, connectCampaignSeller } from './support/campaign-seller.ts';
import { useEngine } from './support/engine-harness.ts';
import { faultKinds, faultTestTimeoutMs } from './support/job-fault-kinds.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

// The client's timeout kept short, so that an answer later than it costs seconds.
const t = useTestApp({ env: { EBAY_TIMEOUT_MS: String(faultTestTimeoutMs) } });
const engine = useEngine(t);
const marketing = '/sell/marketing/v1';

let owner: CampaignSeller;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

/** What eBay (its stand-in) holds for the seller, read with the seller's own access token. */
async function atEbay<T>(path: string): Promise<T> {
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.id, owner.tokenId));
  if (!row?.accessTokenSealed) throw new Error('the connection has no access token');
  const response = await fetch(`${t.ebaySandboxUrl}${path}`, {
    headers: { authorization: `Bearer ${t.ebay.cipher.open(row.accessTokenSealed, 'access')}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const campaignsAtEbay = async (name: string) =>
  (
    await atEbay<{ campaigns: { campaignId: string }[] }>(
      `${marketing}/ad_campaign?campaign_name=${encodeURIComponent(name)}&limit=500`,
    )
  ).campaigns;

const storedCampaigns = (name: string) =>
  t.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.ebayTokenId, owner.tokenId), eq(campaigns.campaignName, name)));

const reportTasksAtEbay = async (campaignId: string) =>
  (
    await atEbay<{ reportTasks: { campaignIds: string[] }[] }>(`${marketing}/ad_report_task?limit=500`)
  ).reportTasks.filter((task) => task.campaignIds.includes(campaignId));

function create(name: string) {
  return t.post<Campaign>(
    '/api/ebaycampaign',
    {
      sellerName: owner.name,
      campaignName: name,
      eBaySiteId: 77,
      startDate: day(0),
      endDate: day(30),
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 9,
      listingIds: owner.itemIds,
    },
    { token: owner.token },
  );
}

const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  owner = await connectCampaignSeller(t);
});

describe('a campaign whose creation was not answered', () => {
  it.each([
    { how: 'the connection closed', fault: { answer: 'lost' as const } },
    { how: 'eBay answered 500', fault: { status: 500 as const, afterCall: true } },
  ])(
    'is found by its name when eBay created it and $how, stored once, promotes its listings and is shown',
    async ({ fault }) => {
      const name = uniqueName('Lost answer');
      t.ebaySandbox.injectFault({ path: `${marketing}/ad_campaign`, ...fault });
      const answer = await create(name);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ campaignName: name, listingCount: 2 });

      const atEbay = await campaignsAtEbay(name);
      expect(atEbay.map((c) => c.campaignId)).toEqual([answer.body.data.campaignId]);
      expect(await storedCampaigns(name)).toHaveLength(1);
      const shown = await t.get<Campaign[]>(
        `/api/ebaycampaign?sellerName=${owner.name}&keyword=${encodeURIComponent(name)}`,
        { token: owner.token },
      );
      expect(shown.body.data.map((c) => c.campaignId)).toEqual([answer.body.data.campaignId]);
    },
  );

  it.each([
    { how: 'the connection closed before eBay did anything', fault: { answer: 'none' as const } },
    { how: 'eBay failed it with a 500', fault: { status: 500 as const } },
  ])('is created once when $how', async ({ fault }) => {
    const name = uniqueName('Not created');
    t.ebaySandbox.injectFault({ path: `${marketing}/ad_campaign`, ...fault });
    const answer = await create(name);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await campaignsAtEbay(name)).toHaveLength(1);
    expect(await storedCampaigns(name)).toHaveLength(1);
  });

  it('is not taken for an older campaign of the same name: the user gets eBay’s refusal of the name', async () => {
    const name = uniqueName('Taken');
    const first = await create(name);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    t.ebaySandbox.injectFault({ path: `${marketing}/ad_campaign`, answer: 'lost' });
    const second = await create(name);
    expect(second.status, JSON.stringify(second.body)).toBe(422);
    expect(second.body.message).toBe('ebayRefused');
    expect(second.body.errors?.[0]).toMatchObject({ params: { errorId: '35021' } });
    expect((await campaignsAtEbay(name)).map((c) => c.campaignId)).toEqual([first.body.data.campaignId]);
    expect(await storedCampaigns(name)).toHaveLength(1);
  });

  it('is not created a second time on a guess when eBay cannot be asked about it either', async () => {
    const name = uniqueName('Unknown');
    t.ebaySandbox.injectFault({ path: `${marketing}/ad_campaign`, answer: 'lost' });
    t.ebaySandbox.injectFault({
      path: `${marketing}/ad_campaign/get_campaign_by_name`,
      status: 503,
      count: 20,
      retryAfterSeconds: 0,
    });
    const answer = await create(name);
    t.ebaySandbox.clearFaults();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('serviceUnavailable');
    expect(await campaignsAtEbay(name)).toHaveLength(1);
    expect(await storedCampaigns(name)).toHaveLength(0);
  });
});

describe('a report task whose creation was not answered', () => {
  async function campaignWithReport() {
    const created = await create(uniqueName('Reported'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data.campaignId;
  }
  const chart = (campaignId: string) =>
    t.get<ReportChart>(`/api/ebaycampaignreport/pl-listing?campaignId=${campaignId}`, { token: owner.token });

  it.each([
    { how: 'is found among the seller’s tasks when eBay created it', fault: { answer: 'lost' as const } },
    {
      how: 'is found when eBay created it and answered 503',
      fault: { status: 503 as const, afterCall: true },
    },
    { how: 'is created once when eBay did nothing', fault: { answer: 'none' as const } },
  ])('$how: one task at eBay, the report stored in the same run', async ({ fault }) => {
    const campaignId = await campaignWithReport();
    expect((await chart(campaignId)).body.data.refreshing).toBe(true);
    t.ebaySandbox.injectFault({ path: `${marketing}/ad_report_task`, ...fault });
    await engine.drain();

    expect(await reportTasksAtEbay(campaignId)).toHaveLength(1);
    expect(await engine.failedJobs()).toEqual([]);
    const shown = (await chart(campaignId)).body.data;
    expect(shown.refreshing).toBe(false);
    expect(shown.fetchedAt).not.toBeNull();
    expect(shown.categories).toEqual([day(0)]);
  });

  it('is found when eBay made it after the client stopped waiting for its answer: one task at eBay', async () => {
    const slow = faultKinds.find((kind) => 'delayMs' in kind.fault)?.fault;
    if (!slow || !('delayMs' in slow)) throw new Error('the fault kinds have no slow answer');
    const campaignId = await campaignWithReport();
    // A look at the report queues its fetch.
    expect((await chart(campaignId)).body.data.refreshing).toBe(true);
    // The next call there, the create, is slow: eBay makes the task once the delay is over, long after the client
    // stopped waiting; the lookups after it are answered at once.
    t.ebaySandbox.injectFault({ path: `${marketing}/ad_report_task`, ...slow });
    const startedAt = Date.now();
    await engine.drain();
    // Counted once the slow create has surely been made at eBay, whenever the job ended.
    await sleep(Math.max(0, startedAt + slow.delayMs + 1_000 - Date.now()));

    expect(await reportTasksAtEbay(campaignId)).toHaveLength(1);
    expect(await engine.failedJobs()).toEqual([]);
    const shown = (await chart(campaignId)).body.data;
    expect(shown.refreshing).toBe(false);
    expect(shown.categories).toEqual([day(0)]);
  }, 60_000);
});
