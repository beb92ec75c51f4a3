import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  caller,
  insertAccount,
  list,
  other,
  owner,
  today,
  useAccountCheckData,
} from './support/account-check-data.ts';

const t = useAccountCheckData();

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
      'itemNumber;sellerName;sku;title;category;eBaySiteId;starColor;isOptimized;hasVideo;variant;isEnded;existInTracking;averageReview;totalReviews;isPl;promotedWithAd;bidPercentagesItem;bidPercentagesTrending;yesterdayBayScore;todayBayScore;yesterdayScore;todayScore',
    );
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['1001', '1002', '1003', '1005']);
    expect(lines[1]).toBe(
      '1001;seller-a;BS-18;Akku Bohrschrauber 18V;Werkzeug;77;1;0;0;0;0;1;;;1;;;;7;5,5;0;3',
    );
    expect(lines[3]).toBe(
      `1003;seller-a;"'=HYPERLINK(""x"")";Hammer 100%_Stahl;Werkzeug;3;2;0;0;0;0;0;;;0;;;;3;;0;0`,
    );
    expect(lines[4]).toBe('1005;seller-a;Z-1;"Zange; rot";Werkzeug;77;0;0;0;1;0;0;;;0;;;;;20,25;0;4');
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
