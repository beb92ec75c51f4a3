import { type SQL, sql } from 'drizzle-orm';

/** A stored campaign (`c`) that promotes today: eBay runs it, or it is scheduled to start today (UTC). */
const isRunningToday = sql`(c.campaign_status = 'RUNNING' or (c.campaign_status = 'SCHEDULED'
  and c.start_date < date_trunc('day', now(), 'UTC') + interval '1 day'))`;

/**
 * The listing's (`l`) active ads in its owner's campaigns that promote today, of one funding model. A campaign
 * created for today is sent to eBay with a start a minute ahead and shows SCHEDULED until the next read, while
 * eBay already runs it. Every lookup goes through `campaign_ads_listing_idx`.
 */
function runningAds(fundingModel: 'COST_PER_SALE' | 'COST_PER_CLICK'): SQL {
  return sql`campaign_ads ad
    join campaigns c on c.id = ad.campaign_row_id
    join ranking_accounts ra on ra.id = l.account_id and ra.user_id = c.user_id
    where ad.listing_id = l.item_number::text and ad.ad_status = 'ACTIVE'
      and c.funding_model = ${fundingModel} and ${isRunningToday}`;
}

/**
 * A promoted listing (isPl): it held a sponsored place in today's searches (`is_pl`, copied by the daily
 * derivation), or one of the seller's stored cost-per-sale campaigns promotes it now.
 */
const isPromoted: SQL = sql`(l.is_pl or exists (select 1 from ${runningAds('COST_PER_SALE')}))`;

/**
 * The same as a filter over the accounts' listings: the accounts' running cost-per-sale ads are read once into
 * a hashed set instead of looked up per listing (database time per request over 25,000 listings with 9,980
 * ads: 100 → 22 ms on `bench/campaigns-api.ts`).
 */
export function isPromotedAmong(accountIds: readonly number[]): SQL {
  return sql`(l.is_pl or (l.account_id, l.item_number::text) in (
    select ra.id, ad.listing_id from ranking_accounts ra
    join campaigns c on c.user_id = ra.user_id
    join campaign_ads ad on ad.campaign_row_id = c.id
    where ra.id = any(${`{${accountIds.join(',')}}`}::int[]) and ad.ad_status = 'ACTIVE'
      and c.funding_model = 'COST_PER_SALE' and ${isRunningToday}))`;
}

/** The row's promotion columns from the stored campaigns: isPl, isPla and the ad rate of its cost-per-sale ad. */
export const promotionColumns: SQL = sql`${isPromoted} as "isPl",
  exists (select 1 from ${runningAds('COST_PER_CLICK')}) as "isPla",
  (select max(coalesce(ad.bid_percentage, c.bid_percentage))::float8 from ${runningAds('COST_PER_SALE')})
    as "bidPercentage"`;

/**
 * eBay's stored promotion advice of the row's listing (`pa`), asked with the account owner's connection to the
 * account's seller: another user's connection, and so its advice, never joins.
 */
export const adviceJoin: SQL = sql`left join lateral (
    select pa.promote_with_ad, pa.item_bid_percentages, pa.trending_bid_percentages
    from ebay_tokens t join promotion_advice pa on pa.ebay_token_id = t.id and pa.listing_id = l.item_number
    where t.user_id = a.user_id and lower(t.username) = lower(a.seller_name)) pa on true`;

/** The filter on eBay's stored advice of the listing (`l`): RECOMMENDED or UNDETERMINED. */
export function hasAdvice(value: string): SQL {
  return sql`exists (select 1 from ranking_accounts ra
    join ebay_tokens t on t.user_id = ra.user_id and lower(t.username) = lower(ra.seller_name)
    join promotion_advice pa on pa.ebay_token_id = t.id and pa.listing_id = l.item_number
    where ra.id = l.account_id and pa.promote_with_ad = ${value})`;
}
