import { superPriceWindow } from '@baylytics/contract/live-chart';
import { positionSearchDepth } from '@baylytics/contract/ranking';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineRuns, itemDailyScores, searchSnapshots } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { trackedKeywords } from '../src/db/schema/ranking.ts';
import { startBackfill } from '../src/features/crawler/backfill.ts';
import { crawlKeyword } from '../src/features/crawler/crawl-keyword.ts';
import { scheduleCrawls } from '../src/features/crawler/crawl-schedule.ts';
import { addDays, dayOf } from '../src/features/crawler/days.ts';
import { itemNumberOf } from '../src/features/crawler/ports.ts';
import { backfillRunName } from '../src/features/crawler/run-names.ts';
import { setPremium, trackKeywords } from '../src/features/ranking/tracked-keywords.ts';
import { AppError } from '../src/kernel/errors.ts';
import { useEngine } from './support/engine-harness.ts';
import { minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

function searchesFor(q: string): number {
  return t.ebaySandbox
    .stats()
    .searches.filter((s) => s.q === q)
    .reduce((sum, s) => sum + s.count, 0);
}

async function snapshotsOf(keyword: string) {
  return t.db
    .select({
      crawledAt: searchSnapshots.crawledAt,
      items: sql<number>`cardinality(${searchSnapshots.itemNumbers})`,
    })
    .from(searchSnapshots)
    .innerJoin(keywords, sql`${keywords.id} = ${searchSnapshots.keywordId}`)
    .where(sql`${keywords.keyword} = ${keyword}`)
    .orderBy(searchSnapshots.crawledAt);
}

/** A keyword the demo market knows: its first suggestion for a letter. */
async function marketKeyword(letter: string): Promise<string> {
  const [keyword] = await t.ebay.client.autocomplete(77, letter);
  if (!keyword) throw new Error(`no suggestion for ${letter}`);
  return keyword;
}

describe('ranking crawler', () => {
  it('searches a keyword tracked by two users once per interval, premium every 20 minutes', async () => {
    const keyword = await marketKeyword('g');
    const first = await t.createUser({ plan: 'Gold' });
    const second = await t.createUser({ plan: 'Silver' });
    await trackKeywords(t.db, { id: first.id, roles: ['User', 'EbayRankingGold'] }, 111, 77, [keyword]);
    await trackKeywords(t.db, { id: second.id, roles: ['User', 'EbayRankingSilver'] }, 222, 77, [
      ` ${keyword.toUpperCase()} `,
    ]);
    t.ebaySandbox.resetStats();

    const hour = new Date(Math.floor(Date.now() / (60 * minuteMs)) * 60 * minuteMs);
    await scheduleCrawls(t.db, engine.deps.jobs, new Date(hour.getTime() + 5 * minuteMs));
    await scheduleCrawls(t.db, engine.deps.jobs, new Date(hour.getTime() + 50 * minuteMs));
    await engine.drain();
    expect(searchesFor(keyword)).toBe(1);
    const [snapshot] = await snapshotsOf(keyword);
    expect(snapshot?.crawledAt.toISOString()).toBe(hour.toISOString());
    expect(snapshot?.items).toBeGreaterThan(0);
    expect(snapshot?.items).toBeLessThanOrEqual(200);

    await scheduleCrawls(t.db, engine.deps.jobs, new Date(hour.getTime() + 65 * minuteMs));
    await engine.drain();
    expect(searchesFor(keyword)).toBe(2);

    // One user marks it premium: from now on the keyword is searched every 20 minutes, still once per slot.
    const [row] = await t.db
      .select({ id: trackedKeywords.id })
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${first.id}`);
    await setPremium(t.db, { id: first.id, roles: ['User', 'EbayRankingGold'] }, row?.id ?? 0, true);
    for (const minute of [81, 85, 99, 101])
      await scheduleCrawls(t.db, engine.deps.jobs, new Date(hour.getTime() + minute * minuteMs));
    await engine.drain();
    // Slots 80 (81, 85, 99 share it) and 100.
    expect(searchesFor(keyword)).toBe(4);
    expect(await snapshotsOf(keyword)).toHaveLength(4);
  });

  it('refuses keywords beyond the plan limit with keywordReachLimitation and adds none of them', async () => {
    const bronze = await t.createUser({ plan: 'Bronze' });
    const user = { id: bronze.id, roles: ['User', 'EbayRankingBronze'] as const };
    const fifty = Array.from({ length: 50 }, (_, i) => `limit keyword ${i}`);
    expect(await trackKeywords(t.db, user, 333, 77, fifty)).toHaveLength(50);
    // Already tracked ones are skipped, not counted twice.
    expect(await trackKeywords(t.db, user, 333, 77, fifty.slice(0, 5))).toEqual([]);
    await expect(trackKeywords(t.db, user, 444, 77, ['one too many'])).rejects.toThrow(
      new AppError('keywordReachLimitation'),
    );
    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${bronze.id}`);
    expect(held?.n).toBe(50);
    const rows = await t.db
      .select({ id: trackedKeywords.id })
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${bronze.id}`)
      .limit(6);
    for (const r of rows.slice(0, 5)) await setPremium(t.db, user, r.id, true);
    await expect(setPremium(t.db, user, rows[5]?.id ?? 0, true)).rejects.toThrow(
      new AppError('keywordReachLimitation'),
    );
  });

  it('backfills past days through the real crawler (one search per keyword and day, as of that day) and derives them', async () => {
    const keyword = await marketKeyword('b');
    await t.db.insert(keywords).values({ siteId: 77, keyword, source: 'seed' }).onConflictDoNothing();
    t.ebaySandbox.resetStats();
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(keywords);
    expect(await startBackfill(engine.deps, 2)).toBe(true);
    expect(await startBackfill(engine.deps, 2)).toBe(false);
    await engine.drain();

    const today = dayOf(new Date());
    const days = (await snapshotsOf(keyword)).map((s) => dayOf(s.crawledAt));
    expect(days).toEqual(expect.arrayContaining([addDays(today, -2), addDays(today, -1)]));
    expect(t.ebaySandbox.stats().calls.browse).toBe(2 * (before?.n ?? 0));
    const [run] = await t.db.select().from(engineRuns).where(sql`${engineRuns.name} = ${backfillRunName}`);
    expect(run).toMatchObject({ status: 'done', done: 2, total: 2 });
    const [scored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(itemDailyScores)
      .where(sql`${itemDailyScores.day} = ${addDays(today, -1)}::date`);
    expect(scored?.n).toBeGreaterThan(0);
    const [facts] = await t.db.select().from(keywords).where(sql`${keywords.keyword} = ${keyword}`);
    expect(facts?.showInKeyword).toBeGreaterThan(0);
    expect(facts?.value).toBeGreaterThan(0);
  });

  it('stores the places whose price is the lowest of the first results of the search (super prices)', async () => {
    const keyword = await marketKeyword('s');
    await t.db.insert(keywords).values({ siteId: 77, keyword, source: 'seed' }).onConflictDoNothing();
    const [stored] = await t.db
      .select({ id: keywords.id })
      .from(keywords)
      .where(sql`${keywords.siteId} = 77 and ${keywords.keyword} = ${keyword}`);
    const yesterday = addDays(dayOf(new Date()), -1);
    const slotAt = `${yesterday}T06:00:00.000Z`;
    // As of yesterday the stand-in answers the same search again, so the test can read the prices it saw.
    await crawlKeyword(
      { db: t.db, search: t.ebay.client },
      { keywordId: stored?.id ?? 0, slotAt, asOf: yesterday },
    );
    const answer = await t.ebay.client.searchItems({
      siteId: 77,
      q: keyword,
      limit: positionSearchDepth,
      asOf: yesterday,
    });

    // By hand: the cheapest euro price of the first results; every place (counted as the snapshot counts them,
    // results without an item number left out) priced at or below it is a super price.
    const cheapest = Math.min(
      ...answer.items
        .slice(0, superPriceWindow)
        .flatMap((hit) => (hit.price?.currency === 'EUR' ? [hit.price.value] : [])),
    );
    const places = answer.items.filter((hit) => itemNumberOf(hit) !== null);
    const expected = places.flatMap((hit, index) =>
      hit.price?.currency === 'EUR' && hit.price.value <= cheapest ? [index + 1] : [],
    );
    expect(answer.items.every((hit) => hit.price === null || hit.price.currency === 'EUR')).toBe(true);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(places.length);

    const [snapshot] = await t.db
      .select({ superPricePositions: searchSnapshots.superPricePositions })
      .from(searchSnapshots)
      .where(
        sql`${searchSnapshots.keywordId} = ${stored?.id ?? 0} and ${searchSnapshots.crawledAt} = ${slotAt}`,
      );
    expect(snapshot?.superPricePositions).toEqual(expected);
  });
});
