import { describe, expect, it } from 'vitest';
import {
  at,
  type CheckBody,
  check,
  day,
  filler,
  mine,
  old,
  rival,
  row,
  silver,
  useReverseTrackerData,
} from './support/reverse-tracker-searches.ts';

const t = useReverseTrackerData();

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
