import { gunzipSync } from 'node:zlib';
import { envelopeOf } from '@baylytics/contract/envelope';
import {
  type KeywordProRow,
  keywordProSearch,
  type RankingPositionRow,
} from '@baylytics/contract/keyword-pro';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemDailyScores, searchSnapshots } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { categories } from '../src/db/schema/research.ts';
import { ensurePartition } from '../src/features/crawler/partitions.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

// A hand-checked fixture on the UK site, in words no demo keyword uses.
const fixture = [
  { keyword: 'quolt zarn lamp', value: 90, showInKeyword: 500, categoryIds: [11, 12] },
  { keyword: 'quolt lamp', value: 70, showInKeyword: 300, categoryIds: [12] },
  { keyword: 'zarn shade', value: 80, showInKeyword: 200, categoryIds: [11] },
  { keyword: 'quolt-zarn cable', value: 40, showInKeyword: 100, categoryIds: [13] },
  { keyword: 'plain bulb', value: 95, showInKeyword: 900, categoryIds: [11] },
];
const site = 3;
const day = '2026-03-10';

async function search(token: string, query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  const answer = await t.get<KeywordProRow[]>(`/api/keyword/pro?${params}`, { token });
  // The server sends this large answer unchecked (isLargeAnswer): every answer here is held to the contract.
  if (answer.status === 200) envelopeOf(keywordProSearch.data).parse(answer.body);
  return answer;
}

beforeAll(async () => {
  // The category tree we hold names leaf 11; leaf 12 is missing from it (a category eBay has since dropped).
  await t.db
    .delete(categories)
    .where(and(eq(categories.siteId, site), inArray(categories.leafId, ['11', '12'])));
  await t.db.insert(categories).values({
    siteId: site,
    leafId: '11',
    l1Id: '10',
    l1Name: 'Lighting',
    l2Id: '11',
    l2Name: 'Lamp Shades',
  });
  const inserted = await t.db
    .insert(keywords)
    .values(fixture.map((row) => ({ siteId: site, source: 'seed', adsPositions: [2], ...row })))
    .returning({ id: keywords.id, keyword: keywords.keyword });
  const lamp = inserted.find((row) => row.keyword === 'quolt lamp');
  await ensurePartition(t.db, day);
  await t.db.insert(searchSnapshots).values({
    keywordId: lamp?.id ?? 0,
    crawledAt: new Date(`${day}T08:00:00Z`),
    itemNumbers: [7001, 7002, 7003],
    sponsoredPositions: [2],
    totalResults: 321,
  });
  await t.db.insert(itemDailyScores).values([
    { itemNumber: 7001, day, bayScore: 1.5, positionScore: 88 },
    { itemNumber: 7001, day: '2026-03-09', bayScore: 3, positionScore: 70 },
    { itemNumber: 7003, day, bayScore: 12, positionScore: 20 },
  ]);
});

describe('Keyword Pro search', () => {
  it('finds keywords with any of several terms, best value first, with the matched words marked', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const answer = await search(gold.token, { keyword: 'Quolt zarn', eBaySiteId: site });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.keyword)).toEqual([
      'quolt zarn lamp',
      'zarn shade',
      'quolt lamp',
      'quolt-zarn cable',
    ]);
    expect(answer.body.data[0]).toMatchObject({
      value: 90,
      showInKeyword: 500,
      adsPositions: [2],
      categoryIds: [11, 12],
      categoryNames: ['Lamp Shades', ''],
      highlight: [
        [0, 5],
        [6, 10],
      ],
    });
  });

  it('with terms joined by AND finds only keywords holding all of them', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const answer = await search(gold.token, { keyword: 'quolt AND zarn', eBaySiteId: site });
    expect(answer.body.data.map((row) => row.keyword)).toEqual(['quolt zarn lamp', 'quolt-zarn cable']);
  });

  it('filters by category, alone or with terms, and searches one site only', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const category = await search(gold.token, { categoryId: 11, eBaySiteId: site });
    expect(category.body.data.map((row) => row.keyword)).toEqual([
      'plain bulb',
      'quolt zarn lamp',
      'zarn shade',
    ]);
    const both = await search(gold.token, { keyword: 'quolt', categoryId: 12, eBaySiteId: site });
    expect(both.body.data.map((row) => row.keyword)).toEqual(['quolt zarn lamp', 'quolt lamp']);
    const otherSite = await search(gold.token, { keyword: 'quolt', eBaySiteId: 77 });
    expect(otherSite.body.data).toEqual([]);
    const capped = await search(gold.token, { keyword: 'quolt zarn', eBaySiteId: site, pageSize: 2 });
    expect(capped.body.data.map((row) => row.keyword)).toEqual(['quolt zarn lamp', 'zarn shade']);
  });

  it('keeps a keyword too long for the search index, with its 200 sponsored places, in its place by value', async () => {
    // 150 four-byte letters: 600 bytes of text, more than the search index holds beside the words.
    const long = `vrumble ${'𝔷'.repeat(150)}`;
    const sponsored = Array.from({ length: 200 }, (_, index) => index + 1);
    await t.db.insert(keywords).values([
      {
        siteId: site,
        source: 'tracked',
        keyword: long,
        value: 60,
        adsPositions: sponsored,
        categoryIds: [11, 12, 13, 14, 15],
      },
      { siteId: site, source: 'seed', keyword: 'vrumble lamp', value: 70 },
      { siteId: site, source: 'seed', keyword: 'vrumble shade', value: 50 },
    ]);
    const gold = await t.signedInUser({ plan: 'Gold' });
    const answer = await search(gold.token, { keyword: 'vrumble', eBaySiteId: site });
    expect(answer.body.data.map((row) => row.keyword)).toEqual(['vrumble lamp', long, 'vrumble shade']);
    expect(answer.body.data[1]).toMatchObject({
      adsPositions: sponsored,
      categoryNames: ['Lamp Shades', '', '', '', ''],
    });
    const capped = await search(gold.token, { keyword: 'vrumble', eBaySiteId: site, pageSize: 1 });
    expect(capped.body.data.map((row) => row.keyword)).toEqual(['vrumble lamp']);
  });

  it('sends a browser the same answer gzip-compressed, and a client without gzip the plain JSON', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const url = `/api/keyword/pro?keyword=zarn&eBaySiteId=${site}`;
    const headers = { authorization: `Bearer ${gold.token}` };
    const plain = await t.app.inject({ method: 'GET', url, headers });
    const packed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(packed.headers['content-type']).toContain('application/json');
    const unpacked = JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'));
    expect(unpacked).toEqual(plain.json());
    expect(
      envelopeOf(keywordProSearch.data)
        .parse(unpacked)
        .data.map((row) => row.keyword),
    ).toEqual(['quolt zarn lamp', 'zarn shade', 'quolt-zarn cable']);
  });

  it('refuses a search without keyword and category, an unknown site, and users below Gold', async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const empty = await search(gold.token, { keyword: '  ', categoryId: 0, eBaySiteId: site });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: [{ message: 'keywordPro.pleaseEnterKeywordOrCategory' }] });
    expect((await search(gold.token, { keyword: 'quolt', eBaySiteId: 101 })).status).toBe(400);
    const silver = await t.signedInUser({ plan: 'Silver' });
    expect((await search(silver.token, { keyword: 'quolt', eBaySiteId: site })).status).toBe(403);
  });
});

describe('Keyword Pro ranking of one keyword', () => {
  it("lists the latest crawl's positions with promoted places and the BayScores of that day and the day before", async () => {
    const gold = await t.signedInUser({ plan: 'Gold' });
    const answer = await t.get<{ crawledAt: string; totalResults: number; rows: RankingPositionRow[] }>(
      `/api/keyword/pro/position?keyword=${encodeURIComponent('quolt lamp')}&eBaySiteId=${site}`,
      { token: gold.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ crawledAt: `${day}T08:00:00.000Z`, totalResults: 321 });
    expect(answer.body.data.rows).toMatchObject([
      {
        position: 1,
        itemNumber: '7001',
        isAdv: false,
        todayBayScore: 1.5,
        yesterdayBayScore: 3,
        todayScore: 88,
        yesterdayScore: 70,
      },
      { position: 2, itemNumber: '7002', isAdv: true, todayBayScore: null, todayScore: 0 },
      { position: 3, itemNumber: '7003', isAdv: false, todayBayScore: 12, yesterdayBayScore: null },
    ]);
    const never = await t.get<{ rows: RankingPositionRow[] }>(
      `/api/keyword/pro/position?keyword=zarn%20shade&eBaySiteId=${site}`,
      { token: gold.token },
    );
    expect(never.body.data).toMatchObject({ crawledAt: null, rows: [] });
  });
});
