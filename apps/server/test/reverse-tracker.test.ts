import type {
  CheckChartPoint,
  CheckKeyword,
  PositionPoint,
  RankingCheckResult,
} from '@baylytics/contract/reverse-tracker';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemKeywordDays, placementDays } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { listings, rankingAccounts } from '../src/db/schema/ranking.ts';
import { crawlKeyword } from '../src/features/crawler/crawl-keyword.ts';
import { addDays, dayOf } from '../src/features/crawler/days.ts';
import { deriveDay } from '../src/features/crawler/derive-day.ts';
import { fillPlacementDay } from '../src/features/crawler/placement-days.ts';
import type { SearchHit, SearchSource, SiteId } from '../src/features/crawler/ports.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

// Item numbers far from the stand-in's, so no demo data can mix in.
const mine = 987_650_000_001;
const rival = 987_650_000_002;
const filler = (n: number) => 987_650_100_000 + n;

const today = dayOf(new Date());
const day = (back: number) => addDays(today, -back);
const at = (back: number, hour: number) => `${day(back)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * The hand-checked fixture: what each search answered (item numbers in place order, sponsored places, prices
 * in EUR by place; without them every filler costs 20 and the two checked items 25, so neither is a super price
 * where a filler is beside it).
 * Expected with the competitor over last7days (8 days back to yesterday):
 *  'akku bohrschrauber' both, mine 2nd (yesterday; 5th three days back), rival 4th, sponsored place 1 (filler);
 *                       yesterday mine is the cheapest of the search (19.50): a super price
 *  'bohrschrauber set'  mine, sponsored 1st and organic 7th yesterday
 *  'cordless drill'     rival only, 3rd (US, two days back)
 *  'drill driver kit'   mine, 12th at 10:00 and 15th at 14:00 two days back (UK): latest = 15
 *  'bosch akku'         mine 1st ten days back: only in 30days
 */
const searches: {
  keyword: string;
  siteId: SiteId;
  slotAt: string;
  items: number[];
  sponsored: number[];
  prices?: number[];
}[] = [
  {
    keyword: 'akku bohrschrauber',
    siteId: 77,
    slotAt: at(1, 12),
    items: [filler(1), mine, filler(2), rival],
    sponsored: [1],
    prices: [20, 19.5, 21, 22],
  },
  {
    keyword: 'akku bohrschrauber',
    siteId: 77,
    slotAt: at(3, 12),
    items: [filler(1), filler(2), filler(3), filler(4), mine],
    sponsored: [],
  },
  {
    keyword: 'bohrschrauber set',
    siteId: 77,
    slotAt: at(1, 12),
    items: [mine, ...Array.from({ length: 5 }, (_, i) => filler(10 + i)), mine],
    sponsored: [1],
  },
  {
    keyword: 'cordless drill',
    siteId: 0,
    slotAt: at(2, 12),
    items: [filler(20), filler(21), rival],
    sponsored: [],
  },
  {
    keyword: 'drill driver kit',
    siteId: 3,
    slotAt: at(2, 10),
    items: [...Array.from({ length: 11 }, (_, i) => filler(30 + i)), mine],
    sponsored: [],
  },
  {
    keyword: 'drill driver kit',
    siteId: 3,
    slotAt: at(2, 14),
    items: [...Array.from({ length: 14 }, (_, i) => filler(30 + i)), mine],
    sponsored: [2],
  },
  { keyword: 'bosch akku', siteId: 77, slotAt: at(10, 12), items: [mine], sponsored: [] },
];

/** A search source that answers the fixture for the slot being crawled. */
function fixtureSource(slotAt: string): SearchSource {
  return {
    async searchItems({ q, siteId }) {
      const search = searches.find((s) => s.keyword === q && s.siteId === siteId && s.slotAt === slotAt);
      const items: SearchHit[] = (search?.items ?? []).map((n, index) => ({
        itemId: `v1|${n}|0`,
        legacyItemId: String(n),
        title: `listing ${n}`,
        price: {
          value: search?.prices?.[index] ?? (n === mine || n === rival ? 25 : 20),
          currency: 'EUR',
        },
        categoryIds: ['9355'],
        isPriorityListing: search?.sponsored.includes(index + 1) ?? false,
      }));
      return { total: items.length * 100, items };
    },
  };
}

type CheckBody = {
  itemNumber: number | string;
  competitorItemNumber?: number;
  timeRange: string;
  fromDate?: string;
  toDate?: string;
};

let silver: { token: string; id: number };
let old: { token: string };

async function check(token: string, body: CheckBody) {
  return t.post<RankingCheckResult>('/api/ranking/check', body, { token });
}

function row(result: RankingCheckResult, keyword: string): CheckKeyword {
  const found = result.filtered.keywords.find((k) => k.keyword === keyword);
  if (!found) throw new Error(`no row for ${keyword}: ${result.filtered.keywords.map((k) => k.keyword)}`);
  return found;
}

beforeAll(async () => {
  // Through the real crawler: one crawl per fixture search, then the day derivation for the scores.
  const ids = new Map<string, number>();
  for (const search of searches) {
    const key = `${search.siteId}:${search.keyword}`;
    if (!ids.has(key)) {
      const [inserted] = await t.db
        .insert(keywords)
        .values({ siteId: search.siteId, keyword: search.keyword, source: 'seed', suggestRank: 1 })
        .returning({ id: keywords.id });
      ids.set(key, inserted?.id ?? 0);
    }
  }
  for (const search of searches) {
    await crawlKeyword(
      { db: t.db, search: fixtureSource(search.slotAt) },
      { keywordId: ids.get(`${search.siteId}:${search.keyword}`) ?? 0, slotAt: search.slotAt },
    );
  }
  for (const back of [1, 2, 3]) await deriveDay(t.db, day(back));

  const silverUser = await t.signedInUser({ plan: 'Silver' });
  silver = { token: silverUser.token, id: silverUser.id };
  old = await t.signedInUser({ plan: 'Old' });
  const [account] = await t.db
    .insert(rankingAccounts)
    .values({ userId: silver.id, sellerName: 'werkzeug-profi' })
    .returning({ id: rankingAccounts.id });
  await t.db.insert(listings).values({
    accountId: account?.id ?? 0,
    itemNumber: mine,
    siteId: 77,
    title: 'Akku Bohrschrauber 18V mit 2 Akkus',
    imageUrl: 'https://i.example.test/bohrschrauber.jpg',
  });
});

describe('reverse tracker: POST /ranking/check', () => {
  it('finds every keyword of the item and the competitor over the last 7 days, with places, times and itemOf', async () => {
    const answer = await check(silver.token, {
      itemNumber: mine,
      competitorItemNumber: rival,
      timeRange: 'last7days',
    });
    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result).toMatchObject({ fromDate: day(8), toDate: day(1), canSeeDetails: true });
    expect(result.filtered.keywords.map((k) => k.keyword)).toEqual([
      'akku bohrschrauber',
      'cordless drill',
      'bohrschrauber set',
      'drill driver kit',
    ]);
    expect(row(result, 'akku bohrschrauber')).toMatchObject({
      sId: 77,
      itemOf: 'both',
      position: 2,
      competitorPosition: 4,
      advPosition: 0,
      createdTime: new Date(at(1, 12)).toISOString(),
      advCreatedTime: '0001-01-01T00:00:00.000Z',
      advItemPosition: [1],
      showInKeyword: 400,
      // Derived days: mine was the cheapest of yesterday's search, not of 'bohrschrauber set' (fillers at 20).
      isSuperPrice: true,
    });
    expect(row(result, 'bohrschrauber set')).toMatchObject({
      itemOf: 'myself',
      position: 7,
      advPosition: 1,
      advCreatedTime: new Date(at(1, 12)).toISOString(),
      isSuperPrice: false,
    });
    expect(row(result, 'cordless drill')).toMatchObject({ sId: 0, itemOf: 'competitor', position: 3 });
    expect(row(result, 'drill driver kit')).toMatchObject({
      sId: 3,
      itemOf: 'myself',
      position: 15,
      createdTime: new Date(at(2, 14)).toISOString(),
    });
    expect(row(result, 'akku bohrschrauber').value).toBeGreaterThan(0);
    expect(result.filtered).toMatchObject({
      totalKeywords: 4,
      organicKeywords: 4,
      sponsoredKeywords: 1,
      topOfferKeywords: 3,
    });
    expect(result.filtered.wordFrequency.slice(0, 3)).toEqual([
      { keyword: 'bohrschrauber', count: 2 },
      { keyword: 'drill', count: 2 },
      { keyword: 'akku', count: 1 },
    ]);
    // Yesterday: places 2 ('akku bohrschrauber') and 1 ('bohrschrauber set', sponsored) → BayScore 1.5;
    // organic 2 and 7 → 4.5; promoted 1. Title and picture from the caller's own import.
    expect(result.items).toEqual([
      {
        itemNumber: mine,
        title: 'Akku Bohrschrauber 18V mit 2 Akkus',
        pictureUrl: 'https://i.example.test/bohrschrauber.jpg',
        bayScore: 1.5,
        organicBayScore: 4.5,
        promotedBayScore: 1,
      },
      expect.objectContaining({ itemNumber: rival, title: '', pictureUrl: null, bayScore: 4 }),
    ]);
  });

  it('covers exactly the days of each time range', async () => {
    const keywordsOf = async (body: Omit<CheckBody, 'itemNumber'>) => {
      const answer = await check(silver.token, { itemNumber: mine, ...body });
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const yesterday = await keywordsOf({ timeRange: 'yesterday' });
    expect([yesterday.fromDate, yesterday.toDate]).toEqual([day(1), day(1)]);
    expect(yesterday.filtered.keywords.map((k) => k.keyword)).toEqual([
      'akku bohrschrauber',
      'bohrschrauber set',
    ]);

    const month = await keywordsOf({ timeRange: '30days' });
    expect([month.fromDate, month.toDate]).toEqual([day(31), day(1)]);
    expect(month.filtered.keywords[0]).toMatchObject({ keyword: 'bosch akku', position: 1 });

    const sixty = await keywordsOf({ timeRange: '60days' });
    expect([sixty.fromDate, sixty.toDate]).toEqual([day(59), day(1)]);

    // A custom range of one day three days back: 'akku bohrschrauber' 5th then, nothing else.
    const custom = await keywordsOf({ timeRange: 'custom', fromDate: day(3), toDate: day(3) });
    expect(custom.filtered.keywords.map((k) => [k.keyword, k.position])).toEqual([['akku bohrschrauber', 5]]);

    const missing = await check(silver.token, { itemNumber: mine, timeRange: 'custom' });
    expect(missing.status).toBe(400);
  });

  it('omits the competitor count and ads positions for roles without them (Old plan)', async () => {
    const answer = await check(old.token, { itemNumber: mine, timeRange: 'last7days' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.canSeeDetails).toBe(false);
    const first = answer.body.data.filtered.keywords[0];
    expect(first).toMatchObject({ keyword: 'akku bohrschrauber', position: 2 });
    expect(first).not.toHaveProperty('showInKeyword');
    expect(first).not.toHaveProperty('advItemPosition');
  });

  it('refuses Bronze and anonymous callers, and item numbers that are not numbers', async () => {
    const bronze = await t.signedInUser({ plan: 'Bronze' });
    expect((await check(bronze.token, { itemNumber: mine, timeRange: 'yesterday' })).status).toBe(403);
    expect((await t.post('/api/ranking/check', { itemNumber: mine, timeRange: 'yesterday' })).status).toBe(
      401,
    );
    const bad = await check(silver.token, { itemNumber: 'abc', timeRange: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('answers an item no search showed with no keywords', async () => {
    const answer = await check(silver.token, { itemNumber: filler(999), timeRange: '60days' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.filtered).toMatchObject({ keywords: [], totalKeywords: 0, wordFrequency: [] });
    expect(answer.body.data.items).toEqual([
      {
        itemNumber: filler(999),
        title: '',
        pictureUrl: null,
        bayScore: null,
        organicBayScore: null,
        promotedBayScore: null,
      },
    ]);
  });
});

describe('reverse tracker histories', () => {
  it('GET /ranking/{itemNumber}/position answers the place at every search of the keyword', async () => {
    const answer = await t.get<PositionPoint[]>(
      `/api/ranking/${mine}/position?keyword=${encodeURIComponent('Drill Driver Kit')}&eBaySiteId=3`,
      { token: silver.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { dateInMiliseconds: Date.parse(at(2, 10)), position: 12, ads: 0 },
      { dateInMiliseconds: Date.parse(at(2, 14)), position: 15, ads: 0 },
    ]);
    const sponsored = await t.get<PositionPoint[]>(
      `/api/ranking/${mine}/position?keyword=bohrschrauber%20set&eBaySiteId=77&fromDate=${day(1)}&toDate=${day(1)}`,
      { token: silver.token },
    );
    expect(sponsored.body.data).toEqual([{ dateInMiliseconds: Date.parse(at(1, 12)), position: 7, ads: 1 }]);
    // Not shown in a search of the range: the point says 0.
    const absent = await t.get<PositionPoint[]>(
      `/api/ranking/${rival}/position?keyword=akku%20bohrschrauber&eBaySiteId=77&fromDate=${day(3)}&toDate=${day(3)}`,
      { token: silver.token },
    );
    expect(absent.body.data).toEqual([{ dateInMiliseconds: Date.parse(at(3, 12)), position: 0, ads: 0 }]);
  });

  it('GET /ranking/check/{itemNumber}/chart counts organic and promoted keywords per day with the BayScores', async () => {
    const answer = await t.get<CheckChartPoint[]>(
      `/api/ranking/check/${mine}/chart?fromDate=${day(4)}&toDate=${day(1)}`,
      { token: silver.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        day: day(4),
        organicKeywords: 0,
        promotedKeywords: 0,
        bayScore: null,
        organicBayScore: null,
        promotedBayScore: null,
      },
      {
        day: day(3),
        organicKeywords: 1,
        promotedKeywords: 0,
        bayScore: 5,
        organicBayScore: 5,
        promotedBayScore: null,
      },
      // The newest search of the day counts: 15th at 14:00.
      {
        day: day(2),
        organicKeywords: 1,
        promotedKeywords: 0,
        bayScore: 15,
        organicBayScore: 15,
        promotedBayScore: null,
      },
      {
        day: day(1),
        organicKeywords: 2,
        promotedKeywords: 1,
        bayScore: 1.5,
        organicBayScore: 4.5,
        promotedBayScore: 1,
      },
    ]);
  });
});

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
