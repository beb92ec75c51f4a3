import type { ImportProgress } from '@baylytics/contract/ranking';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, rankingAccounts } from '../src/db/schema/ranking.ts';
import type { SellerListSource, SellerSourceFor } from '../src/features/crawler/ports.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

// A market three times the demo's, so demo-seller-1 has a few thousand listings (spec: the import test's size).
const t = useTestApp();

/** Sellers whose import should break at a page: the stand-in answers 500 to every retry of that call. */
const breakAtPage = new Map<string, number>();
/** A fake account far over the listing limit (the stand-in's demo market has no seller that big). */
const hugeSeller = 'huge-seller';
const hugeSource: SellerListSource = {
  async getSellerList() {
    return { items: [], totalPages: 126, totalEntries: 25_001, hasMore: true };
  },
};

const engine = useEngine(t, {
  sellerSourceFor:
    (base: SellerSourceFor): SellerSourceFor =>
    async (userId, sellerName) => {
      if (sellerName === hugeSeller) return hugeSource;
      const source = await base(userId, sellerName);
      if (!source) return null;
      return {
        async getSellerList(params) {
          if (breakAtPage.get(sellerName) === params.page) {
            breakAtPage.delete(sellerName);
            t.ebaySandbox.injectFault({ api: 'trading', status: 500, count: 4 });
          }
          return source.getSellerList(params);
        },
      };
    },
});

async function progressOf(token: string): Promise<ImportProgress[]> {
  const answer = await t.get<ImportProgress[]>('/api/ranking/import-progress', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function listingCount(sellerName: string) {
  const [row] = await t.db
    .select({
      rows: sql<number>`count(*)::int`,
      items: sql<number>`count(distinct ${listings.itemNumber})::int`,
    })
    .from(listings)
    .innerJoin(rankingAccounts, sql`${rankingAccounts.id} = ${listings.accountId}`)
    .where(sql`${rankingAccounts.sellerName} = ${sellerName}`);
  return row;
}

describe('listing import', () => {
  it('survives a failure midway: the re-run resumes at the failed page and stores no listing twice', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    await t.connectEbaySeller(gold.token, 'demo-seller-1');
    expect(
      (await t.get<string[]>('/api/ranking/available-accounts', { token: gold.token })).body.data,
    ).toEqual(['demo-seller-1']);

    breakAtPage.set('demo-seller-1', 3);
    const started = await t.post<{ importId: number }>(
      '/api/ranking/import-for-account',
      { sellerName: 'demo-seller-1' },
      { token: gold.token },
    );
    expect(started.status).toBe(200);
    await engine.drain();

    const [halfway] = await progressOf(gold.token);
    expect(halfway).toMatchObject({ sellerName: 'demo-seller-1', status: 'running', imported: 400 });
    // The seller's active listings: demo-seller-1 has about a thousand in the demo market, 5 pages of 200.
    const total = halfway?.total ?? 0;
    expect(total).toBeGreaterThan(800);
    expect(total).toBeLessThanOrEqual(1000);
    const pages = Math.ceil(total / 200);
    expect(await engine.failedJobs()).toMatchObject([{ task: 'importListings', attempts: 1 }]);

    t.ebaySandbox.resetStats();
    await engine.retryNow();
    await engine.drain();
    // Pages 3 to the last only: the run resumed at its checkpoint instead of starting over.
    expect(t.ebaySandbox.stats().calls.trading).toBe(pages - 2);
    // Then one Browse item answer per listing for its product reviews (a listing with variations is read as
    // its group at once).
    expect(t.ebaySandbox.stats().calls.browse).toBe(total);
    const [done] = await progressOf(gold.token);
    expect(done).toMatchObject({
      importId: started.body.data.importId,
      status: 'done',
      imported: total,
      total,
    });
    expect(done?.finishedAt).not.toBeNull();
    expect(await listingCount('demo-seller-1')).toEqual({ rows: total, items: total });
    // The finished import had eBay's promotion advice asked for every live listing, in batches of 500.
    expect(t.ebaySandbox.stats().calls.recommendation).toBeGreaterThanOrEqual(Math.ceil(total / 500));
    const { rows: advice } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from promotion_advice where user_id = ${gold.id}`,
    );
    expect(advice[0]?.n).toBe(total);

    // A second import of the same account updates the same rows.
    const again = await t.post<{ importId: number }>(
      '/api/ranking/import-for-account',
      { sellerName: 'demo-seller-1' },
      { token: gold.token },
    );
    expect(again.body.data.importId).not.toBe(started.body.data.importId);
    await engine.drain();
    expect(await listingCount('demo-seller-1')).toEqual({ rows: total, items: total });
    expect(
      (await t.get<string[]>('/api/ranking/user-ebay-account', { token: gold.token })).body.data,
    ).toEqual(['demo-seller-1']);
    expect(
      (await t.get<string[]>('/api/ranking/available-accounts', { token: gold.token })).body.data,
    ).toEqual([]);
    // Two imports of ~2,900 listings, each reading every listing's reviews at the stand-in's 200 Browse calls
    // a second: about 15 s each.
  }, 90_000);

  it('shows an import as failed once eBay refused every retry of its job', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    await t.connectEbaySeller(gold.token, 'demo-seller-2');
    await t.post('/api/ranking/import-for-account', { sellerName: 'demo-seller-2' }, { token: gold.token });
    t.ebaySandbox.injectFault({ api: 'trading', status: 500, count: 10_000 });
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        await engine.drain();
        const [progress] = await progressOf(gold.token);
        // Until the job's last attempt the import is still under way, afterwards it is failed.
        expect(progress?.status).toBe(attempt < 10 ? 'running' : 'failed');
        await engine.retryNow();
      }
    } finally {
      t.ebaySandbox.clearFaults();
    }
    expect(await progressOf(gold.token)).toMatchObject([
      { sellerName: 'demo-seller-2', status: 'failed', error: 'serviceUnavailable' },
    ]);
  });

  it('refuses an account over 25,000 listings without storing any', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    await t.createEbayToken(gold.id, { username: hugeSeller });
    await t.post('/api/ranking/import-for-account', { sellerName: hugeSeller }, { token: gold.token });
    await engine.drain();
    expect(await progressOf(gold.token)).toMatchObject([
      { sellerName: hugeSeller, status: 'failed', error: 'importListingLimit', imported: 0 },
    ]);
    expect(await listingCount(hugeSeller)).toEqual({ rows: 0, items: 0 });
  });

  it('imports one account per user, three for Platinum, and only for the account check plans', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const first = await t.createEbayToken(gold.id);
    const second = await t.createEbayToken(gold.id);
    const ok = await t.post(
      '/api/ranking/import-for-account',
      { sellerName: first.username },
      { token: gold.token },
    );
    expect(ok.status).toBe(200);
    const refused = await t.post(
      '/api/ranking/import-for-account',
      { sellerName: second.username },
      { token: gold.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('importAccountLimitReached');
    // Re-importing the account already held is no new account.
    const reimport = await t.post(
      '/api/ranking/import-for-account',
      { sellerName: first.username },
      { token: gold.token },
    );
    expect(reimport.status).toBe(200);

    const platinum = await t.signedInUser({ plan: 'Platinum' });
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await t.createEbayToken(platinum.id)).username);
    for (const name of names.slice(0, 3)) {
      const answer = await t.post(
        '/api/ranking/import-for-account',
        { sellerName: name },
        { token: platinum.token },
      );
      expect(answer.status).toBe(200);
    }
    const fourth = await t.post(
      '/api/ranking/import-for-account',
      { sellerName: names[3] },
      { token: platinum.token },
    );
    expect(fourth.body.message).toBe('importAccountLimitReached');
    expect(
      (await t.get<string[]>('/api/ranking/user-ebay-account', { token: platinum.token })).body.data,
    ).toEqual(names.slice(0, 3));

    const bronze = await t.signedInUser({ plan: 'Bronze' });
    const bronzeToken = await t.createEbayToken(bronze.id);
    const noPlan = await t.post(
      '/api/ranking/import-for-account',
      { sellerName: bronzeToken.username },
      { token: bronze.token },
    );
    expect(noPlan.status).toBe(403);
  });

  it("refuses another user's seller account and shows nobody else's imports", async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const other = await t.signedInUser({ plan: 'Platinum' });
    const { username } = await t.createEbayToken(owner.id);
    expect(
      (await t.post('/api/ranking/import-for-account', { sellerName: username }, { token: owner.token }))
        .status,
    ).toBe(200);

    const stolen = await t.post(
      '/api/ranking/import-for-account',
      { sellerName: username },
      { token: other.token },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('ebayAccountNotConnected');
    expect(await progressOf(other.token)).toEqual([]);
    expect(
      (await t.get<string[]>('/api/ranking/user-ebay-account', { token: other.token })).body.data,
    ).toEqual([]);
    expect(
      (await t.get<string[]>('/api/ranking/available-accounts', { token: other.token })).body.data,
    ).toEqual([]);
    expect(await progressOf(owner.token)).toMatchObject([{ sellerName: username, status: 'queued' }]);
  });
});
