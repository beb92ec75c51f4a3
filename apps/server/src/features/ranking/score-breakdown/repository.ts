import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { addDays, countsOnDaySql, dayPlacesSql, startOfDay } from '../../crawler/public.ts';

export interface KeywordPlaces {
  keywordId: number;
  keyword: string;
  value: number;
  best: number;
  organic: number | null;
  promoted: number | null;
}

export type StoredItemScore = {
  bayScore: number | null;
  organicBayScore: number | null;
  promotedBayScore: number | null;
  positionScore: number;
};

export type AccountListingScores = {
  itemNumber: number;
  title: string;
  hasVariations: boolean;
  bayScore: number | null;
  positionScore: number;
  yesterdayBayScore: number | null;
};

export type StoredKpi = {
  medianSingle: number | null;
  singlePositionScore: number;
  medianVariant: number | null;
  variantPositionScore: number;
};

const range = (day: string) => ({ from: startOfDay(day), to: startOfDay(addDays(day, 1)) });

/** SQL of the BayScore breakdown: the day's places through the derivation's own definition, and the stored scores. */
export function createScoreBreakdownRepository(db: Executor) {
  return {
    /** The caller's imported listing with this item number (any of its accounts), or null. */
    async isCallersListing(userId: number, itemNumber: number): Promise<boolean> {
      const { rows } = await db.execute<{ found: boolean }>(sql`
        select exists (select 1 from listings l join ranking_accounts a on a.id = l.account_id
                       where a.user_id = ${userId} and l.item_number = ${itemNumber}) as found`);
      return rows[0]?.found ?? false;
    },

    async accountOf(userId: number, sellerName: string): Promise<{ id: number; sellerName: string } | null> {
      const { rows } = await db.execute<{ id: number; seller_name: string }>(sql`
        select id, seller_name from ranking_accounts
        where user_id = ${userId} and lower(seller_name) = lower(${sellerName})`);
      const row = rows[0];
      return row ? { id: row.id, sellerName: row.seller_name } : null;
    },

    /** The newest day the derivation wrote scores for (any item), or null before the first derivation. */
    async latestScoredDay(): Promise<string | null> {
      const { rows } = await db.execute<{ day: string | null }>(
        sql`select to_char(max(day), 'YYYY-MM-DD') as day from item_daily_scores`,
      );
      return rows[0]?.day ?? null;
    },

    /** The derivation wrote scores for the day (for any item). */
    async isScoredDay(day: string): Promise<boolean> {
      const { rows } = await db.execute<{ found: boolean }>(
        sql`select exists (select 1 from item_daily_scores where day = ${day}::date) as found`,
      );
      return rows[0]?.found ?? false;
    },

    async latestKpiDay(accountId: number): Promise<string | null> {
      const { rows } = await db.execute<{ day: string | null }>(sql`
        select to_char(max(day), 'YYYY-MM-DD') as day from account_daily_kpis where account_id = ${accountId}`);
      return rows[0]?.day ?? null;
    },

    /** The item's best, organic and promoted place per keyword on the day: the rows its scores came from. */
    async keywordPlaces(itemNumber: number, day: string): Promise<KeywordPlaces[]> {
      const { from, to } = range(day);
      const { rows } = await db.execute<{
        keyword_id: number;
        keyword: string;
        value: number;
        best: number;
        organic: number | null;
        promoted: number | null;
      }>(sql`${dayPlacesSql(from, to, [itemNumber])}
        select p.keyword_id, k.keyword, k.value, p.best, p.organic, p.promoted
        from per_keyword p join keywords k on k.id = p.keyword_id
        order by p.best, k.keyword, p.keyword_id`);
      return rows.map((row) => ({
        keywordId: row.keyword_id,
        keyword: row.keyword,
        value: row.value,
        best: row.best,
        organic: row.organic,
        promoted: row.promoted,
      }));
    },

    async storedScore(itemNumber: number, day: string): Promise<StoredItemScore | null> {
      const { rows } = await db.execute<StoredItemScore>(sql`
        select bay_score::float8 as "bayScore", organic_bay_score::float8 as "organicBayScore",
               promoted_bay_score::float8 as "promotedBayScore", position_score as "positionScore"
        from item_daily_scores where item_number = ${itemNumber} and day = ${day}::date`);
      return rows[0] ?? null;
    },

    /** The listings the account's KPI of the day counts, with their stored scores of that day and the day before. */
    async accountListings(accountId: number, day: string): Promise<AccountListingScores[]> {
      const { to } = range(day);
      const { rows } = await db.execute<AccountListingScores>(sql`
        select l.item_number::float8 as "itemNumber", l.title, l.has_variations as "hasVariations",
               s.bay_score::float8 as "bayScore", coalesce(s.position_score, 0) as "positionScore",
               y.bay_score::float8 as "yesterdayBayScore"
        from listings l
        left join item_daily_scores s on s.item_number = l.item_number and s.day = ${day}::date
        left join item_daily_scores y on y.item_number = l.item_number and y.day = ${addDays(day, -1)}::date
        where l.account_id = ${accountId} and ${countsOnDaySql(to)}
        order by s.bay_score nulls last, l.item_number`);
      return rows;
    },

    async storedKpi(accountId: number, day: string): Promise<StoredKpi | null> {
      const { rows } = await db.execute<StoredKpi>(sql`
        select median_single::float8 as "medianSingle", single_position_score as "singlePositionScore",
               median_variant::float8 as "medianVariant", variant_position_score as "variantPositionScore"
        from account_daily_kpis where account_id = ${accountId} and day = ${day}::date`);
      return rows[0] ?? null;
    },
  };
}

export type ScoreBreakdownRepository = ReturnType<typeof createScoreBreakdownRepository>;
