import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  itemDailyScores,
  itemKeywordDays,
  placementDays,
  searchSnapshots,
} from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { accountDailyKpis, listings, rankingAccounts } from '../src/db/schema/ranking.ts';
import { deriveDay, refreshListingScores } from '../src/features/crawler/derive-day.ts';
import { ensurePartition } from '../src/features/crawler/partitions.ts';
import { fillPlacementDay } from '../src/features/crawler/placement-days.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/**
 * A hand-checked day (2026-02-10). Item 1001 is a single listing, 2002 has variations, 3003 belongs to
 * nobody we import. Keyword A is crawled twice; only its newest crawl (18:00) counts.
 *
 *   A 06:00  [1001, 2002]            (ignored: an older crawl of A that day)
 *   A 18:00  [9, 1001, 2002, 3003]   sponsored: 1       → 1001 organic 2, 2002 organic 3
 *   B        [2002, 1001, 5, 1001]   sponsored: 1       → 2002 promoted 1; 1001 organic 2 and again 4 → best 2
 *   C        [7, 8, 9, 1001]         sponsored: 4       → 1001 promoted 4
 *   D        [3003]                                     → 3003 organic 1
 *
 * 1001: best per keyword A 2, B 2, C 4 → BayScore median(2,2,4) = 2; organic median(2,2) = 2 (C has none);
 *       promoted median(4) = 4; position score 3 keywords.
 * 2002: A 3 (organic), B 1 (promoted) → BayScore median(1,3) = 2; organic 3; promoted 1; score 2.
 * 3003: A 4, D 1 → BayScore 2.5; organic 2.5; promoted none; score 2.
 * Account: single 1001 → medianSingle 2, singlePositionScore 3; variant 2002 → medianVariant 2, score 2.
 */
describe('daily BayScore, position score and account KPI', () => {
  it('are derived from the newest crawl of each keyword, as computed by hand, and re-deriving changes nothing', async () => {
    const { db } = t;
    const user = await t.createUser();
    const [account] = await db
      .insert(rankingAccounts)
      .values({ userId: user.id, sellerName: 'hand-checked' })
      .returning({ id: rankingAccounts.id });
    if (!account) throw new Error('no account');
    await db.insert(listings).values([
      { accountId: account.id, itemNumber: 1001, siteId: 77, title: 'Single', hasVariations: false },
      { accountId: account.id, itemNumber: 2002, siteId: 77, title: 'Variant', hasVariations: true },
      { accountId: account.id, itemNumber: 4004, siteId: 77, title: 'Never ranks', hasVariations: false },
    ]);
    const ids = await db
      .insert(keywords)
      .values(['a', 'b', 'c', 'd'].map((k) => ({ siteId: 77, keyword: `hand ${k}`, source: 'seed' })))
      .returning({ id: keywords.id });
    const [a, b, c, d] = ids.map((row) => row.id) as [number, number, number, number];
    await ensurePartition(db, '2026-02-10');
    await ensurePartition(db, '2026-02-11');
    const at = (time: string) => new Date(`2026-02-10T${time}:00Z`);
    await db.insert(searchSnapshots).values([
      {
        keywordId: a,
        crawledAt: at('06:00'),
        itemNumbers: [1001, 2002],
        sponsoredPositions: [],
        totalResults: 2,
      },
      {
        keywordId: a,
        crawledAt: at('18:00'),
        itemNumbers: [9, 1001, 2002, 3003],
        sponsoredPositions: [1],
        totalResults: 4,
      },
      {
        keywordId: b,
        crawledAt: at('12:00'),
        itemNumbers: [2002, 1001, 5, 1001],
        sponsoredPositions: [1],
        totalResults: 4,
      },
      {
        keywordId: c,
        crawledAt: at('12:00'),
        itemNumbers: [7, 8, 9, 1001],
        sponsoredPositions: [4],
        totalResults: 4,
      },
      { keywordId: d, crawledAt: at('12:00'), itemNumbers: [3003], sponsoredPositions: [], totalResults: 1 },
      // The next day must not leak into this one.
      {
        keywordId: d,
        crawledAt: new Date('2026-02-11T00:00:00Z'),
        itemNumbers: [1001],
        sponsoredPositions: [],
        totalResults: 1,
      },
    ]);

    await deriveDay(db, '2026-02-10');
    await deriveDay(db, '2026-02-10');

    const scores = await db
      .select()
      .from(itemDailyScores)
      .where(
        sql`${itemDailyScores.day} = '2026-02-10' and ${itemDailyScores.itemNumber} in (1001, 2002, 3003, 4004)`,
      )
      .orderBy(itemDailyScores.itemNumber);
    expect(scores).toEqual([
      {
        itemNumber: 1001,
        day: '2026-02-10',
        bayScore: 2,
        organicBayScore: 2,
        promotedBayScore: 4,
        positionScore: 3,
      },
      {
        itemNumber: 2002,
        day: '2026-02-10',
        bayScore: 2,
        organicBayScore: 3,
        promotedBayScore: 1,
        positionScore: 2,
      },
      {
        itemNumber: 3003,
        day: '2026-02-10',
        bayScore: 2.5,
        organicBayScore: 2.5,
        promotedBayScore: null,
        positionScore: 2,
      },
    ]);

    const kpis = await db
      .select()
      .from(accountDailyKpis)
      .where(sql`${accountDailyKpis.accountId} = ${account.id}`);
    expect(kpis).toEqual([
      {
        accountId: account.id,
        day: '2026-02-10',
        medianSingle: 2,
        singlePositionScore: 3,
        medianVariant: 2,
        variantPositionScore: 2,
      },
    ]);

    // On the 10th 1001 and 2002 held sponsored places: the listings are promoted listings (isPl) that day.
    await refreshListingScores(db, '2026-02-10');
    const promotedOn10th = await db
      .select({ itemNumber: listings.itemNumber, isPl: listings.isPl })
      .from(listings)
      .where(sql`${listings.accountId} = ${account.id}`)
      .orderBy(listings.itemNumber);
    expect(promotedOn10th).toEqual([
      { itemNumber: 1001, isPl: true },
      { itemNumber: 2002, isPl: true },
      { itemNumber: 4004, isPl: false },
    ]);

    // "Today" is the 11th: yesterday's figures move onto the listing, today's (1001 ranks once) too.
    await deriveDay(db, '2026-02-11');
    await refreshListingScores(db, '2026-02-11');
    const rows = await db
      .select({
        itemNumber: listings.itemNumber,
        yesterdayBayScore: listings.yesterdayBayScore,
        todayBayScore: listings.todayBayScore,
        yesterdayScore: listings.yesterdayScore,
        todayScore: listings.todayScore,
        isPl: listings.isPl,
      })
      .from(listings)
      .where(sql`${listings.accountId} = ${account.id}`)
      .orderBy(listings.itemNumber);
    // No sponsored place on the 11th: no promoted listing any more.
    expect(rows).toEqual([
      {
        itemNumber: 1001,
        yesterdayBayScore: 2,
        todayBayScore: 1,
        yesterdayScore: 3,
        todayScore: 1,
        isPl: false,
      },
      {
        itemNumber: 2002,
        yesterdayBayScore: 2,
        todayBayScore: null,
        yesterdayScore: 2,
        todayScore: 0,
        isPl: false,
      },
      {
        itemNumber: 4004,
        yesterdayBayScore: null,
        todayBayScore: null,
        yesterdayScore: 0,
        todayScore: 0,
        isPl: false,
      },
    ]);
  });

  /**
   * The reverse tracker's per-item keyword places of one day (2026-03-05), checked by hand. Per item and
   * keyword the newest search that showed it organically and the newest that showed it sponsored:
   *
   *   E 08:00  [501, 502, 501]        sponsored: 1     → 501 sponsored 1 and organic 3; 502 organic 2
   *   E 20:00  [502, 503, 501, 504]   sponsored: 1, 4  → 502 sponsored 1; 503 organic 2; 501 organic 3; 504 sponsored 4
   *   F 10:00  [503]                                   → 503 organic 1
   *   E 2026-03-06 00:00 [501]                          (the next day: not in these rows)
   *
   * Super prices: E 08:00 places 2 and 3, E 20:00 place 1, F none (stored before prices were read). So 502's
   * organic place (08:00) is one; 501's is not, since its newest organic place (20:00) is not one.
   */
  it('per item and keyword: the newest organic and sponsored place of the day, written once the day has ended, replaced whole on a second fill, never marked past a search being written', async () => {
    const { db } = t;
    const [e, f] = (
      await db
        .insert(keywords)
        .values(['e', 'f'].map((k) => ({ siteId: 77, keyword: `places ${k}`, source: 'seed' })))
        .returning({ id: keywords.id })
    ).map((row) => row.id) as [number, number];
    await ensurePartition(db, '2026-03-05');
    await ensurePartition(db, '2026-03-06');
    const at = (time: string) => new Date(`2026-03-05T${time}:00Z`);
    await db.insert(searchSnapshots).values([
      {
        keywordId: e,
        crawledAt: at('08:00'),
        itemNumbers: [501, 502, 501],
        sponsoredPositions: [1],
        superPricePositions: [2, 3],
        totalResults: 3,
      },
      {
        keywordId: e,
        crawledAt: at('20:00'),
        itemNumbers: [502, 503, 501, 504],
        sponsoredPositions: [1, 4],
        superPricePositions: [1],
        totalResults: 4,
      },
      { keywordId: f, crawledAt: at('10:00'), itemNumbers: [503], sponsoredPositions: [], totalResults: 1 },
      {
        keywordId: e,
        crawledAt: new Date('2026-03-06T00:00:00Z'),
        itemNumbers: [501],
        sponsoredPositions: [],
        totalResults: 1,
      },
    ]);
    const rowsOfDay = () =>
      db
        .select()
        .from(itemKeywordDays)
        .where(sql`${itemKeywordDays.day} = '2026-03-05'`)
        .orderBy(itemKeywordDays.itemNumber, itemKeywordDays.keywordId);
    const marks = () => db.select({ day: placementDays.day }).from(placementDays);

    // While the day runs nothing is written: the reverse tracker reads it from the snapshots.
    await deriveDay(db, '2026-03-05', new Date('2026-03-05T21:00:00Z'));
    expect(await rowsOfDay()).toEqual([]);
    expect(await marks()).toEqual([]);

    await deriveDay(db, '2026-03-05', new Date('2026-03-06T00:15:00Z'));
    const place = (position: number, time: string, ads: number[], isSuperPrice = false) => ({
      position,
      seenAt: at(time),
      ads,
      isSuperPrice,
    });
    const expected = [
      { item: 501, keywordId: e, organic: place(3, '20:00', [1, 4]), sponsored: place(1, '08:00', [1]) },
      {
        item: 502,
        keywordId: e,
        organic: place(2, '08:00', [1], true),
        sponsored: place(1, '20:00', [1, 4]),
      },
      { item: 503, keywordId: e, organic: place(2, '20:00', [1, 4]), sponsored: null },
      { item: 503, keywordId: f, organic: place(1, '10:00', []), sponsored: null },
      { item: 504, keywordId: e, organic: null, sponsored: place(4, '20:00', [1, 4]) },
    ].map(({ item, keywordId, organic, sponsored }) => ({
      itemNumber: item,
      day: '2026-03-05',
      keywordId,
      organicPosition: organic?.position ?? null,
      organicSeenAt: organic?.seenAt ?? null,
      organicAds: organic?.ads ?? null,
      organicSuperPrice: organic?.isSuperPrice ?? false,
      sponsoredPosition: sponsored?.position ?? null,
      sponsoredSeenAt: sponsored?.seenAt ?? null,
      sponsoredAds: sponsored?.ads ?? null,
    }));
    expect(await rowsOfDay()).toEqual(expected);
    expect(await marks()).toEqual([{ day: '2026-03-05' }]);

    // A second fill replaces the day whole: the same rows, no duplicates.
    expect(await fillPlacementDay(db, '2026-03-05')).toEqual({ rows: expected.length });
    expect(await rowsOfDay()).toEqual(expected);

    // A search of the day being written while the day is filled: the fill waits for it and takes it in
    // (else the mark would cover rows that lack it). 506 is 1st in F's search at 21:00 until it commits.
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const inserted = new Promise<void>((resolve) => {
      written = resolve;
    });
    const writer = db.transaction(async (tx) => {
      await tx.insert(searchSnapshots).values({
        keywordId: f,
        crawledAt: at('21:00'),
        itemNumbers: [506],
        sponsoredPositions: [],
        totalResults: 1,
      });
      written();
      await committed;
    });
    await inserted;
    const fill = fillPlacementDay(db, '2026-03-05');
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await writer;
    await fill;
    expect(await marks()).toEqual([{ day: '2026-03-05' }]);
    expect((await rowsOfDay()).find((row) => row.itemNumber === 506)).toMatchObject({
      keywordId: f,
      organicPosition: 1,
      organicSeenAt: at('21:00'),
    });

    // A search of that day written afterwards (a slot crawled late) unmarks the day until the next
    // derivation, which takes it in: 505 now holds the 2nd place of F's newest search.
    await db.insert(searchSnapshots).values({
      keywordId: f,
      crawledAt: at('23:00'),
      itemNumbers: [503, 505],
      sponsoredPositions: [],
      totalResults: 2,
    });
    expect(await marks()).toEqual([]);
    await deriveDay(db, '2026-03-05', new Date('2026-03-06T00:30:00Z'));
    expect(await marks()).toEqual([{ day: '2026-03-05' }]);
    expect((await rowsOfDay()).filter((row) => row.keywordId === f)).toEqual([
      expect.objectContaining({ itemNumber: 503, organicPosition: 1, organicSeenAt: at('23:00') }),
      expect.objectContaining({ itemNumber: 505, organicPosition: 2, organicSeenAt: at('23:00') }),
      expect.objectContaining({ itemNumber: 506, organicPosition: 1, organicSeenAt: at('21:00') }),
    ]);
  });
});
