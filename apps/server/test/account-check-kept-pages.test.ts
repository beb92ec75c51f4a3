import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/features/crawler/days.ts';
import { refreshListingScores } from '../src/features/crawler/derive-day.ts';
import { keywordIds, list, owner, today, useAccountCheckData } from './support/account-check-data.ts';

// The account check keeps a page's answer while nothing it shows has changed: every write, by the user, a job or
// by hand, shows on the next read of a page read before.
const t = useAccountCheckData();

const rowOf = async (itemNumber: number, query = '') => {
  const answer = await list(query);
  expect(answer.status).toBe(200);
  return answer.body.data.find((row) => row.itemNumber === itemNumber);
};

describe('a page read before', () => {
  it("shows the user's edit of a star colour and of the optimized mark at once", async () => {
    expect(await rowOf(1005)).toMatchObject({ starColor: 0, isOptimized: false });
    await t.request('PUT', '/api/ranking/update-ebay-item-star-color', {
      token: owner.token,
      body: { itemNumber: 1005, color: 3 },
    });
    expect(await rowOf(1005)).toMatchObject({ starColor: 3, isOptimized: false });
    await t.request('PUT', '/api/ranking/set-ebay-item-optimized', {
      token: owner.token,
      body: { itemNumber: 1005, value: true },
    });
    expect(await rowOf(1005)).toMatchObject({ starColor: 3, isOptimized: true });
  });

  it("shows a new day's scores as soon as the derivation has copied them", async () => {
    const before = await list('');
    expect(before.body.data.map((row) => [row.itemNumber, row.todayBayScore])).toEqual([
      [1005, 20.25],
      [1002, 12],
      [1001, 5.5],
      [1003, null],
    ]);
    const tomorrow = addDays(today, 1);
    await t.db.execute(sql`
      insert into item_daily_scores (item_number, day, bay_score, organic_bay_score, promoted_bay_score, position_score)
      values (1001, ${tomorrow}, 30, 30, null, 8), (1003, ${tomorrow}, 2.5, 2.5, null, 1)`);
    await refreshListingScores(t.db, tomorrow);
    const after = await list('');
    expect(after.body.data.map((row) => [row.itemNumber, row.todayBayScore, row.yesterdayBayScore])).toEqual([
      [1001, 30, 5.5],
      [1003, 2.5, null],
      [1002, null, 12],
      [1005, null, null],
    ]);
    expect(after.body.total).toBe(4);
  });

  it('shows a keyword tracked, a listing renamed and a listing added by other writers at once', async () => {
    expect(await rowOf(1002)).toMatchObject({ existInTracking: false, title: 'Bosch Akku Set' });
    await t.db.execute(sql`
      insert into tracked_keywords (user_id, item_number, site_id, keyword, keyword_id)
      values (${owner.id}, 1002, 77, 'bohrer', ${keywordIds.bohrer})`);
    expect(await rowOf(1002)).toMatchObject({ existInTracking: true, title: 'Bosch Akku Set' });
    await t.db.execute(sql`update listings set title = 'Bosch Akku Set 2' where item_number = 1002`);
    expect(await rowOf(1002)).toMatchObject({ title: 'Bosch Akku Set 2' });

    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from ranking_accounts where user_id = ${owner.id}`,
    );
    await t.db.execute(sql`
      insert into listings (account_id, item_number, site_id, title, sku, category_name, today_bay_score)
      values (${rows[0]?.id}, 1007, 77, 'Neu importiert', 'N-7', 'Werkzeug', 99)`);
    const page = await list('');
    expect(page.body.data[0]).toMatchObject({ itemNumber: 1007, title: 'Neu importiert' });
    expect(page.body.total).toBe(5);
  });
});
