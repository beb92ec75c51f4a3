import type { Campaign } from '@baylytics/contract/campaigns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

interface Seller {
  token: string;
  name: string;
}
let owner: Seller;
let other: Seller;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);
const marketingCalls = () => t.ebaySandbox.stats().calls.marketing ?? 0;

async function connected(name: string): Promise<Seller> {
  const user = await t.signedInUser({ plan: 'Bronze' });
  await t.connectEbaySeller(user.token, name);
  return { token: user.token, name };
}

async function newCampaign(seller: Seller): Promise<string> {
  const answer = await t.post<Campaign>(
    '/api/ebaycampaign',
    {
      sellerName: seller.name,
      campaignName: `Status ${Math.random().toString(36).slice(2, 8)}`,
      eBaySiteId: 77,
      startDate: day(0),
      endDate: day(30),
      fundingModel: 'COST_PER_SALE',
      bidPercentage: 5,
    },
    { token: seller.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.campaignId;
}

const act = (seller: Seller, campaignId: string, action: string) =>
  t.post<Campaign>(`/api/ebaycampaign/${campaignId}/${action}`, undefined, { token: seller.token });

async function storedStatus(campaignId: string): Promise<string | undefined> {
  const { rows } = await t.db.execute<{ status: string }>(
    sql`select campaign_status as status from campaigns where campaign_id = ${campaignId}`,
  );
  return rows[0]?.status;
}

function refusal(answer: Answer<unknown>) {
  return answer.body.errors?.[0]?.params;
}

beforeAll(async () => {
  owner = await connected('demo-seller-1');
  other = await connected('demo-seller-2');
});

describe('pausing, resuming and ending a campaign', () => {
  it('changes the campaign on eBay and stores what eBay answers', async () => {
    const campaignId = await newCampaign(owner);
    const paused = await act(owner, campaignId, 'pause');
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data.campaignStatus).toBe('PAUSED');
    expect(await storedStatus(campaignId)).toBe('PAUSED');

    const resumed = await act(owner, campaignId, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.campaignStatus).toMatch(/^(RUNNING|SCHEDULED)$/);

    const ended = await act(owner, campaignId, 'end');
    expect(ended.status).toBe(200);
    expect(ended.body.data.campaignStatus).toBe('ENDED');
    expect(await storedStatus(campaignId)).toBe('ENDED');
  });

  it("passes eBay's refusal on and leaves the stored campaign as it was", async () => {
    const campaignId = await newCampaign(owner);
    const before = await storedStatus(campaignId);
    const resumed = await act(owner, campaignId, 'resume');
    expect(resumed.status).toBe(422);
    expect(resumed.body.message).toBe('ebayRefused');
    expect(refusal(resumed)).toMatchObject({ errorId: '35043' });
    expect(String((refusal(resumed) as { ebayMessage?: string }).ebayMessage).length).toBeGreaterThan(0);
    expect(await storedStatus(campaignId)).toBe(before);
  });

  it("refuses another user's campaign as unknown and sends nothing to eBay", async () => {
    const campaignId = await newCampaign(owner);
    const before = marketingCalls();
    for (const action of ['pause', 'resume', 'end']) {
      const answer = await act(other, campaignId, action);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('notFound');
    }
    expect(marketingCalls()).toBe(before);
    expect(await storedStatus(campaignId)).toMatch(/^(RUNNING|SCHEDULED)$/);
  });
});
