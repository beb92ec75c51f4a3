import type { EbayToken } from '@baylytics/contract/marketplace';
import type { ImportProgress } from '@baylytics/contract/ranking';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineRuns, searchSnapshots } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { listingImports, listings, rankingAccounts, trackedKeywords } from '../src/db/schema/ranking.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { backfillRunName } from '../src/features/crawler/run-names.ts';
import { demoAccount, demoPassword } from '../src/seed/demo-accounts.ts';
import { demoPremiumPerUser, demoTrackedPerUser, pickTrackedKeywords } from '../src/seed/demo-connections.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { seedDemoMarket } from '../src/seed/demo-market.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const historyDays = 2;

async function userIdOf(kind: Parameters<typeof demoAccount>[0]): Promise<number> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount(kind).email));
  if (!row) throw new Error(`no demo user ${kind}`);
  return row.id;
}

async function trackedOf(userId: number) {
  return t.db
    .select({
      itemNumber: trackedKeywords.itemNumber,
      keyword: trackedKeywords.keyword,
      isPremium: trackedKeywords.isPremium,
      source: keywords.source,
    })
    .from(trackedKeywords)
    .innerJoin(keywords, eq(keywords.id, trackedKeywords.keywordId))
    .where(eq(trackedKeywords.userId, userId))
    .orderBy(trackedKeywords.id);
}

/** Row counts of everything the seed writes, to show a second run adds nothing. */
async function footprint() {
  const rows = async (table: typeof ebayTokens | typeof trackedKeywords | typeof keywords) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n;
  const [jobs] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs`))
    .rows;
  return {
    tokens: await rows(ebayTokens),
    tracked: await rows(trackedKeywords),
    keywords: await rows(keywords),
    imports: (await t.db.select({ n: count() }).from(listingImports))[0]?.n,
    jobs: jobs?.n,
  };
}

describe('demo market: connected, imported and tracking keywords', () => {
  beforeAll(async () => {
    expect(await seedDemoData(t.db, t.clock.now())).toBe(true);
    await seedDemoMarket(engine.deps, { ebay: t.ebay, historyDays });
    // The imports and the backfill days the seed queued, as the worker runs them.
    await engine.drain();
    expect(await engine.failedJobs()).toEqual([]);
  }, 120_000);

  it('gives the Gold demo user a valid token for its stand-in seller, shown masked', async () => {
    const token = await t.signIn(demoAccount('gold').email, demoPassword);
    const list = await t.get<EbayToken[]>('/api/bayuser/ebay-token', { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ username: 'demo-seller-3', expired: false, isBlocked: false });
    expect(list.body.data[0]?.token).toMatch(/^.{6}••••.{4}$/);
    // The dashboard no longer offers to add a token.
    expect((await t.get<boolean>('/api/bayuser/has-token', { token })).body.data).toBe(true);
  });

  it("imports the Gold user's listings through the normal import job", async () => {
    const token = await t.signIn(demoAccount('gold').email, demoPassword);
    expect((await t.get<string[]>('/api/ranking/user-ebay-account', { token })).body.data).toEqual([
      'demo-seller-3',
    ]);
    const [progress] = (await t.get<ImportProgress[]>('/api/ranking/import-progress', { token })).body.data;
    expect(progress).toMatchObject({ sellerName: 'demo-seller-3', status: 'done' });
    expect(progress?.imported).toBeGreaterThan(100);
  });

  it('tracks keywords of the keyword database on imported items, a few premium', async () => {
    const goldId = await userIdOf('gold');
    const tracked = await trackedOf(goldId);
    expect(tracked).toHaveLength(demoTrackedPerUser);
    expect(tracked.filter((row) => row.isPremium)).toHaveLength(demoPremiumPerUser);
    // Every keyword was in the database before (discovered, not added by tracking): no extra searches.
    expect(tracked.filter((row) => row.source === 'tracked')).toEqual([]);
    const imported = new Set(
      (
        await t.db
          .select({ itemNumber: listings.itemNumber, title: listings.title })
          .from(listings)
          .innerJoin(rankingAccounts, eq(rankingAccounts.id, listings.accountId))
          .where(eq(rankingAccounts.userId, goldId))
      ).map((row) => row.itemNumber),
    );
    for (const row of tracked) expect(imported.has(row.itemNumber)).toBe(true);
    // My Ranking shows a spread of keywords, not the same few on every item.
    const distinct = [...new Set(tracked.map((row) => row.keyword))];
    expect(distinct.length).toBeGreaterThanOrEqual(10);
    // Search phrases buyers type (a product type with a brand, attribute, size or model), no title fragments.
    expect(distinct.filter((keyword) => keyword.includes(' ')).length).toBeGreaterThanOrEqual(10);
    for (const fragment of ['viele farben', '3xl', 'xs 3xl']) expect(distinct).not.toContain(fragment);
    // Other sellers compete for most of them (a phrase naming one brand and model may find the seller alone).
    const day = t.clock.now().toISOString().slice(0, 10);
    const competed = distinct.filter((keyword) => {
      const { items } = t.ebaySandbox.market.search({ siteId: 77, q: keyword, limit: 200, offset: 0 }, day);
      const others = new Set(
        items.map((hit) => hit.listing.sellerUsername).filter((s) => s !== 'demo-seller-3'),
      );
      return others.size >= 2;
    });
    expect(competed.length).toBeGreaterThanOrEqual(distinct.length / 2);
  });

  it('connects the Bronze user without an import (its plan may not import) but with tracked keywords', async () => {
    const token = await t.signIn(demoAccount('bronze').email, demoPassword);
    const list = await t.get<EbayToken[]>('/api/bayuser/ebay-token', { token });
    expect(list.body.data.map((row) => row.username)).toEqual(['demo-seller-5']);
    expect((await t.get<string[]>('/api/ranking/user-ebay-account', { token })).body.data).toEqual([]);
    expect(await trackedOf(await userIdOf('bronze'))).toHaveLength(demoTrackedPerUser);
  });

  it('leaves accounts without a ranking plan unconnected', async () => {
    for (const kind of ['video', 'noPlan', 'affiliate'] as const) {
      const rows = await t.db
        .select({ id: ebayTokens.id })
        .from(ebayTokens)
        .where(eq(ebayTokens.userId, await userIdOf(kind)));
      expect(rows).toEqual([]);
    }
  });

  it('backfills the history after tracking, so the tracked keywords have their past days', async () => {
    const [run] = await t.db.select().from(engineRuns).where(eq(engineRuns.name, backfillRunName));
    expect(run).toMatchObject({ status: 'done', total: historyDays, done: historyDays });
    const [keyword] = await trackedOf(await userIdOf('platinum'));
    const snapshots = await t.db
      .select({ crawledAt: searchSnapshots.crawledAt })
      .from(searchSnapshots)
      .innerJoin(keywords, eq(keywords.id, searchSnapshots.keywordId))
      .where(eq(keywords.keyword, keyword?.keyword ?? ''));
    expect(snapshots).toHaveLength(historyDays);
  });

  it('adds nothing when it runs again (a restart)', async () => {
    const before = await footprint();
    await seedDemoMarket(engine.deps, { ebay: t.ebay, historyDays });
    expect(await footprint()).toEqual(before);
  });
});

describe('picking keywords to track', () => {
  it('pairs items only with keywords whose every word is in the title, spreading over keywords', () => {
    const items = [
      { itemNumber: 1, title: 'Rote Kaffeetasse aus Porzellan, 300 ml' },
      { itemNumber: 2, title: 'Kaffeetasse blau Porzellan' },
      { itemNumber: 3, title: 'Gartenschere' },
    ];
    const picks = pickTrackedKeywords(items, ['kaffeetasse', 'porzellan kaffeetasse', 'tasse rot'], 10);
    // Phrases of two words or more first: a product type with an attribute is what a seller tracks.
    expect(picks).toEqual([
      { itemNumber: 1, keyword: 'porzellan kaffeetasse' },
      { itemNumber: 2, keyword: 'kaffeetasse' },
      { itemNumber: 1, keyword: 'kaffeetasse' },
      { itemNumber: 2, keyword: 'porzellan kaffeetasse' },
    ]);
    expect(pickTrackedKeywords(items, ['kaffeetasse'], 1)).toHaveLength(1);
  });
});
