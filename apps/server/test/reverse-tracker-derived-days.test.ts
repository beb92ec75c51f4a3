import type { CheckChartPoint } from '@baylytics/contract/reverse-tracker';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemKeywordDays, placementDays } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { crawlKeyword } from '../src/features/crawler/crawl-keyword.ts';
import { deriveDay } from '../src/features/crawler/derive-day.ts';
import { fillPlacementDay } from '../src/features/crawler/placement-days.ts';
import {
  at,
  check,
  day,
  filler,
  fixtureSource,
  mine,
  rival,
  row,
  searches,
  silver,
  today,
  useReverseTrackerData,
} from './support/reverse-tracker-searches.ts';

const t = useReverseTrackerData();

/** One more search through the real crawler, after the fixture's (its keyword exists already). */
async function crawlLate(search: (typeof searches)[number]) {
  searches.push(search);
  const [keyword] = await t.db
    .select({ id: keywords.id })
    .from(keywords)
    .where(and(eq(keywords.siteId, search.siteId), eq(keywords.keyword, search.keyword)));
  await crawlKeyword(
    { db: t.db, search: fixtureSource(search.slotAt) },
    { keywordId: keyword?.id ?? 0, slotAt: search.slotAt },
  );
}

const markedDays = async () =>
  (await t.db.select({ day: placementDays.day }).from(placementDays).orderBy(placementDays.day)).map(
    (r) => r.day,
  );

describe('reverse tracker: derived days and days read from the snapshots', () => {
  it('answers a range of derived days and today (not derived) exactly as the snapshots alone do', async () => {
    // Today: 'bohrschrauber set' again, mine 3rd and the rival 4th; a filler holds sponsored place 2. Mine ties
    // the cheapest price (24.99): a super price today. 'akku bohrschrauber' again, mine 2nd behind a cheaper
    // filler: no super price today, though yesterday's search showed one.
    await crawlLate({
      keyword: 'bohrschrauber set',
      siteId: 77,
      slotAt: at(0, 0),
      items: [filler(60), filler(61), mine, rival],
      sponsored: [2],
      prices: [30, 24.99, 24.99, 26],
    });
    await crawlLate({
      keyword: 'akku bohrschrauber',
      siteId: 77,
      slotAt: at(0, 0),
      items: [filler(70), mine],
      sponsored: [],
    });
    await deriveDay(t.db, today);
    // The fixture's three derived days are marked; today is still running and days without searches were
    // never derived.
    expect(await markedDays()).toEqual([day(3), day(2), day(1)]);

    const body = {
      itemNumber: mine,
      competitorItemNumber: rival,
      timeRange: 'custom',
      fromDate: day(10),
      toDate: today,
    };
    const chartPath = `/api/ranking/check/${mine}/chart?fromDate=${day(10)}&toDate=${today}`;
    const mixed = await check(silver.token, body);
    expect(mixed.status).toBe(200);
    // Today's organic place (snapshots) beside yesterday's sponsored one (derived); the ads of the newest search.
    expect(row(mixed.body.data, 'bohrschrauber set')).toMatchObject({
      itemOf: 'both',
      position: 3,
      createdTime: new Date(at(0, 0)).toISOString(),
      advPosition: 1,
      advCreatedTime: new Date(at(1, 12)).toISOString(),
      advItemPosition: [2],
      competitorPosition: 4,
      isSuperPrice: true,
    });
    expect(row(mixed.body.data, 'akku bohrschrauber')).toMatchObject({
      position: 2,
      createdTime: new Date(at(0, 0)).toISOString(),
      isSuperPrice: false,
    });
    // Ten days back is not derived: from the snapshots.
    expect(row(mixed.body.data, 'bosch akku')).toMatchObject({ itemOf: 'myself', position: 1 });
    expect(mixed.body.data.filtered.totalKeywords).toBe(5);
    const mixedChart = await t.get<CheckChartPoint[]>(chartPath, { token: silver.token });
    expect(mixedChart.body.data.filter((p) => p.organicKeywords + p.promotedKeywords > 0)).toEqual([
      expect.objectContaining({ day: day(10), organicKeywords: 1, promotedKeywords: 0 }),
      expect.objectContaining({ day: day(3), organicKeywords: 1, promotedKeywords: 0 }),
      expect.objectContaining({ day: day(2), organicKeywords: 1, promotedKeywords: 0 }),
      expect.objectContaining({ day: day(1), organicKeywords: 2, promotedKeywords: 1 }),
      expect.objectContaining({ day: today, organicKeywords: 2, promotedKeywords: 0 }),
    ]);

    // Without any mark every day comes from the snapshots, as before the derived table: the same answers.
    await t.db.delete(placementDays);
    const fromSnapshots = await check(silver.token, body);
    expect(fromSnapshots.body.data).toEqual(mixed.body.data);
    const snapshotChart = await t.get<CheckChartPoint[]>(chartPath, { token: silver.token });
    expect(snapshotChart.body.data).toEqual(mixedChart.body.data);

    for (const back of [1, 2, 3]) await deriveDay(t.db, day(back));
    expect(await markedDays()).toEqual([day(3), day(2), day(1)]);
  });

  it('answers a search written late into a derived day at once, and the next derivation takes it in without duplicates', async () => {
    const rowsOf = async (d: string) =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(itemKeywordDays)
          .where(eq(itemKeywordDays.day, d))
      )[0]?.n;
    // Filling a day again replaces it: the same rows.
    const before = await rowsOf(day(1));
    expect(before).toBeGreaterThan(0);
    await fillPlacementDay(t.db, day(1));
    expect(await rowsOf(day(1))).toBe(before);

    // Slots of two days back crawled late: mine 1st for 'cordless drill' at 20:00, and at 18:00 a sponsored
    // place only for 'drill driver kit' (organic 15th at 14:00).
    await crawlLate({
      keyword: 'cordless drill',
      siteId: 0,
      slotAt: at(2, 20),
      items: [mine],
      sponsored: [],
    });
    await crawlLate({
      keyword: 'drill driver kit',
      siteId: 3,
      slotAt: at(2, 18),
      items: [mine],
      sponsored: [1],
    });
    expect(await markedDays()).toEqual([day(3), day(1)]);
    const body = { itemNumber: mine, timeRange: 'custom', fromDate: day(3), toDate: day(1) };
    const chartPath = `/api/ranking/check/${mine}/chart?fromDate=${day(2)}&toDate=${day(2)}`;
    const answered = async () => ({
      check: (await check(silver.token, body)).body.data,
      chart: (await t.get<CheckChartPoint[]>(chartPath, { token: silver.token })).body.data,
    });
    const late = await answered();
    expect(row(late.check, 'cordless drill')).toMatchObject({
      itemOf: 'myself',
      position: 1,
      createdTime: new Date(at(2, 20)).toISOString(),
    });
    expect(row(late.check, 'drill driver kit')).toMatchObject({
      position: 15,
      createdTime: new Date(at(2, 14)).toISOString(),
      advPosition: 1,
      advCreatedTime: new Date(at(2, 18)).toISOString(),
    });
    // The newest search of the day that showed the item counts: 'drill driver kit' at 18:00, sponsored only.
    expect(late.chart).toEqual([
      expect.objectContaining({ day: day(2), organicKeywords: 1, promotedKeywords: 1 }),
    ]);

    await deriveDay(t.db, day(2));
    expect(await markedDays()).toEqual([day(3), day(2), day(1)]);
    // The same places and counts from the derived rows (the day's BayScores are derived anew with them).
    const derived = await answered();
    expect(derived.check).toEqual(late.check);
    expect(derived.chart).toEqual([
      expect.objectContaining({ day: day(2), organicKeywords: 1, promotedKeywords: 1, bayScore: 1 }),
    ]);
  });
});
