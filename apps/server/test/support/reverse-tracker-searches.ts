// The reverse tracker's API tests share one hand-checked set of searches, crawled through the real crawler.
import type { CheckKeyword, RankingCheckResult } from '@baylytics/contract/reverse-tracker';
import { beforeAll } from 'vitest';
import { keywords } from '../../src/db/schema/keywords.ts';
import { listings, rankingAccounts } from '../../src/db/schema/ranking.ts';
import { crawlKeyword } from '../../src/features/crawler/crawl-keyword.ts';
import { addDays, dayOf } from '../../src/features/crawler/days.ts';
import { deriveDay } from '../../src/features/crawler/derive-day.ts';
import type { SearchHit, SearchSource, SiteId } from '../../src/features/crawler/ports.ts';
import { type TestApp, useTestApp } from './test-app.ts';

let t: TestApp;

// Item numbers far from the stand-in's, so no demo data can mix in.
export const mine = 987_650_000_001;
export const rival = 987_650_000_002;
export const filler = (n: number) => 987_650_100_000 + n;

export const today = dayOf(new Date());
export const day = (back: number) => addDays(today, -back);
export const at = (back: number, hour: number) => `${day(back)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * The hand-checked fixture: what each search answered (item numbers in place order, sponsored places, prices
 * in EUR by place; without them every filler costs 20 and the two checked items 25, so neither is a super price
 * where a filler is beside it).
 * Expected with the competitor over last7days (8 days back to yesterday):
 *  'akku bohrschrauber' both, mine 2nd (yesterday; 5th three days back), rival 4th, sponsored place 1 (filler);
 *                       yesterday mine is the cheapest of the search (19.50): a super price
 *  'bohrschrauber set'  mine, sponsored 1st and organic 7th yesterday
 *  'cordless drill'     rival only, 3rd (US, two days back)
 *  'drill driver kit'   mine, 12th at 10:00 and 15th at 14:00 two days back (UK): latest = 15
 *  'bosch akku'         mine 1st ten days back: only in 30days
 */
export const searches: {
  keyword: string;
  siteId: SiteId;
  slotAt: string;
  items: number[];
  sponsored: number[];
  prices?: number[];
}[] = [
  {
    keyword: 'akku bohrschrauber',
    siteId: 77,
    slotAt: at(1, 12),
    items: [filler(1), mine, filler(2), rival],
    sponsored: [1],
    prices: [20, 19.5, 21, 22],
  },
  {
    keyword: 'akku bohrschrauber',
    siteId: 77,
    slotAt: at(3, 12),
    items: [filler(1), filler(2), filler(3), filler(4), mine],
    sponsored: [],
  },
  {
    keyword: 'bohrschrauber set',
    siteId: 77,
    slotAt: at(1, 12),
    items: [mine, ...Array.from({ length: 5 }, (_, i) => filler(10 + i)), mine],
    sponsored: [1],
  },
  {
    keyword: 'cordless drill',
    siteId: 0,
    slotAt: at(2, 12),
    items: [filler(20), filler(21), rival],
    sponsored: [],
  },
  {
    keyword: 'drill driver kit',
    siteId: 3,
    slotAt: at(2, 10),
    items: [...Array.from({ length: 11 }, (_, i) => filler(30 + i)), mine],
    sponsored: [],
  },
  {
    keyword: 'drill driver kit',
    siteId: 3,
    slotAt: at(2, 14),
    items: [...Array.from({ length: 14 }, (_, i) => filler(30 + i)), mine],
    sponsored: [2],
  },
  { keyword: 'bosch akku', siteId: 77, slotAt: at(10, 12), items: [mine], sponsored: [] },
];

/** A search source that answers the fixture for the slot being crawled. */
export function fixtureSource(slotAt: string): SearchSource {
  return {
    async searchItems({ q, siteId }) {
      const search = searches.find((s) => s.keyword === q && s.siteId === siteId && s.slotAt === slotAt);
      const items: SearchHit[] = (search?.items ?? []).map((n, index) => ({
        itemId: `v1|${n}|0`,
        legacyItemId: String(n),
        title: `listing ${n}`,
        price: {
          value: search?.prices?.[index] ?? (n === mine || n === rival ? 25 : 20),
          currency: 'EUR',
        },
        categoryIds: ['9355'],
        isPriorityListing: search?.sponsored.includes(index + 1) ?? false,
      }));
      return { total: items.length * 100, items };
    },
  };
}

export type CheckBody = {
  itemNumber: number | string;
  competitorItemNumber?: number;
  timeRange: string;
  fromDate?: string;
  toDate?: string;
};

export let silver: { token: string; id: number };
export let old: { token: string };

export async function check(token: string, body: CheckBody) {
  return t.post<RankingCheckResult>('/api/ranking/check', body, { token });
}

export function row(result: RankingCheckResult, keyword: string): CheckKeyword {
  const found = result.filtered.keywords.find((k) => k.keyword === keyword);
  if (!found) throw new Error(`no row for ${keyword}: ${result.filtered.keywords.map((k) => k.keyword)}`);
  return found;
}

/** A test app with the fixture's searches crawled and derived, and a Silver user who imported `mine`. */
export function useReverseTrackerData(): TestApp {
  t = useTestApp();
  beforeAll(async () => {
    // Through the real crawler: one crawl per fixture search, then the day derivation for the scores.
    const ids = new Map<string, number>();
    for (const search of searches) {
      const key = `${search.siteId}:${search.keyword}`;
      if (!ids.has(key)) {
        const [inserted] = await t.db
          .insert(keywords)
          .values({ siteId: search.siteId, keyword: search.keyword, source: 'seed', suggestRank: 1 })
          .returning({ id: keywords.id });
        ids.set(key, inserted?.id ?? 0);
      }
    }
    for (const search of searches) {
      await crawlKeyword(
        { db: t.db, search: fixtureSource(search.slotAt) },
        { keywordId: ids.get(`${search.siteId}:${search.keyword}`) ?? 0, slotAt: search.slotAt },
      );
    }
    for (const back of [1, 2, 3]) await deriveDay(t.db, day(back));

    const silverUser = await t.signedInUser({ plan: 'Silver' });
    silver = { token: silverUser.token, id: silverUser.id };
    old = await t.signedInUser({ plan: 'Old' });
    const [account] = await t.db
      .insert(rankingAccounts)
      .values({ userId: silver.id, sellerName: 'werkzeug-profi' })
      .returning({ id: rankingAccounts.id });
    await t.db.insert(listings).values({
      accountId: account?.id ?? 0,
      itemNumber: mine,
      siteId: 77,
      title: 'Akku Bohrschrauber 18V mit 2 Akkus',
      imageUrl: 'https://i.example.test/bohrschrauber.jpg',
    });
  });
  return t;
}
