import { and, eq, ilike, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  campaignAds,
  campaignRefreshes,
  campaigns,
  type StoredSelectionRule,
} from '../../db/schema/campaigns.ts';

export type CampaignSortKey = 'campaignId' | 'campaignName' | 'startDate' | 'endDate' | 'campaignStatus';

/** A campaign as eBay last told us, ready to store. */
export interface CampaignRecord {
  campaignId: string;
  campaignName: string;
  campaignStatus: string;
  fundingModel: 'COST_PER_SALE' | 'COST_PER_CLICK';
  bidPercentage: number | null;
  dailyBudget: number | null;
  currency: string | null;
  marketplaceId: string;
  startDate: Date;
  endDate: Date | null;
  selectionRules: StoredSelectionRule[];
}

export interface AdRecord {
  adId: string;
  listingId: string;
  adGroupId: string | null;
  adStatus: string;
  bidPercentage: number | null;
}

/** A stored campaign as the screens read it: its ad count named as the answer names it. */
export type CampaignRow = Omit<typeof campaigns.$inferSelect, 'adCount'> & { listingCount: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function orderOf(key: CampaignSortKey, direction: 'asc' | 'desc'): SQL[] {
  const way = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls last');
  const byId = [sql`length(${campaigns.campaignId}) ${way}`, sql`${campaigns.campaignId} ${way}`];
  if (key === 'campaignId') return byId;
  const column = {
    campaignName: sql`lower(${campaigns.campaignName})`,
    startDate: sql`${campaigns.startDate}`,
    endDate: sql`${campaigns.endDate}`,
    campaignStatus: sql`${campaigns.campaignStatus}`,
  }[key];
  return [sql`${column} ${way}`, ...byId];
}

/** A campaign's ads, counted when they are written (`save`), so a page reads no ads. */
const listingCount = campaigns.adCount;

/** Stored campaigns and their ads; every read is scoped by the user who owns them. */
export function createCampaignRepository(db: Database) {
  return {
    async page(p: {
      userId: number;
      keyword?: string;
      sellerName?: string;
      orderBy: CampaignSortKey;
      direction: 'asc' | 'desc';
      pageIndex: number;
      pageSize: number;
    }): Promise<{ rows: CampaignRow[]; total: number }> {
      const where = and(
        eq(campaigns.userId, p.userId),
        p.keyword ? ilike(campaigns.campaignName, `%${escapeLike(p.keyword)}%`) : undefined,
        p.sellerName ? sql`lower(${campaigns.sellerName}) = lower(${p.sellerName})` : undefined,
      );
      // The page and the count of every match in one statement (one round trip). The count is a subquery of its
      // own, not `count(*) over ()`, so the page can stop after its rows: in the default order within a seller
      // it is read from `campaigns_user_seller_newest_idx` without sorting the seller's campaigns.
      const rows = await db
        .select({ ...campaignColumns(), listingCount, total: db.$count(campaigns, where) })
        .from(campaigns)
        .where(where)
        .orderBy(...orderOf(p.orderBy, p.direction))
        .limit(p.pageSize)
        .offset((p.pageIndex - 1) * p.pageSize);
      const [first] = rows;
      if (first || p.pageIndex === 1) return { rows, total: first?.total ?? 0 };
      // A page past the last one has no row to carry the count: it is asked alone.
      return { rows, total: await db.$count(campaigns, where) };
    },

    /**
     * What a kept list page depends on, read in one statement: a version of the user's stored campaigns, and
     * when the connection's campaigns were last read from eBay. PostgreSQL stamps every row version with the
     * id of the transaction that wrote it (`xmin`), so the count of the user's campaigns and the sum of those
     * ids change with every insert, update and delete of them, by whichever process, job or hand wrote it.
     * Ads are written only together with their campaign's row (`save`) or deleted with it.
     */
    async listVersion(
      userId: number,
      ebayTokenId: number | null,
    ): Promise<{ version: string; refreshedAt: Date | null }> {
      const refreshedAt =
        ebayTokenId === null
          ? sql`null`
          : sql`(select ${campaignRefreshes.refreshedAt} from ${campaignRefreshes} where ${campaignRefreshes.ebayTokenId} = ${ebayTokenId})`;
      const [state] = await db
        .select({
          version: sql<string>`count(*) || ':' || coalesce(sum(${campaigns}.xmin::text::bigint), 0)`,
          refreshedAt: refreshedAt.mapWith(campaignRefreshes.refreshedAt),
        })
        .from(campaigns)
        .where(eq(campaigns.userId, userId));
      return { version: state?.version ?? '0:0', refreshedAt: state?.refreshedAt ?? null };
    },

    async byCampaignId(userId: number, campaignId: string): Promise<CampaignRow | undefined> {
      const [row] = await db
        .select({ ...campaignColumns(), listingCount })
        .from(campaigns)
        .where(and(eq(campaigns.userId, userId), eq(campaigns.campaignId, campaignId)))
        .limit(1);
      return row;
    },

    async listingIds(campaignRowId: number): Promise<string[]> {
      const rows = await db
        .select({ listingId: campaignAds.listingId })
        .from(campaignAds)
        .where(eq(campaignAds.campaignRowId, campaignRowId))
        .orderBy(campaignAds.listingId);
      return rows.map((row) => row.listingId);
    },

    /** The seller's campaigns that promote a listing. */
    async byListing(p: { userId: number; sellerName: string; listingId: string; fundingModel?: string }) {
      return db
        .select({ ...campaignColumns(), listingCount })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.userId, p.userId),
            sql`lower(${campaigns.sellerName}) = lower(${p.sellerName})`,
            p.fundingModel
              ? eq(campaigns.fundingModel, p.fundingModel as CampaignRecord['fundingModel'])
              : undefined,
            inArray(
              campaigns.id,
              db
                .select({ id: campaignAds.campaignRowId })
                .from(campaignAds)
                .where(eq(campaignAds.listingId, p.listingId)),
            ),
          ),
        )
        .orderBy(...orderOf('campaignId', 'desc'));
    },

    /** Stores one campaign of a connection (and, when given, exactly these ads). */
    async save(
      owner: { userId: number; ebayTokenId: number; sellerName: string },
      record: CampaignRecord,
      ads: AdRecord[] | null,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // The ad count changes only with the ads; a new campaign stored without them has none.
        const values = {
          ...owner,
          ...record,
          refreshedAt: now,
          ...(ads === null ? {} : { adCount: ads.length }),
        };
        const [row] = await tx
          .insert(campaigns)
          .values(values)
          .onConflictDoUpdate({ target: [campaigns.ebayTokenId, campaigns.campaignId], set: values })
          .returning({ id: campaigns.id });
        if (!row || ads === null) return;
        await tx.delete(campaignAds).where(eq(campaignAds.campaignRowId, row.id));
        if (ads.length > 0)
          await tx.insert(campaignAds).values(ads.map((ad) => ({ ...ad, campaignRowId: row.id })));
      });
    },

    /** Forgets the connection's campaigns eBay no longer lists, and notes the refresh. */
    async finishRefresh(
      owner: { userId: number; ebayTokenId: number; sellerName: string },
      keptCampaignIds: string[],
      now: Date,
    ): Promise<void> {
      const { ebayTokenId } = owner;
      await db.transaction(async (tx) => {
        await tx
          .delete(campaigns)
          .where(
            and(
              eq(campaigns.ebayTokenId, ebayTokenId),
              keptCampaignIds.length > 0 ? notInArray(campaigns.campaignId, keptCampaignIds) : undefined,
            ),
          );
        await tx
          .insert(campaignRefreshes)
          .values({ ...owner, refreshedAt: now })
          .onConflictDoUpdate({ target: campaignRefreshes.ebayTokenId, set: { ...owner, refreshedAt: now } });
      });
    },

    /** Connections whose campaigns were last read before `before`, oldest first. */
    async staleConnections(before: Date, limit: number) {
      return db
        .select({
          ebayTokenId: campaignRefreshes.ebayTokenId,
          userId: campaignRefreshes.userId,
          sellerName: campaignRefreshes.sellerName,
        })
        .from(campaignRefreshes)
        .where(lt(campaignRefreshes.refreshedAt, before))
        .orderBy(campaignRefreshes.refreshedAt)
        .limit(limit);
    },
  };
}

function campaignColumns() {
  const { id, userId, ebayTokenId, sellerName, campaignId, campaignName, campaignStatus, fundingModel } =
    campaigns;
  const {
    bidPercentage,
    dailyBudget,
    currency,
    marketplaceId,
    startDate,
    endDate,
    selectionRules,
    refreshedAt,
  } = campaigns;
  return {
    id,
    userId,
    ebayTokenId,
    sellerName,
    campaignId,
    campaignName,
    campaignStatus,
    fundingModel,
    bidPercentage,
    dailyBudget,
    currency,
    marketplaceId,
    startDate,
    endDate,
    selectionRules,
    refreshedAt,
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
