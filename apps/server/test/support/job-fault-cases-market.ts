// The fault cases of the jobs that read the marketplace at large (searches, suggestions, category trees, sold
// quantities, campaign reports) and of the demo market's first start.
import type { DashboardOverview } from '@baylytics/contract/dashboard';
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaignReportFetches } from '../../src/db/schema/campaigns.ts';
import { engineRuns, searchSnapshots } from '../../src/db/schema/crawler.ts';
import { keywords } from '../../src/db/schema/keywords.ts';
import { ebayTokens } from '../../src/db/schema/marketplace.ts';
import { rankingAccounts, trackedKeywords } from '../../src/db/schema/ranking.ts';
import { categoryTrees, observedListings, variationSnapshots } from '../../src/db/schema/research.ts';
import { startBackfill } from '../../src/features/crawler/backfill.ts';
import { scheduleCrawls } from '../../src/features/crawler/crawl-schedule.ts';
import { dayOf } from '../../src/features/crawler/days.ts';
import { backfillRunName } from '../../src/features/crawler/run-names.ts';
import { trackKeywords } from '../../src/features/ranking/tracked-keywords.ts';
import { startVariantHistory } from '../../src/features/research/variants/variant-history.ts';
import { seedDemoMarket } from '../../src/seed/demo-market.ts';
import type { FaultContext, JobFaultCase } from './job-fault-case.ts';

/** A keyword the stand-in's market knows (its `index`-th), tracked by a new Gold user. */
async function trackedKeyword({ t, run }: FaultContext, index: number): Promise<string> {
  const keyword = [...t.ebaySandbox.market.keywordUniverse(77)][run * 10 + index];
  if (!keyword) throw new Error(`the market has no keyword number ${index}`);
  const user = await t.createUser({ plan: 'Gold' });
  await trackKeywords(t.db, { id: user.id, roles: ['User', 'EbayRankingGold'] }, 100 + index, 77, [keyword]);
  return keyword;
}

async function snapshotsOf({ t }: FaultContext, keyword: string) {
  return t.db
    .select({ crawledAt: searchSnapshots.crawledAt, itemNumbers: searchSnapshots.itemNumbers })
    .from(searchSnapshots)
    .innerJoin(keywords, eq(keywords.id, searchSnapshots.keywordId))
    .where(eq(keywords.keyword, keyword))
    .orderBy(searchSnapshots.crawledAt);
}

async function countOf({ t }: FaultContext, table: typeof categoryTrees | typeof variationSnapshots) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export const marketJobFaultCases: Readonly<Record<string, JobFaultCase>> = {
  crawlKeyword: {
    dependency: 'eBay',
    async arrange(context) {
      const keyword = await trackedKeyword(context, 3);
      await context.engine.drain();
      await scheduleCrawls(context.t.db, context.engine.deps.jobs, context.t.clock.now());
      return {
        saved: () => snapshotsOf(context, keyword),
        async completed() {
          expect(await snapshotsOf(context, keyword)).toHaveLength(1);
        },
      };
    },
  },

  backfillDay: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const keyword = await trackedKeyword(context, 5);
      await engine.drain();
      const before = (await snapshotsOf(context, keyword)).length;
      // A backfill of one past day, queued as the first start queues it (an earlier run's backfill is over).
      await t.db.delete(engineRuns).where(eq(engineRuns.name, backfillRunName));
      expect(await startBackfill(engine.deps, 1)).toBe(true);
      const user = await t.signedInUser();
      // The dashboard's notice that the market's history is being gathered, from the backfill's progress.
      const history = async () => {
        const answer = await t.get<DashboardOverview>('/api/dashboard/overview', { token: user.token });
        return answer.body.data.marketHistory;
      };
      expect(await history()).toEqual({ daysDone: 0, daysTotal: 1 });
      return {
        saved: () => snapshotsOf(context, keyword),
        async completed() {
          expect((await snapshotsOf(context, keyword)).length).toBe(before + 1);
          expect(await history()).toBeNull();
        },
        async gaveUp() {
          // Nobody tries the day again: the backfill ends without it instead of gathering for ever.
          expect(await history()).toBeNull();
          const [run] = await t.db.select().from(engineRuns).where(eq(engineRuns.name, backfillRunName));
          expect(run).toMatchObject({ status: 'done', done: 1, total: 1 });
        },
      };
    },
  },

  discoverKeywords: {
    dependency: 'eBay',
    async arrange({ t }) {
      const held = async () => {
        const [row] = await t.db.select({ n: count() }).from(keywords).where(eq(keywords.siteId, 77));
        return row?.n ?? 0;
      };
      const before = await held();
      const [phrase] = t.ebaySandbox.market.keywordUniverse(77);
      return {
        payload: { siteId: 77, newKeywords: 5, seedWords: [phrase?.split(' ')[0] ?? ''] },
        saved: held,
        async completed() {
          expect(await held()).toBeGreaterThan(before);
        },
      };
    },
  },

  refreshCategoryTrees: {
    dependency: 'eBay',
    async arrange(context) {
      await context.t.db.execute(sql`delete from ${categoryTrees}`);
      return {
        payload: {},
        saved: () => countOf(context, categoryTrees),
        async completed() {
          expect(await countOf(context, categoryTrees)).toBeGreaterThan(0);
        },
      };
    },
  },

  readVariantSales: {
    dependency: 'eBay',
    async arrange(context) {
      const { t, engine } = context;
      const universe = [...t.ebaySandbox.market.keywordUniverse(77)].slice(0, 40);
      // Observes once per database: the second run finds the listings the first observed.
      await startVariantHistory(engine.deps, { keywords: universe, siteId: 77, days: 1 });
      const [observed] = await t.db.select({ n: count() }).from(observedListings);
      expect(observed?.n).toBeGreaterThan(0);
      await engine.drain();
      const before = await countOf(context, variationSnapshots);
      // A new day: the daily reading has something to read.
      t.clock.advance((1 + context.run) * 24 * 60 * 60 * 1000);
      return {
        payload: {},
        saved: () => countOf(context, variationSnapshots),
        async completed() {
          expect(await countOf(context, variationSnapshots)).toBeGreaterThan(before);
        },
      };
    },
  },

  fetchCampaignReports: {
    dependency: 'eBay',
    isOncePerDatabase: true,
    async arrange({ t, engine, run }) {
      const market = t.ebaySandbox.market;
      const today = dayOf(t.clock.now());
      // A seller nobody has connected yet: other cases of this database connect sellers of their own.
      const taken = new Set((await t.db.select().from(ebayTokens)).map((token) => token.username));
      const sellerName = market
        .sellers()
        .map((seller) => seller.username)
        .find(
          (name) =>
            !taken.has(name) &&
            market.listingIdsOfSeller(name, today).filter((id) => market.listing(id, today)?.siteId === 77)
              .length >=
              4 + run,
        );
      if (!sellerName) throw new Error('no seller left to connect');
      const user = await t.signedInUser({ plan: 'Bronze' });
      const connected = await t.connectEbaySeller(user.token, sellerName);
      expect(connected.accept.status, JSON.stringify(connected.accept.body)).toBe(200);
      await engine.drain();
      const listingIds = market
        .listingIdsOfSeller(sellerName, today)
        .filter((id) => market.listing(id, today)?.siteId === 77)
        .slice(0, 4);
      const created = await t.post<{ campaignId: string }>(
        '/api/ebaycampaign',
        {
          sellerName,
          campaignName: 'Reported',
          eBaySiteId: 77,
          startDate: today,
          endDate: null,
          fundingModel: 'COST_PER_SALE',
          bidPercentage: 12,
          listingIds,
        },
        { token: user.token },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      await engine.drain();
      // The first look at the report queues its fetch.
      const url = `/api/ebaycampaignreport/pl-listing?campaignId=${created.body.data.campaignId}`;
      expect((await t.get(url, { token: user.token })).status).toBe(200);
      const fetches = () => t.db.select().from(campaignReportFetches);
      type Chart = {
        refreshing: boolean;
        fetchedAt: string | null;
        fetchFailure: { reason: string; failedAt: string } | null;
      };
      return {
        saved: fetches,
        async gaveUp() {
          // The screen says the fetch failed and why, and does not ask eBay again at once.
          const chart = await t.get<Chart>(url, { token: user.token });
          expect(chart.body.data).toMatchObject({
            refreshing: false,
            fetchedAt: null,
            fetchFailure: { reason: 'ebayUnavailable' },
          });
          const failedAt = Date.parse(chart.body.data.fetchFailure?.failedAt ?? '');
          expect(Math.abs(t.clock.now().getTime() - failedAt)).toBeLessThan(5 * 60_000);
        },
        async completed() {
          const chart = await t.get<Chart>(url, { token: user.token });
          expect(chart.body.data).toMatchObject({ refreshing: false, fetchFailure: null });
          expect(chart.body.data.fetchedAt).not.toBeNull();
        },
      };
    },
  },

  seedDemoMarket: {
    dependency: 'eBay',
    isOncePerDatabase: true,
    async arrange({ t, engine }) {
      const deps = {
        ...engine.deps,
        seedDemoMarket: () => seedDemoMarket(deps, { ebay: t.ebay, historyDays: 1 }),
      };
      const runs = () => t.db.select().from(engineRuns).where(eq(engineRuns.name, 'demo-market'));
      return {
        deps,
        payload: {},
        // The sellers connected and the keywords tracked: its first steps, all through eBay.
        saved: async () => {
          const [accounts] = await t.db.select({ n: count() }).from(rankingAccounts);
          const [tracked] = await t.db.select({ n: count() }).from(trackedKeywords);
          return { accounts: accounts?.n, tracked: tracked?.n };
        },
        async completed() {
          expect((await runs()).map((run) => run.status)).toEqual(['done']);
        },
        async gaveUp() {
          // What the first-start check and the next start read: failed, with the reason.
          const [run] = await runs();
          expect(run?.status).toBe('failed');
          expect(run?.detail).toMatch(/^EbayError: \S/);
        },
      };
    },
  },
};
