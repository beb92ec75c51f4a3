import { rankingList } from '@baylytics/contract/account-check';
import type {
  AccountKpi,
  GroupChartSeries,
  ItemKeywordPositions,
  ItemScorePoint,
} from '@baylytics/contract/account-check-charts';
import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { StarColor } from '@baylytics/contract/account-check-star-colors';
import { envelopeOf } from '@baylytics/contract/envelope';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, dayOf } from '../src/features/crawler/days.ts';
import { ensurePartition } from '../src/features/crawler/partitions.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

interface Caller {
  id: number;
  token: string;
}
let owner: Caller;
let other: Caller;
let today: string;
let accountId: number;
let keywordIds: { akku: number; bohrer: number };

interface ListingFixture {
  item: number;
  title: string;
  sku: string;
  site?: number;
  today: number | null;
  yesterday: number | null;
  score: number;
  star?: number;
  optimized?: boolean;
  video?: string;
  ended?: boolean;
  variations?: boolean;
  /** Held a sponsored place today (the derivation copies this from the day's promoted BayScore). */
  promoted?: boolean;
}

/**
 * The owner's account 'seller-a' (hand-checked): by today's BayScore desc (nulls last) the live listings are
 * 1005 (20.25), 1002 (12), 1001 (5.5), 1003 (none); 1004 has ended and never shows.
 */
const ownerListings: ListingFixture[] = [
  {
    item: 1001,
    title: 'Akku Bohrschrauber 18V',
    sku: 'BS-18',
    today: 5.5,
    yesterday: 7,
    score: 3,
    star: 1,
    promoted: true,
  },
  {
    item: 1002,
    title: 'Bosch Akku Set',
    sku: 'SET-1',
    today: 12,
    yesterday: 10,
    score: 1,
    optimized: true,
    video: 'v-1',
  },
  {
    item: 1003,
    title: 'Hammer 100%_Stahl',
    sku: '=HYPERLINK("x")',
    site: 3,
    today: null,
    yesterday: 3,
    score: 0,
    star: 2,
  },
  { item: 1004, title: 'Alte Zange', sku: 'OLD', today: 1, yesterday: 1, score: 9, ended: true },
  { item: 1005, title: 'Zange; rot', sku: 'Z-1', today: 20.25, yesterday: null, score: 4, variations: true },
];

async function insertAccount(userId: number, sellerName: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${userId}, ${sellerName}) returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no account');
  return id;
}

async function insertListing(account: number, l: ListingFixture): Promise<void> {
  await t.db.execute(sql`
    insert into listings (account_id, item_number, site_id, title, sku, category_name, has_variations, is_ended,
      star_color, is_optimized, video_id, today_bay_score, yesterday_bay_score, today_score, yesterday_score, is_pl)
    values (${account}, ${l.item}, ${l.site ?? 77}, ${l.title}, ${l.sku}, 'Werkzeug', ${l.variations ?? false},
      ${l.ended ?? false}, ${l.star ?? 0}, ${l.optimized ?? false}, ${l.video ?? null}, ${l.today}, ${l.yesterday},
      ${l.score}, 0, ${l.promoted ?? false})`);
}

async function insertKeyword(keyword: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into keywords (site_id, keyword, source) values (77, ${keyword}, 'seed') returning id`,
  );
  return rows[0]?.id ?? 0;
}

async function insertSnapshot(keywordId: number, at: string, items: number[], sponsored: number[]) {
  await t.db.execute(sql`
    insert into search_snapshots (keyword_id, crawled_at, item_numbers, sponsored_positions, total_results)
    values (${keywordId}, ${at}, ${`{${items.join(',')}}`}::bigint[], ${`{${sponsored.join(',')}}`}::smallint[], 500)`);
}

async function caller(roles: ('EbayRankingGold' | 'EbayRankingBronze')[] = ['EbayRankingGold']) {
  const user = await t.signedInUser({ grantedRoles: roles });
  return { id: user.id, token: user.token };
}

const list = async (query: string, who: Caller = owner) => {
  const answer = await t.get<RankingItem[]>(`/api/ranking${query ? `?${query}` : ''}`, { token: who.token });
  // The server sends this answer without a run-time check: every answer here is held to the contract.
  if (answer.status === 200)
    envelopeOf(rankingList.data).extend({ total: z.number().int() }).strict().parse(answer.body);
  return answer;
};
const itemsOf = (rows: RankingItem[]) => rows.map((row) => row.itemNumber);

beforeAll(async () => {
  owner = await caller();
  other = await caller();
  today = dayOf(t.clock.now());
  accountId = await insertAccount(owner.id, 'seller-a');
  for (const listing of ownerListings) await insertListing(accountId, listing);
  const otherAccount = await insertAccount(other.id, 'seller-b');
  await insertListing(otherAccount, {
    item: 2001,
    title: 'Akku fremd',
    sku: 'B-1',
    today: 3,
    yesterday: 3,
    score: 2,
  });

  keywordIds = { akku: await insertKeyword('akku'), bohrer: await insertKeyword('bohrer') };
  await t.db.execute(sql`
    insert into tracked_keywords (user_id, item_number, site_id, keyword, keyword_id, is_selected)
    values (${owner.id}, 1001, 77, 'akku', ${keywordIds.akku}, true)`);
  // Today 1001 held a sponsored place (promoted BayScore 4): a promoted listing. 1002 only organic ones.
  await t.db.execute(sql`
    insert into item_daily_scores (item_number, day, bay_score, organic_bay_score, promoted_bay_score, position_score)
    values (1001, ${today}, 5.5, 6, 4, 3), (1002, ${today}, 12, 12, null, 1),
           (1001, ${addDays(today, -1)}, 7, 7, null, 2)`);
  await t.db.execute(sql`
    insert into account_daily_kpis (account_id, day, median_single, single_position_score, median_variant, variant_position_score)
    values (${accountId}, ${addDays(today, -1)}, 8.5, 12, null, 0), (${accountId}, ${today}, 7.25, 14, 20.25, 4)`);

  await ensurePartition(t.db, today);
  // 'akku' searched twice today: the newer search counts (1001 2nd organic, 1002 3rd).
  await insertSnapshot(keywordIds.akku, `${today}T00:10:00Z`, [1001, 7], []);
  await insertSnapshot(keywordIds.akku, `${today}T00:40:00Z`, [9, 1001, 1002], [1]);
  // 'bohrer': 1001 sponsored at place 1 and organic at place 3.
  await insertSnapshot(keywordIds.bohrer, `${today}T00:20:00Z`, [1001, 5, 1001], [1]);
});

describe('GET /ranking', () => {
  it("answers the caller's live listings by today's BayScore, worst first, without a score last; total", async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    expect(itemsOf(answer.body.data)).toEqual([1005, 1002, 1001, 1003]);
    expect(answer.body.total).toBe(4);
  });

  it('fills a row from the stored listing, the daily scores and the tracked keywords; campaign data stays empty', async () => {
    const row = (await list('search=1001')).body.data[0];
    expect(row).toEqual({
      itemNumber: 1001,
      sellerName: 'seller-a',
      sku: 'BS-18',
      title: 'Akku Bohrschrauber 18V',
      category: 'Werkzeug',
      imagePath: null,
      eBaySiteId: 77,
      starColor: 1,
      isOptimized: false,
      hasVideo: false,
      videoId: null,
      variant: false,
      isEnded: false,
      existInTracking: true,
      averageReview: null,
      reviewSummary: null,
      totalReviews: null,
      promotedWithAd: null,
      isPla: null,
      isPl: true,
      bidPercentage: null,
      bidPercentagesItem: [],
      bidPercentagesTrending: [],
      yesterdayBayScore: 7,
      todayBayScore: 5.5,
      yesterdayScore: 0,
      todayScore: 3,
    });
  });

  it.each([
    ['search=akku', [1002, 1001]],
    ['search=AKKU&sku=set', [1002]],
    ['search=%25', [1003]],
    ['search=_', [1003]],
    ['search=1003', [1003]],
    ['starColor=2', [1003]],
    ['isOptimized=true', [1002]],
    ['isOptimized=false', [1005, 1001, 1003]],
    ['hasVideo=true', [1002]],
    ['hasVideo=false', [1005, 1001, 1003]],
    ['promotedListing=true', [1001]],
    ['promotedListing=false', [1005, 1002, 1003]],
    ['fromTodayMedianPosition=5&toTodayMedianPosition=12', [1002, 1001]],
    ['fromTodayMedianPosition=13', [1005]],
    ['eBaySiteId=3', [1003]],
    ['promotedWithAd=RECOMMENDED', []],
    ['accounts=SELLER-A&starColor=1', [1001]],
  ])('filters %s', async (query, expected) => {
    const answer = await list(query);
    expect(answer.status).toBe(200);
    expect(itemsOf(answer.body.data)).toEqual(expected);
    expect(answer.body.total).toBe(expected.length);
  });

  it.each([
    ['orderBy=title&direction=asc', [1001, 1002, 1003, 1005]],
    ['orderBy=todayBayScore&direction=asc', [1001, 1002, 1005, 1003]],
    ['orderBy=yesterdayBayScore&direction=desc', [1002, 1001, 1003, 1005]],
    ['orderBy=itemNumber&direction=desc', [1005, 1003, 1002, 1001]],
    ['orderBy=starColor&direction=asc', [1002, 1005, 1001, 1003]],
    ['orderBy=todayScore&direction=desc', [1005, 1001, 1002, 1003]],
  ])('sorts %s (item number breaks ties)', async (query, expected) => {
    expect(itemsOf((await list(query)).body.data)).toEqual(expected);
  });

  it('pages with a 1-based page index; total counts every match', async () => {
    const answer = await list('pageSize=2&pageIndex=2');
    expect(itemsOf(answer.body.data)).toEqual([1001, 1003]);
    expect(answer.body.total).toBe(4);
  });

  it("shows another user only their own listings and refuses the owner's seller name", async () => {
    expect(itemsOf((await list('', other)).body.data)).toEqual([2001]);
    expect((await list('accounts=seller-a', other)).body).toMatchObject({
      statusCode: 404,
      message: 'notFound',
    });
    expect((await list('accounts=nobody')).status).toBe(404);
  });

  it('keeps the unfiltered total right as listings are imported, ended, revived, deleted and the account goes', async () => {
    const seller = await caller();
    const account = await insertAccount(seller.id, 'seller-count');
    const total = async () => (await list('pageSize=25', seller)).body.total;
    // One statement adds many (as an import page does), then single rows, one of them ended.
    await t.db.execute(sql`
      insert into listings (account_id, item_number, site_id, title)
      select ${account}, n, 77, 'Artikel ' || n from generate_series(5001, 5030) as n`);
    await insertListing(account, {
      item: 5031,
      title: 'Einzeln',
      sku: 'E',
      today: 3,
      yesterday: 3,
      score: 1,
    });
    await insertListing(account, {
      item: 5032,
      title: 'Beendet',
      sku: 'B',
      today: null,
      yesterday: null,
      score: 0,
      ended: true,
    });
    expect(await total()).toBe(31);
    // The daily derivation rewrites scores of every listing: the count stays.
    await t.db.execute(sql`update listings set today_score = today_score + 1 where account_id = ${account}`);
    expect(await total()).toBe(31);
    // A re-import ends ten listings and revives the ended one.
    await t.db.execute(sql`
      update listings set is_ended = not is_ended
      where account_id = ${account} and (item_number between 5001 and 5010 or item_number = 5032)`);
    expect(await total()).toBe(22);
    // A filter still counts the rows it matches: of the live ones only 5031 has a BayScore.
    expect((await list('pageSize=25&fromTodayMedianPosition=0', seller)).body.total).toBe(1);
    await t.db.execute(sql`delete from listings where account_id = ${account} and item_number > 5025`);
    expect(await total()).toBe(15);
    await t.db.execute(sql`delete from ranking_accounts where id = ${account}`);
    expect((await list('', seller)).body).toMatchObject({ statusCode: 200, data: [], total: 0 });
  });

  it('answers an empty page to a user without accounts', async () => {
    const answer = await list('', await caller());
    expect(answer.body).toMatchObject({ statusCode: 200, data: [], total: 0 });
  });

  it('refuses a Bronze user (the account check is Gold and up)', async () => {
    expect((await list('', await caller(['EbayRankingBronze']))).status).toBe(403);
  });
});

describe('GET /ranking/export', () => {
  const csvOf = async (query: string, who: Caller = owner) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/ranking/export${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    return answer;
  };

  it("streams the filter result as CSV: BOM, field-name header, ';', decimal comma, formula guard", async () => {
    const answer = await csvOf('orderBy=itemNumber&direction=asc');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain(`account-check-${today}.csv`);
    const lines = answer.payload.replace(/^\uFEFF/, '').split('\r\n');
    expect(answer.payload.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      'itemNumber;sellerName;sku;title;category;eBaySiteId;starColor;isOptimized;hasVideo;variant;isEnded;existInTracking;averageReview;totalReviews;isPl;yesterdayBayScore;todayBayScore;yesterdayScore;todayScore',
    );
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['1001', '1002', '1003', '1005']);
    expect(lines[1]).toBe('1001;seller-a;BS-18;Akku Bohrschrauber 18V;Werkzeug;77;1;0;0;0;0;1;;;1;7;5,5;0;3');
    expect(lines[3]).toBe(
      `1003;seller-a;"'=HYPERLINK(""x"")";Hammer 100%_Stahl;Werkzeug;3;2;0;0;0;0;0;;;0;3;;0;0`,
    );
    expect(lines[4]).toBe('1005;seller-a;Z-1;"Zange; rot";Werkzeug;77;0;0;0;1;0;0;;;0;;20,25;0;4');
    expect(lines.at(-1)).toBe('');
  });

  it('exports only what the filter finds, and nothing of another user', async () => {
    const answer = await csvOf('search=akku', other);
    const lines = answer.payload.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith('2001;seller-b;')).toBe(true);
    expect((await csvOf('accounts=seller-a', other)).statusCode).toBe(404);
  });

  it('stops at 10,000 rows', async () => {
    const big = await caller();
    const account = await insertAccount(big.id, 'big-seller');
    await t.db.execute(sql`
      insert into listings (account_id, item_number, site_id, title, today_bay_score)
      select ${account}, 500000 + i, 77, 'Artikel ' || i, i % 100 from generate_series(1, 10050) i`);
    const answer = await csvOf('', big);
    const lines = answer.payload.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 10_000);
    expect((await list('pageSize=1', big)).body.total).toBe(10_050);
  });
});

describe('changing colours and flags', () => {
  it("sets one listing's star colour; another user gets 404 for it", async () => {
    const put = (who: Caller, color: number) =>
      t.request('PUT', '/api/ranking/update-ebay-item-star-color', {
        token: who.token,
        body: { itemNumber: 1005, color },
      });
    expect((await put(owner, 4)).body.data).toEqual({ itemNumber: 1005, starColor: 4 });
    expect((await put(other, 5)).body).toMatchObject({ statusCode: 404, message: 'notFound' });
    expect((await list('starColor=4')).body.data.map((r) => r.itemNumber)).toEqual([1005]);
    expect((await put(owner, 6)).status).toBe(400);
    await put(owner, 0);
  });

  it('toggles and sets the optimized flag of one listing', async () => {
    const toggle = await t.request<{ isOptimized: boolean }>(
      'PUT',
      '/api/ranking/toogle-ebay-item-optimized',
      {
        token: owner.token,
        body: { itemNumber: 1001 },
      },
    );
    expect(toggle.body.data).toEqual({ itemNumber: 1001, isOptimized: true });
    const set = await t.request('PUT', '/api/ranking/set-ebay-item-optimized', {
      token: owner.token,
      body: { itemNumber: 1001, value: false },
    });
    expect(set.body.data).toEqual({ itemNumber: 1001, isOptimized: false });
    const foreign = await t.request('PUT', '/api/ranking/toogle-ebay-item-optimized', {
      token: other.token,
      body: { itemNumber: 1001 },
    });
    expect(foreign.status).toBe(404);
  });

  it('bulk changes touch only the rows the filter finds, of the caller only', async () => {
    const colour = await t.request<{ updated: number }>(
      'PUT',
      '/api/ranking/set-ebay-item-star-color-on-search',
      {
        token: owner.token,
        body: { search: 'akku', value: 5 },
      },
    );
    expect(colour.body.data).toEqual({ updated: 2 });
    expect(itemsOf((await list('starColor=5')).body.data)).toEqual([1002, 1001]);
    expect(itemsOf((await list('starColor=5', other)).body.data)).toEqual([]);

    const optimized = await t.request<{ updated: number }>(
      'PUT',
      '/api/ranking/set-ebay-item-optimized-on-search',
      {
        token: owner.token,
        body: { starColor: 5, value: true },
      },
    );
    // 1002 was optimized already: only 1001 changes.
    expect(optimized.body.data).toEqual({ updated: 1 });
    expect(itemsOf((await list('isOptimized=true')).body.data)).toEqual([1002, 1001]);
    expect(itemsOf((await list('isOptimized=true', other)).body.data)).toEqual([]);
    // The ended listing matched 'akku'? No: it is 'Alte Zange'; it also keeps its colour after an unfiltered bulk.
    await t.request('PUT', '/api/ranking/set-ebay-item-star-color-on-search', {
      token: owner.token,
      body: { value: 0 },
    });
    const { rows } = await t.db.execute<{ item: string; star: number }>(
      sql`select item_number as item, star_color as star from listings where item_number in (1004, 2001) order by 1`,
    );
    expect(rows.map((r) => r.star)).toEqual([0, 0]);
    await t.request('PUT', '/api/ranking/set-ebay-item-optimized-on-search', {
      token: owner.token,
      body: { value: false, accounts: ['seller-a'] },
    });
    expect((await list('isOptimized=true')).body.total).toBe(0);
  });
});

describe('DELETE /ranking/{itemNumber}', () => {
  it('removes a listing no keyword found today, refuses a ranked one and another user', async () => {
    await insertListing(accountId, {
      item: 1006,
      title: 'Nirgends gefunden',
      sku: 'N-1',
      today: null,
      yesterday: 4,
      score: 0,
    });
    const remove = (who: Caller, itemNumber: number) =>
      t.request('DELETE', `/api/ranking/${itemNumber}`, { token: who.token });

    expect((await remove(other, 1006)).body).toMatchObject({ statusCode: 404, message: 'notFound' });
    // 1002 ranks today (position score 1): it stays.
    expect((await remove(owner, 1002)).body).toMatchObject({ statusCode: 409, message: 'itemStillRanked' });
    expect(itemsOf((await list('pageSize=200')).body.data)).toContain(1006);

    expect((await remove(owner, 1006)).body.data).toEqual({ itemNumber: 1006, deleted: 1 });
    const after = itemsOf((await list('pageSize=200')).body.data);
    expect(after).not.toContain(1006);
    expect(after).toContain(1002);
    expect((await remove(owner, 1006)).status).toBe(404);
  });
});

describe('star colours', () => {
  it("answers every colour with default texts, then the caller's own; an empty text restores the default", async () => {
    const colours = await t.get<StarColor[]>('/api/ranking/star-color', { token: owner.token });
    expect(colours.body.data).toHaveLength(6);
    expect(colours.body.data[1]).toEqual({
      id: 1,
      color: '#fa5252',
      text: 'accountCheck.starColors.red',
      isDefault: true,
    });

    const set = await t.request<StarColor[]>('PUT', '/api/ranking/set-star-color-text', {
      token: owner.token,
      body: { id: 1, text: '  Top-Seller ' },
    });
    expect(set.body.data[1]).toEqual({ id: 1, color: '#fa5252', text: 'Top-Seller', isDefault: false });
    const others = await t.get<StarColor[]>('/api/ranking/star-color', { token: other.token });
    expect(others.body.data[1]?.isDefault).toBe(true);

    const reset = await t.request<StarColor[]>('PUT', '/api/ranking/set-star-color-text', {
      token: owner.token,
      body: { id: 1, text: '' },
    });
    expect(reset.body.data[1]?.isDefault).toBe(true);
  });
});

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

describe('PUT /ranking/change-account-name', () => {
  it("points the account at another of the caller's connected eBay names, keeping its listings", async () => {
    const rename = (who: Caller, oldSellerName: string, newSellerName: string) =>
      t.request<{ sellerName: string }>('PUT', '/api/ranking/change-account-name', {
        token: who.token,
        body: { oldSellerName, newSellerName },
      });
    expect((await rename(owner, 'seller-a', 'not-connected')).body.message).toBe('ebayAccountNotConnected');
    expect((await rename(other, 'seller-a', 'x')).status).toBe(404);

    await t.createEbayToken(owner.id, { username: 'seller-a-neu' });
    const answer = await rename(owner, 'seller-a', 'SELLER-A-NEU');
    expect(answer.body.data).toEqual({ sellerName: 'seller-a-neu' });
    expect((await list('accounts=seller-a-neu')).body.total).toBe(4);
    expect((await list('accounts=seller-a')).status).toBe(404);
  });
});
