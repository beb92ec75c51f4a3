import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  caller,
  insertAccount,
  insertListing,
  itemsOf,
  list,
  other,
  useAccountCheckData,
} from './support/account-check-data.ts';

const t = useAccountCheckData();

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
      isPla: false,
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
