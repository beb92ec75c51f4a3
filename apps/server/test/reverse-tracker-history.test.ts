import type { CheckChartPoint, PositionPoint } from '@baylytics/contract/reverse-tracker';
import { describe, expect, it } from 'vitest';
import { at, day, mine, rival, silver, useReverseTrackerData } from './support/reverse-tracker-searches.ts';

const t = useReverseTrackerData();

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
