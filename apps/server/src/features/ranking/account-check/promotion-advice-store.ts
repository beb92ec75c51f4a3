import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { ListingRecommendation } from '../../../integrations/ebay/recommendation-calls.ts';

/** Whose advice it is: the user's connection to the seller the listings belong to. */
export interface AdviceOwner {
  userId: number;
  ebayTokenId: number;
}

/** A listing of an imported account, as the advice job asks for it. */
export interface AdviceListing {
  itemNumber: number;
  siteId: number;
}

const listingNumber = /^\d{1,18}$/;

/**
 * eBay's promotion advice as stored per (connection, listing), read by the account check's rows, its
 * `promotedWithAd` filter and its CSV export. Writes are upserts; an answer older than the stored one never
 * replaces it, so a job delivered twice or a slow page answer changes nothing.
 */
export function createPromotionAdviceStore(db: Database) {
  return {
    /** Stores the answers of one ask; every listing asked has an entry (no advice: promoteWithAd null). */
    async store(
      owner: AdviceOwner,
      siteId: number,
      advice: readonly ListingRecommendation[],
      fetchedAt: Date,
    ): Promise<void> {
      const rows = advice
        .filter((entry) => listingNumber.test(entry.listingId))
        .map((entry) => ({
          listingId: entry.listingId,
          promoteWithAd: entry.promoteWithAd,
          item: entry.itemBidPercentages,
          trending: entry.trendingBidPercentages,
        }));
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into promotion_advice (ebay_token_id, user_id, listing_id, site_id, promote_with_ad,
          item_bid_percentages, trending_bid_percentages, fetched_at)
        select ${owner.ebayTokenId}, ${owner.userId}, x."listingId", ${siteId}, x."promoteWithAd",
          array(select jsonb_array_elements_text(x.item)::real),
          array(select jsonb_array_elements_text(x.trending)::real), ${fetchedAt.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x("listingId" bigint, "promoteWithAd" text, item jsonb, trending jsonb)
        on conflict (ebay_token_id, listing_id) do update set site_id = excluded.site_id,
          promote_with_ad = excluded.promote_with_ad, item_bid_percentages = excluded.item_bid_percentages,
          trending_bid_percentages = excluded.trending_bid_percentages, fetched_at = excluded.fetched_at
        where promotion_advice.fetched_at <= excluded.fetched_at`);
    },

    /** An imported account's owner and seller name, or null when it no longer exists. */
    async account(accountId: number): Promise<{ userId: number; sellerName: string } | null> {
      const { rows } = await db.execute<{ userId: number; sellerName: string }>(sql`
        select user_id as "userId", seller_name as "sellerName" from ranking_accounts where id = ${accountId}`);
      return rows[0] ?? null;
    },

    /** The account's live listings, by site and item number. */
    async liveListings(accountId: number): Promise<AdviceListing[]> {
      const { rows } = await db.execute<{ itemNumber: string; siteId: number }>(sql`
        select item_number::text as "itemNumber", site_id as "siteId" from listings
        where account_id = ${accountId} and not is_ended order by site_id, item_number`);
      return rows.map((row) => ({ itemNumber: Number(row.itemNumber), siteId: row.siteId }));
    },

    /**
     * Removes the connection's advice for listings that are no longer live in the account and were not asked
     * since `before` (ended or gone from the seller's listings).
     */
    async pruneGone(owner: AdviceOwner, accountId: number, before: Date): Promise<number> {
      const result = await db.execute(sql`
        delete from promotion_advice pa
        where pa.ebay_token_id = ${owner.ebayTokenId} and pa.fetched_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from listings l where l.account_id = ${accountId}
            and l.item_number = pa.listing_id and not l.is_ended)`);
      return result.rowCount ?? 0;
    },
  };
}

export type PromotionAdviceStore = ReturnType<typeof createPromotionAdviceStore>;
