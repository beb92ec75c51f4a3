// The account check's API tests share one seller's listings, keywords, searches and KPI (hand-checked values).
import { rankingList } from '@baylytics/contract/account-check';
import type { RankingItem } from '@baylytics/contract/account-check-item';
import { envelopeOf } from '@baylytics/contract/envelope';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { z } from 'zod';
import { addDays, dayOf } from '../../src/features/crawler/days.ts';
import { ensurePartition } from '../../src/features/crawler/partitions.ts';
import { type TestApp, useTestApp } from './test-app.ts';

let t: TestApp;

export interface Caller {
  id: number;
  token: string;
}
export let owner: Caller;
export let other: Caller;
export let today: string;
export let accountId: number;
export let keywordIds: { akku: number; bohrer: number };

export interface ListingFixture {
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
export const ownerListings: ListingFixture[] = [
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

export async function insertAccount(userId: number, sellerName: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${userId}, ${sellerName}) returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no account');
  return id;
}

export async function insertListing(account: number, l: ListingFixture): Promise<void> {
  await t.db.execute(sql`
    insert into listings (account_id, item_number, site_id, title, sku, category_name, has_variations, is_ended,
      star_color, is_optimized, video_id, today_bay_score, yesterday_bay_score, today_score, yesterday_score, is_pl)
    values (${account}, ${l.item}, ${l.site ?? 77}, ${l.title}, ${l.sku}, 'Werkzeug', ${l.variations ?? false},
      ${l.ended ?? false}, ${l.star ?? 0}, ${l.optimized ?? false}, ${l.video ?? null}, ${l.today}, ${l.yesterday},
      ${l.score}, 0, ${l.promoted ?? false})`);
}

export async function insertKeyword(keyword: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into keywords (site_id, keyword, source) values (77, ${keyword}, 'seed') returning id`,
  );
  return rows[0]?.id ?? 0;
}

export async function insertSnapshot(keywordId: number, at: string, items: number[], sponsored: number[]) {
  await t.db.execute(sql`
    insert into search_snapshots (keyword_id, crawled_at, item_numbers, sponsored_positions, total_results)
    values (${keywordId}, ${at}, ${`{${items.join(',')}}`}::bigint[], ${`{${sponsored.join(',')}}`}::smallint[], 500)`);
}

export async function caller(roles: ('EbayRankingGold' | 'EbayRankingBronze')[] = ['EbayRankingGold']) {
  const user = await t.signedInUser({ grantedRoles: roles });
  return { id: user.id, token: user.token };
}

export const list = async (query: string, who: Caller = owner) => {
  const answer = await t.get<RankingItem[]>(`/api/ranking${query ? `?${query}` : ''}`, { token: who.token });
  // The server sends this answer without a run-time check: every answer here is held to the contract.
  if (answer.status === 200)
    envelopeOf(rankingList.data).extend({ total: z.number().int() }).strict().parse(answer.body);
  return answer;
};
export const itemsOf = (rows: RankingItem[]) => rows.map((row) => row.itemNumber);

/** A test app with the account-check data, written once before the file's tests. */
export function useAccountCheckData(): TestApp {
  t = useTestApp();
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
  return t;
}

export interface ConnectedSeller {
  token: string;
  userId: number;
  name: string;
  itemIds: string[];
}

/** A Gold user connected to a seller of the stand-in's market, with `count` of its German listings imported. */
export async function connectedWithListings(
  t: TestApp,
  name: string,
  count: number,
): Promise<ConnectedSeller> {
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, name);
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const itemIds = market
    .listingIdsOfSeller(name, today)
    .filter((id) => market.listing(id, today)?.siteId === 77)
    .slice(0, count);
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${user.id}, ${name}) returning id`,
  );
  for (const id of itemIds)
    await t.db.execute(sql`
      insert into listings (account_id, item_number, site_id, title, sku, category_name, today_score)
      values (${rows[0]?.id}, ${id}, 77, ${`Listing ${id}`}, '', 'Werkzeug', 1)`);
  return { token: user.token, userId: user.id, name, itemIds };
}
