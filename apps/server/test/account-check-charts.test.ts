import type {
  AccountKpi,
  GroupChartSeries,
  ItemKeywordPositions,
  ItemScorePoint,
} from '@baylytics/contract/account-check-charts';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/features/crawler/days.ts';
import { keywordIds, other, owner, today, useAccountCheckData } from './support/account-check-data.ts';

const t = useAccountCheckData();

describe('GET /ranking/account-kpi', () => {
  it("answers the account's KPI per day, oldest first; another user's account is notFound", async () => {
    const answer = await t.get<AccountKpi[]>('/api/ranking/account-kpi?account=seller-a', {
      token: owner.token,
    });
    expect(answer.body.data).toEqual([
      {
        createdDate: addDays(today, -1),
        medianSingle: 8.5,
        singlePositionScore: 12,
        medianVariant: null,
        variantPositionScore: 0,
      },
      {
        createdDate: today,
        medianSingle: 7.25,
        singlePositionScore: 14,
        medianVariant: 20.25,
        variantPositionScore: 4,
      },
    ]);
    const narrowed = await t.get<AccountKpi[]>(
      `/api/ranking/account-kpi?account=seller-a&fromDate=${today}`,
      {
        token: owner.token,
      },
    );
    expect(narrowed.body.data.map((k) => k.createdDate)).toEqual([today]);
    expect((await t.get('/api/ranking/account-kpi?account=seller-a', { token: other.token })).status).toBe(
      404,
    );
  });
});

describe('charts', () => {
  it('GET /ranking/{itemNumber}/chart: BayScore and position score per day of the last 60 days', async () => {
    const answer = await t.get<ItemScorePoint[]>('/api/ranking/1001/chart?eBaySiteId=77', {
      token: owner.token,
    });
    expect(answer.body.data).toHaveLength(60);
    expect(answer.body.data.at(-1)).toEqual({
      date: today,
      bayScore: 5.5,
      organicBayScore: 6,
      promotedBayScore: 4,
      positionScore: 3,
    });
    expect(answer.body.data.at(-3)).toMatchObject({ bayScore: null, positionScore: 0 });
    expect((await t.get('/api/ranking/1001/chart?eBaySiteId=3', { token: owner.token })).status).toBe(404);
    expect((await t.get('/api/ranking/1001/chart', { token: other.token })).status).toBe(404);
  });

  it('GET /ebayranking/{itemNumber}/chart: keywords with the place of the newest search per day', async () => {
    const answer = await t.get<{ keywords: ItemKeywordPositions[] }>(
      `/api/ebayranking/1001/chart?fromDate=${addDays(today, -7)}&toDate=${today}`,
      { token: owner.token },
    );
    expect(answer.body.data.keywords).toEqual([
      {
        keyword: 'akku',
        eBaySiteId: 77,
        isTracked: true,
        points: [{ date: today, position: 2, advPosition: 0 }],
      },
      {
        keyword: 'bohrer',
        eBaySiteId: 77,
        isTracked: false,
        points: [{ date: today, position: 3, advPosition: 1 }],
      },
    ]);
    expect((await t.get('/api/ebayranking/1001/chart', { token: other.token })).status).toBe(404);
  });

  it('GET /ranking/{itemNumber}/group-chart: scores, the tracked keywords and the SEO steps as flags', async () => {
    await t.post(
      '/api/seostep',
      { itemNumber: 1001, flag: 'Titel', description: 'Neuer Titel' },
      { token: owner.token },
    );
    const answer = await t.get<GroupChartSeries[]>('/api/ranking/1001/group-chart', { token: owner.token });
    const series = answer.body.data;
    expect(series.map((s) => s.id)).toEqual([
      'bayScore',
      'positionScore',
      `keyword-${keywordIds.akku}`,
      'seoSteps',
    ]);
    const todayMs = Date.parse(`${today}T00:00:00Z`);
    expect(series[2]?.name).toBe('akku');
    expect(series[2]?.data.at(-1)).toEqual([todayMs, 2]);
    expect(series[2]?.data.at(-2)).toEqual([todayMs - 86_400_000, null]);
    expect(series[3]).toMatchObject({
      chartType: 'flags',
      shape: 'flag',
      data: [{ x: todayMs, title: 'Titel', text: 'Neuer Titel' }],
    });
    expect((await t.get('/api/ranking/1001/group-chart', { token: other.token })).status).toBe(404);
  });
});

describe('GET /ranking/send-report/{itemNumber}', () => {
  it("mails the caller the listing's report in their language; another user's item is notFound", async () => {
    const answer = await t.get<{ sentTo: string }>('/api/ranking/send-report/1001', { token: owner.token });
    expect(answer.status).toBe(200);
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ kind: 'rankingReport', to: answer.body.data.sentTo });
    expect(mail?.data).toMatchObject({
      itemNumber: '1001',
      title: 'Akku Bohrschrauber 18V',
      day: today,
      todayScore: 3,
      keywordCount: 2,
    });
    expect((await t.get('/api/ranking/send-report/1001', { token: other.token })).status).toBe(404);
  });
});
