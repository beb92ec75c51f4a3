import type {
  ChartSeries,
  KeywordSuggestion,
  Limitation,
  RankedItemGroup,
} from '@baylytics/contract/my-ranking';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackedKeywords } from '../src/db/schema/ranking.ts';
import { startBackfill } from '../src/features/crawler/backfill.ts';
import { scheduleCrawls } from '../src/features/crawler/crawl-schedule.ts';
import { addDays, dayOf } from '../src/features/crawler/days.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

interface Snapshot {
  crawledAt: Date;
  items: number[];
  sponsored: number[];
}

/** The newest search of a keyword on a UTC day, as the crawler stored it. */
async function newestSnapshot(keyword: string, day: string): Promise<Snapshot> {
  const { rows } = await t.db.execute<{
    crawled_at: Date;
    item_numbers: string[];
    sponsored_positions: number[];
  }>(
    sql`select s.crawled_at, s.item_numbers, s.sponsored_positions from search_snapshots s
        join keywords k on k.id = s.keyword_id
        where k.keyword = ${keyword} and k.site_id = 77
          and s.crawled_at >= ${`${day}T00:00:00Z`}::timestamptz
          and s.crawled_at < ${`${addDays(day, 1)}T00:00:00Z`}::timestamptz
        order by s.crawled_at desc limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no search of ${keyword} on ${day}`);
  return {
    crawledAt: new Date(row.crawled_at),
    items: row.item_numbers.map(Number),
    sponsored: row.sponsored_positions.map(Number),
  };
}

/** Places by hand: position = index + 1; organic = first place not sponsored, ads = first sponsored place. */
function placesOf(snapshot: Snapshot, item: number): { organic: number; ads: number } {
  const places = snapshot.items.flatMap((n, index) => (n === item ? [index + 1] : []));
  return {
    organic: places.find((p) => !snapshot.sponsored.includes(p)) ?? 0,
    ads: places.find((p) => snapshot.sponsored.includes(p)) ?? 0,
  };
}

const auth = (token: string) => ({ token });
const track = (token: string, itemNumber: number, keywords: string[]) =>
  t.post('/api/ebayranking/add-keywords', { itemNumber, countryId: 1, keywords }, auth(token));
const form = (token: string) => ({
  token,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const today = dayOf(new Date());
const yesterday = addDays(today, -1);
let keywordA = '';
let keywordB = '';
/** An item found organically for keywordA today, and one in a sponsored place (if the search had one). */
let organicItem = 0;
let sponsoredItem = 0;
let liveItems: number[] = [];
const live = (index: number) => liveItems[index] ?? 0;

beforeAll(async () => {
  [keywordA = '', keywordB = ''] = await t.ebay.client.autocomplete(77, 'k');
  if (!keywordA || !keywordB) throw new Error('the demo market suggests nothing for k');
  // Someone tracks both keywords, so the backfill (yesterday) and the scheduler (today) search them.
  // Live listings of the demo market, ascending: only a live listing's keywords are tracked.
  const found = await t.ebay.client.searchItems({ siteId: 77, q: keywordA, limit: 20 });
  liveItems = [...new Set(found.items.map((item) => Number(item.legacyItemId)))].sort((a, b) => a - b);
  const seeder = await t.signedInUser({ plan: 'Gold' });
  await track(seeder.token, liveItems[0] ?? 0, [keywordA, keywordB]);
  expect(await startBackfill(engine.deps, 1)).toBe(true);
  await scheduleCrawls(t.db, engine.deps.jobs, new Date());
  await engine.drain();
  const now = await newestSnapshot(keywordA, today);
  organicItem = now.items.find((_, index) => !now.sponsored.includes(index + 1)) ?? 0;
  sponsoredItem = now.sponsored.length > 0 ? (now.items[(now.sponsored[0] ?? 1) - 1] ?? 0) : 0;
  expect(organicItem).toBeGreaterThan(0);
});

describe('My Ranking', () => {
  it("adds keywords, counts them against the plan and shows yesterday's and today's places from the crawler's searches", async () => {
    const bronze = await t.signedInUser({ plan: 'Bronze' });
    const before = await t.get<Limitation>(
      '/api/ebayranking/keyword-and-premium-limitation',
      auth(bronze.token),
    );
    expect(before.body.data).toEqual({
      totalKeywords: 0,
      keywordLimitation: 50,
      totalPremiums: 0,
      premiumLimitation: 5,
    });

    const added = await t.post<{ added: number }>(
      '/api/ebayranking/add-keywords',
      { itemNumber: organicItem, countryId: 1, keywords: [` ${keywordA.toUpperCase()} `, '', keywordB] },
      auth(bronze.token),
    );
    expect(added.status).toBe(200);
    expect(added.body.data.added).toBe(2);
    if (sponsoredItem && sponsoredItem !== organicItem)
      await t.post(
        '/api/ebayranking/add-keywords',
        { itemNumber: sponsoredItem, countryId: 1, keywords: [keywordA] },
        auth(bronze.token),
      );
    const after = await t.get<Limitation>(
      '/api/ebayranking/keyword-and-premium-limitation',
      auth(bronze.token),
    );
    expect(after.body.data.totalKeywords).toBe(sponsoredItem && sponsoredItem !== organicItem ? 3 : 2);

    const list = await t.get<RankedItemGroup[]>(
      '/api/ebayranking?pageIndex=1&orderBy=itemNumber',
      auth(bronze.token),
    );
    expect(list.status).toBe(200);
    const group = list.body.data.find((g) => g.itemNumber === organicItem);
    expect(group?.keywords.map((k) => k.keywords).sort()).toEqual([keywordA, keywordB].sort());
    expect(group?.eBaySiteUrl).toBe(`https://www.ebay.de/itm/${organicItem}`);
    // Not imported by anyone: the facts come from eBay (the stand-in) by item number.
    expect(group?.title).not.toBe('');
    expect(group?.sellerName).not.toBe('');
    expect(group?.expired).toBe(false);

    for (const [item, keyword] of [
      [organicItem, keywordA],
      [organicItem, keywordB],
      [sponsoredItem, keywordA],
    ] as const) {
      const row = list.body.data
        .find((g) => g.itemNumber === item)
        ?.keywords.find((k) => k.keywords === keyword);
      if (!row) continue;
      const y = placesOf(await newestSnapshot(keyword, yesterday), item);
      const d = placesOf(await newestSnapshot(keyword, today), item);
      expect(row).toMatchObject({
        position1: y.organic,
        position1ADS: y.ads,
        position2: d.organic,
        position2ADS: d.ads,
      });
      expect(row).toMatchObject({
        flag: 'DE',
        globalId: 'EBAY-DE',
        eBaySiteId: 77,
        premiumKeyword: false,
        isSelected: false,
      });
    }
    const todayA = await newestSnapshot(keywordA, today);
    const rowA = group?.keywords.find((k) => k.keywords === keywordA);
    expect(rowA?.position2).toBe(todayA.items.indexOf(organicItem) + 1);
    if (sponsoredItem && sponsoredItem !== organicItem) {
      const sponsoredRow = list.body.data.find((g) => g.itemNumber === sponsoredItem)?.keywords[0];
      expect(sponsoredRow?.position2ADS).toBe(todayA.sponsored[0]);
    }

    // The search box narrows by keyword, title or number.
    const narrowed = await t.get<RankedItemGroup[]>(
      `/api/ebayranking?keyword=${encodeURIComponent(keywordB)}`,
      auth(bronze.token),
    );
    expect(narrowed.body.data.map((g) => g.itemNumber)).toEqual([organicItem]);
    expect(narrowed.body.total).toBe(1);
  });

  it('draws a keyword row from every search in the window and suggests the keywords an item ranked for yesterday', async () => {
    const silver = await t.signedInUser({ plan: 'Silver' });
    await t.post(
      '/api/ebayranking/add-keywords',
      { itemNumber: organicItem, countryId: 1, keywords: [keywordA] },
      auth(silver.token),
    );
    const [row] = await t.db
      .select()
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${silver.id}`);
    const chart = await t.get<ChartSeries[]>(`/api/ebayranking/${row?.id}/single-chart`, auth(silver.token));
    expect(chart.status).toBe(200);
    const organic = chart.body.data.find((s) => s.shape === 'organic');
    const yesterdayPlace = placesOf(await newestSnapshot(keywordA, yesterday), organicItem).organic;
    const todaySnapshot = await newestSnapshot(keywordA, today);
    expect(organic?.name).toBe(keywordA);
    expect(organic?.data.at(-1)).toEqual([
      todaySnapshot.crawledAt.getTime(),
      placesOf(todaySnapshot, organicItem).organic,
    ]);
    expect(organic?.data).toContainEqual([Date.parse(`${yesterday}T12:00:00Z`), yesterdayPlace || null]);
    expect(chart.body.data.map((s) => s.shape).sort()).toEqual(['ads', 'organic']);

    // A 1-day window leaves yesterday's noon search out.
    const from = new Date(Date.now() - 60 * 60_000).toISOString();
    const short = await t.get<ChartSeries[]>(
      `/api/ebayranking/${row?.id}/single-chart?fromDate=${encodeURIComponent(from)}`,
      auth(silver.token),
    );
    expect(short.body.data[0]?.data.every(([at]) => at >= Date.parse(from) - 30 * 60_000)).toBe(true);

    // Suggestions: the keywords an item was found for yesterday, with its places, except those already tracked.
    const before = await newestSnapshot(keywordA, yesterday);
    // An item the user does not track keywordA for yet (it tracks it for organicItem).
    const yesterdayItem = before.items.find((item) => item !== organicItem) ?? 0;
    const suggestionsUrl = `/api/ebayranking/${yesterdayItem}/keywords?countryId=1&fromDate=${yesterday}&toDate=${yesterday}&pageSize=100`;
    const suggestions = await t.get<KeywordSuggestion[]>(suggestionsUrl, auth(silver.token));
    expect(suggestions.status).toBe(200);
    const expected = placesOf(before, yesterdayItem);
    expect(suggestions.body.data).toContainEqual({
      keyword: keywordA,
      position: expected.organic,
      advPosition: expected.ads,
    });
    await t.post(
      '/api/ebayranking/add-keywords',
      { itemNumber: yesterdayItem, countryId: 1, keywords: [keywordA] },
      auth(silver.token),
    );
    const tracked = await t.get<KeywordSuggestion[]>(suggestionsUrl, auth(silver.token));
    expect(tracked.body.data.map((s) => s.keyword)).not.toContain(keywordA);
    // Another site's keywords are not suggested.
    const us = await t.get<KeywordSuggestion[]>(
      suggestionsUrl.replace('countryId=1', 'countryId=2'),
      auth(silver.token),
    );
    expect(us.body.data).toEqual([]);
  });

  it('refuses keywords and premium keywords beyond the plan limit with keywordReachLimitation', async () => {
    const bronze = await t.signedInUser({ plan: 'Bronze' });
    const fifty = Array.from({ length: 50 }, (_, i) => `limit word ${i}`);
    const full = await t.post<{ added: number }>(
      '/api/ebayranking/add-keywords',
      { itemNumber: live(0), countryId: 1, keywords: fifty },
      auth(bronze.token),
    );
    expect(full.body.data.added).toBe(50);
    const over = await t.post(
      '/api/ebayranking/add-keywords',
      { itemNumber: live(1), countryId: 1, keywords: ['one more'] },
      auth(bronze.token),
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('keywordReachLimitation');

    const rows = await t.db
      .select()
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${bronze.id}`)
      .limit(6);
    for (const r of rows.slice(0, 5)) {
      const on = await t.request('PUT', '/api/ebayranking/update-premium-keywords', {
        ...auth(bronze.token),
        body: { keyword: r.id, isPremium: true },
      });
      expect(on.status).toBe(200);
    }
    const sixth = await t.request('PUT', '/api/ebayranking/update-premium-keywords', {
      ...auth(bronze.token),
      body: { keyword: rows[5]?.id, isPremium: true },
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('keywordReachLimitation');
    const summary = await t.get<Limitation>(
      '/api/ebayranking/keyword-and-premium-limitation',
      auth(bronze.token),
    );
    expect(summary.body.data).toEqual({
      totalKeywords: 50,
      keywordLimitation: 50,
      totalPremiums: 5,
      premiumLimitation: 5,
    });

    // Unknown country: nothing added.
    const badCountry = await t.post(
      '/api/ebayranking/add-keywords',
      { itemNumber: live(0), countryId: 9, keywords: ['x'] },
      auth(bronze.token),
    );
    expect(badCountry.status).toBe(400);
  });

  it("saves notes and the selected flag from the table editor's form data, deletes rows and items, moves an item's keywords", async () => {
    const owner = await t.signedInUser({ plan: 'Silver' });
    await track(owner.token, live(1), ['alpha', 'beta']);
    await track(owner.token, live(2), ['beta', 'gamma']);
    const rows = await t.db
      .select()
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${owner.id}`)
      .orderBy(trackedKeywords.id);
    const [alpha, beta] = rows;
    const body = `action=edit&data%5B${alpha?.id}%5D%5BisSelected%5D=true&data%5B${alpha?.id}%5D%5Bnotes%5D=${encodeURIComponent('Titel geändert & Preis')}&data%5B${beta?.id}%5D%5BisSelected%5D=true`;
    const edited = await t.request<{ id: number; isSelected: boolean; notes: string }[]>(
      'POST',
      '/api/ebayranking/datatables/update-row',
      { ...form(owner.token), body },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual([
      { id: alpha?.id, isSelected: true, notes: 'Titel geändert & Preis' },
      { id: beta?.id, isSelected: true, notes: '' },
    ]);
    const list = await t.get<RankedItemGroup[]>('/api/ebayranking?orderBy=itemNumber', auth(owner.token));
    expect(list.body.data[0]?.keywords.map((k) => [k.keywords, k.isSelected, k.notes])).toEqual([
      ['alpha', true, 'Titel geändert & Preis'],
      ['beta', true, ''],
    ]);

    // Moving the second item's keywords to the first: beta is already there and stays once; gamma moves.
    const moved = await t.post<{ moved: number }>(
      '/api/ebayranking/add-new-item',
      { oldItemNumber: live(2), newItemNumber: live(1) },
      auth(owner.token),
    );
    expect(moved.status).toBe(200);
    const afterMove = await t.get<RankedItemGroup[]>('/api/ebayranking', auth(owner.token));
    expect(afterMove.body.total).toBe(1);
    expect(afterMove.body.data[0]?.keywords.map((k) => k.keywords).sort()).toEqual([
      'alpha',
      'beta',
      'gamma',
    ]);

    const deleted = await t.request('DELETE', `/api/ebayranking/keyword/${alpha?.id}`, auth(owner.token));
    expect(deleted.status).toBe(200);
    const again = await t.request('DELETE', `/api/ebayranking/keyword/${alpha?.id}`, auth(owner.token));
    expect(again.status).toBe(404);
    const item = await t.request<{ deleted: number }>(
      'DELETE',
      `/api/ebayranking/${live(1)}`,
      auth(owner.token),
    );
    expect(item.body.data.deleted).toBe(2);
    const empty = await t.get<RankedItemGroup[]>('/api/ebayranking', auth(owner.token));
    expect(empty.body).toMatchObject({ data: [], total: 0 });
  });

  it("refuses another user's rows and items and saves nothing of them", async () => {
    const owner = await t.signedInUser({ plan: 'Bronze' });
    const other = await t.signedInUser({ plan: 'Gold' });
    await track(owner.token, live(3), ['private']);
    const [row] = await t.db
      .select()
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${owner.id}`);
    const id = row?.id ?? 0;

    const attempts = [
      await t.request('PUT', '/api/ebayranking/update-premium-keywords', {
        ...auth(other.token),
        body: { keyword: id, isPremium: true },
      }),
      await t.request('POST', '/api/ebayranking/datatables/update-row', {
        ...form(other.token),
        body: `action=edit&data[${id}][notes]=mine`,
      }),
      await t.request('POST', '/api/ebayranking/datatables/update-row', {
        ...auth(other.token),
        body: { action: 'edit', data: { [id]: { isSelected: 'true' } } },
      }),
      await t.get(`/api/ebayranking/${id}/single-chart`, auth(other.token)),
      await t.request('DELETE', `/api/ebayranking/keyword/${id}`, auth(other.token)),
      await t.request('DELETE', `/api/ebayranking/${live(3)}`, auth(other.token)),
      await t.post(
        '/api/ebayranking/add-new-item',
        { oldItemNumber: live(3), newItemNumber: live(2) },
        auth(other.token),
      ),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const otherList = await t.get<RankedItemGroup[]>('/api/ebayranking', auth(other.token));
    expect(otherList.body.total).toBe(0);

    const [unchanged] = await t.db.select().from(trackedKeywords).where(sql`${trackedKeywords.id} = ${id}`);
    expect(unchanged).toMatchObject({ itemNumber: live(3), notes: '', isSelected: false, isPremium: false });

    const noPlan = await t.signedInUser();
    expect((await t.get('/api/ebayranking', auth(noPlan.token))).status).toBe(403);
  });
});
