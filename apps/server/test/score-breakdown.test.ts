import type { AccountKpi } from '@baylytics/contract/account-check-charts';
import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { AccountBreakdown, ListingBreakdown } from '@baylytics/contract/score-breakdown';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../src/features/crawler/days.ts';
import { deriveDay, refreshListingScores } from '../src/features/crawler/derive-day.ts';
import { ensurePartition } from '../src/features/crawler/partitions.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** A seeded random sequence (mulberry32): the same market on every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The median as sellers are told: the middle place, or the average of the two middle ones, to 2 decimals. */
function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const half = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? [sorted[half] ?? 0] : [sorted[half - 1] ?? 0, sorted[half] ?? 0];
  return Math.round(middle.reduce((sum, v) => sum + Math.round(v * 100), 0) / middle.length) / 100;
}

const listingCount = 40;
const keywordCount = 36;
const items = Array.from({ length: listingCount }, (_, i) => 310_000_000_001 + i);
let owner: { id: number; token: string };
let other: { id: number; token: string };
let today: string;
let yesterday: string;
let otherItem: number;

/**
 * A demo-like seller: 40 listings (the last 12 with variations), 36 keywords searched once or twice a day on
 * two days, each search a top 200 of foreign listings with the seller's listings at random places, some twice
 * in one search, eight sponsored places per search. Scores, KPI and the listings' copy come from the daily
 * derivation itself.
 */
beforeAll(async () => {
  const random = randomOf(20261127);
  owner = await t.signedInUser({ grantedRoles: ['EbayRankingGold'] });
  other = await t.signedInUser({ grantedRoles: ['EbayRankingGold'] });
  today = dayOf(t.clock.now());
  yesterday = addDays(today, -1);
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${owner.id}, 'demo-seller') returning id`,
  );
  for (const [index, item] of items.entries())
    await t.db.execute(sql`
      insert into listings (account_id, item_number, site_id, title, sku, category_name, has_variations)
      values (${rows[0]?.id}, ${item}, 77, ${`Demo listing ${index}`}, '', 'Werkzeug', ${index >= 28})`);
  const theirs = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${other.id}, 'other-seller') returning id`,
  );
  otherItem = 320_000_000_001;
  await t.db.execute(sql`
    insert into listings (account_id, item_number, site_id, title, sku, category_name)
    values (${theirs.rows[0]?.id}, ${otherItem}, 77, 'Fremdes Angebot', '', 'Werkzeug')`);

  const keywordIds: number[] = [];
  for (let k = 0; k < keywordCount; k++) {
    const inserted = await t.db.execute<{ id: number }>(sql`
      insert into keywords (site_id, keyword, source, value)
      values (77, ${`demo keyword ${k}`}, 'seed', ${Math.floor(random() * 101)}) returning id`);
    keywordIds.push(inserted.rows[0]?.id ?? 0);
  }
  for (const day of [yesterday, today]) {
    await ensurePartition(t.db, day);
    for (const keywordId of keywordIds) {
      const searches = random() < 0.3 ? 2 : 1;
      for (let s = 0; s < searches; s++) {
        const places = Array.from({ length: 200 }, () => 900_000_000_000 + Math.floor(random() * 1e6));
        for (const item of [...items, otherItem]) {
          if (random() < 0.25) places[Math.floor(random() * 200)] = item;
          if (random() < 0.04) places[Math.floor(random() * 200)] = item;
        }
        const sponsored = [...new Set(Array.from({ length: 8 }, () => 1 + Math.floor(random() * 200)))];
        await t.db.execute(sql`
          insert into search_snapshots (keyword_id, crawled_at, item_numbers, sponsored_positions, total_results)
          values (${keywordId}, ${`${day}T00:${10 + s * 20}:00Z`}, ${`{${places.join(',')}}`}::bigint[],
                  ${`{${sponsored.join(',')}}`}::smallint[], 5000)`);
      }
    }
    await deriveDay(t.db, day, t.clock.now());
  }
  await refreshListingScores(t.db, today);
});

const breakdownOf = (item: number, day: string, who = owner) =>
  t.get<ListingBreakdown>(`/api/ranking/${item}/score-breakdown?day=${day}`, { token: who.token });

async function storedScores(day: string) {
  const { rows } = await t.db.execute<{
    item: number;
    bay: number | null;
    organic: number | null;
    promoted: number | null;
    score: number;
  }>(sql`select item_number::float8 as item, bay_score::float8 as bay, organic_bay_score::float8 as organic,
              promoted_bay_score::float8 as promoted, position_score as score
         from item_daily_scores where day = ${day}::date`);
  return new Map(rows.map((row) => [row.item, row]));
}

describe('BayScore breakdown', () => {
  it("reproduces every listing's stored BayScore, organic and promoted BayScore and position score from its keywords", async () => {
    const shapes = { odd: 0, even: 0, promotedOnly: 0, unranked: 0 };
    for (const day of [yesterday, today]) {
      const stored = await storedScores(day);
      for (const item of items) {
        const answer = await breakdownOf(item, day);
        expect(answer.status).toBe(200);
        const breakdown = answer.body.data;
        const row = stored.get(item);
        const places = breakdown.keywords.map((k) => k.place);
        expect(places).toEqual([...places].sort((a, b) => a - b));
        expect(breakdown.bayScore.sortedValues).toEqual(places);
        expect(median(places)).toBe(row?.bay ?? null);
        expect(breakdown.bayScore.median).toBe(row?.bay ?? null);
        expect(breakdown.bayScore.stored).toBe(row?.bay ?? null);
        const organic = breakdown.keywords.flatMap((k) => (k.organicPlace ? [k.organicPlace] : []));
        const promoted = breakdown.keywords.flatMap((k) => (k.promotedPlace ? [k.promotedPlace] : []));
        expect(median(organic)).toBe(row?.organic ?? null);
        expect(median(promoted)).toBe(row?.promoted ?? null);
        expect(breakdown.organicBayScore.median).toBe(breakdown.organicBayScore.stored);
        expect(breakdown.promotedBayScore.median).toBe(breakdown.promotedBayScore.stored);
        for (const k of breakdown.keywords)
          expect(k.place).toBe(Math.min(k.organicPlace ?? 999, k.promotedPlace ?? 999));
        const points = breakdown.keywords.reduce((sum, k) => sum + k.points, 0);
        expect(points).toBe(row?.score ?? 0);
        expect(breakdown.positionScore).toEqual({ sum: points, stored: row?.score ?? 0 });
        const middle = breakdown.keywords.flatMap((k, i) => (k.isMiddle ? [i] : []));
        expect(middle).toEqual(breakdown.bayScore.middle);
        expect(middle).toHaveLength(places.length === 0 ? 0 : places.length % 2 ? 1 : 2);
        if (places.length === 0) shapes.unranked++;
        else shapes[places.length % 2 ? 'odd' : 'even']++;
        if (breakdown.keywords.some((k) => k.organicPlace === null)) shapes.promotedOnly++;
      }
    }
    // The market covers every shape of the rule: odd and even counts, sponsored-only keywords.
    expect(shapes.odd).toBeGreaterThan(0);
    expect(shapes.even).toBeGreaterThan(0);
    expect(shapes.promotedOnly).toBeGreaterThan(0);
  });

  it("shows what the account check shows: today's and yesterday's BayScore and the day's causes", async () => {
    const list = await t.get<RankingItem[]>('/api/ranking?pageSize=50', { token: owner.token });
    expect(list.body.data).toHaveLength(listingCount);
    for (const row of list.body.data) {
      const { data } = (
        await t.get<ListingBreakdown>(`/api/ranking/${row.itemNumber}/score-breakdown`, {
          token: owner.token,
        })
      ).body;
      expect(data.day).toBe(today);
      expect(data.bayScore.median).toBe(row.todayBayScore);
      expect(data.positionScore.sum).toBe(row.todayScore);
      expect(data.change).toMatchObject({ today: row.todayBayScore, yesterday: row.yesterdayBayScore });
      const yesterdays = (await breakdownOf(row.itemNumber, yesterday)).body.data.keywords;
      for (const cause of data.change.causes) {
        const before = yesterdays.find((k) => k.keyword === cause.keyword)?.place ?? null;
        const now = data.keywords.find((k) => k.keyword === cause.keyword)?.place ?? null;
        expect([cause.yesterday, cause.today]).toEqual([before, now]);
        expect(before).not.toBe(now);
      }
    }
  });

  it("reproduces the account's median BayScore and summed position score of single and variant listings", async () => {
    const kpis = (
      await t.get<AccountKpi[]>('/api/ranking/account-kpi?account=demo-seller', { token: owner.token })
    ).body.data;
    for (const day of [yesterday, today]) {
      const answer = await t.get<AccountBreakdown>(
        `/api/ranking/account-score-breakdown?account=demo-seller&day=${day}`,
        { token: owner.token },
      );
      expect(answer.status).toBe(200);
      const { single, variant } = answer.body.data;
      const kpi = kpis.find((k) => k.createdDate === day);
      const stored = await storedScores(day);
      for (const [group, forVariants] of [
        [single, false],
        [variant, true],
      ] as const) {
        const own = items.filter((_, i) => i >= 28 === forVariants);
        const scores = own.flatMap((item) => {
          const bay = stored.get(item)?.bay;
          return bay === undefined || bay === null ? [] : [bay];
        });
        expect(group.median.sortedValues).toEqual([...scores].sort((a, b) => a - b));
        expect(median(group.median.sortedValues)).toBe(forVariants ? kpi?.medianVariant : kpi?.medianSingle);
        expect(group.median.median).toBe(group.median.stored);
        const sum = own.reduce((total, item) => total + (stored.get(item)?.score ?? 0), 0);
        expect(group.positionScore.sum).toBe(sum);
        expect(sum).toBe(forVariants ? kpi?.variantPositionScore : kpi?.singlePositionScore);
        expect(group.listings.filter((l) => l.isMiddle).map((l) => l.index)).toEqual(group.median.middle);
      }
    }
    const latest = await t.get<AccountBreakdown>('/api/ranking/account-score-breakdown?account=demo-seller', {
      token: owner.token,
    });
    expect(latest.body.data.day).toBe(today);
  });

  it("refuses another user's listing and account as unknown; a day without scores is noScoreData", async () => {
    expect((await breakdownOf(otherItem, today)).body).toMatchObject({
      statusCode: 404,
      message: 'notFound',
    });
    expect((await breakdownOf(items[0] ?? 0, today, other)).body).toMatchObject({
      statusCode: 404,
      message: 'notFound',
    });
    const account = await t.get('/api/ranking/account-score-breakdown?account=demo-seller', {
      token: other.token,
    });
    expect(account.body).toMatchObject({ statusCode: 404, message: 'notFound' });
    expect((await breakdownOf(items[0] ?? 0, addDays(today, -30))).body).toMatchObject({
      statusCode: 404,
      message: 'noScoreData',
    });
  });
});
