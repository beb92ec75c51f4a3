import type { DashboardOverview } from '@baylytics/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { engineRuns } from '../src/db/schema/crawler.ts';
import { rankingAccounts } from '../src/db/schema/ranking.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const url = '/api/dashboard/overview';

describe('GET /dashboard/overview', () => {
  it('starts a new account with every getting-started step open and nothing to show', async () => {
    const user = await t.signedInUser();
    const answer = await t.get<DashboardOverview>(url, { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      checklist: { isEbayConnected: false, isImported: false, isTracking: false, hasPackage: false },
      bayScore: null,
      moversUp: [],
      moversDown: [],
      nearPageOne: [],
      marketHistory: null,
    });
  });

  it("says how far the market's history has been gathered while the first start's runs work", async () => {
    const user = await t.signedInUser();
    const history = async () =>
      (await t.get<DashboardOverview>(url, { token: user.token })).body.data.marketHistory;
    await t.db.insert(engineRuns).values({ name: 'demo-market', status: 'running', total: 100 });
    expect(await history()).toEqual({ daysDone: 0, daysTotal: null });
    await t.db.insert(engineRuns).values({ name: 'backfill', status: 'running', done: 12, total: 60 });
    expect(await history()).toEqual({ daysDone: 12, daysTotal: 60 });
    await t.db.update(engineRuns).set({ status: 'done', done: 60 });
    expect(await history()).toBeNull();
  });

  it('ticks off the booked package and names the imported account, only for its own user', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const other = await t.signedInUser();
    await t.db.insert(rankingAccounts).values({ userId: owner.id, sellerName: 'own-seller' });
    const mine = await t.get<DashboardOverview>(url, { token: owner.token });
    expect(mine.body.data.checklist.hasPackage).toBe(true);
    expect(mine.body.data.bayScore).toEqual({ sellerName: 'own-seller', today: null, yesterday: null });
    const theirs = await t.get<DashboardOverview>(url, { token: other.token });
    expect(theirs.body.data.checklist.hasPackage).toBe(false);
    expect(theirs.body.data.bayScore).toBeNull();
  });

  it('is for signed-in users only', async () => {
    expect((await t.get(url)).status).toBe(401);
  });
});
