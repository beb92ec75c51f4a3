import type { ReportFetchFailureReason, TimeGroup } from '@baylytics/contract/campaign-reports';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  campaignReportFailures,
  campaignReportFetches,
  campaignReportRows,
  campaigns,
} from '../../db/schema/campaigns.ts';
import type { ReportKind, ReportLine } from './ports.ts';

/** Rows written per insert statement. */
const insertChunk = 1000;

export interface DayTotals {
  day: string;
  impressions: number;
  clicks: number;
  sales: number;
  quantity: number;
  saleAmount: number;
  adFees: number;
}

export interface BreakdownRow {
  key: string;
  matchType: string | null;
  impressions: number;
  clicks: number;
  sales: number;
  saleAmount: number;
  adFees: number;
}

const sums = {
  impressions: sql<number>`sum(${campaignReportRows.impressions})::int`,
  clicks: sql<number>`sum(${campaignReportRows.clicks})::int`,
  sales: sql<number>`sum(${campaignReportRows.sales})::int`,
  quantity: sql<number>`sum(${campaignReportRows.quantity})::int`,
  saleAmount: sql<number>`sum(${campaignReportRows.saleAmount})::float8`,
  adFees: sql<number>`sum(${campaignReportRows.adFees})::float8`,
};

/** Stored report rows of campaigns; callers pass a campaign row the user owns (the service checks it). */
export function createCampaignReportRepository(db: Database) {
  return {
    /** What a report fetch needs of a campaign. */
    async campaignToFetch(campaignRowId: number) {
      const [row] = await db
        .select({
          id: campaigns.id,
          ebayTokenId: campaigns.ebayTokenId,
          campaignId: campaigns.campaignId,
          fundingModel: campaigns.fundingModel,
          marketplaceId: campaigns.marketplaceId,
          startDate: campaigns.startDate,
        })
        .from(campaigns)
        .where(eq(campaigns.id, campaignRowId))
        .limit(1);
      return row;
    },

    async lastFetch(campaignRowId: number) {
      const [row] = await db
        .select()
        .from(campaignReportFetches)
        .where(eq(campaignReportFetches.campaignRowId, campaignRowId))
        .limit(1);
      return row;
    },

    /** The last fetch that gave up, unless a fetch succeeded since. */
    async lastFailure(campaignRowId: number) {
      const [row] = await db
        .select({ reason: campaignReportFailures.reason, failedAt: campaignReportFailures.failedAt })
        .from(campaignReportFailures)
        .where(eq(campaignReportFailures.campaignRowId, campaignRowId))
        .limit(1);
      return row && { reason: row.reason as ReportFetchFailureReason, failedAt: row.failedAt };
    },

    /** Notes that a fetch gave up after its last attempt (the stored rows stay as they were). */
    async storeFailure(campaignRowId: number, reason: ReportFetchFailureReason, failedAt: Date) {
      await db
        .insert(campaignReportFailures)
        .values({ campaignRowId, reason, failedAt })
        .onConflictDoUpdate({ target: campaignReportFailures.campaignRowId, set: { reason, failedAt } });
    },

    /**
     * Replaces a campaign's rows of one kind within the days a report covered, notes the fetch and forgets an
     * earlier fetch's failure.
     */
    async store(p: {
      campaignRowId: number;
      fromDay: string;
      toDay: string;
      fetchedAt: Date;
      reports: { kind: ReportKind; lines: ReportLine[] }[];
    }) {
      await db.transaction(async (tx) => {
        for (const { kind, lines } of p.reports) {
          await tx
            .delete(campaignReportRows)
            .where(
              and(
                eq(campaignReportRows.campaignRowId, p.campaignRowId),
                eq(campaignReportRows.kind, kind),
                between(campaignReportRows.day, p.fromDay, p.toDay),
              ),
            );
          const values = lines
            .filter((l) => l.day >= p.fromDay && l.day <= p.toDay)
            .map((l) => ({
              campaignRowId: p.campaignRowId,
              kind,
              day: l.day,
              listingId: kind === 'listing' ? l.listingId : '',
              keywordId: kind === 'listing' ? '' : l.keywordId,
              keywordText: kind === 'listing' ? '' : l.keywordText,
              matchType: kind === 'listing' ? '' : l.matchType,
              searchQuery: kind === 'searchQuery' ? l.searchQuery : '',
              impressions: l.impressions,
              clicks: l.clicks,
              sales: l.sales,
              quantity: l.quantity,
              saleAmount: l.saleAmount,
              adFees: l.adFees,
            }));
          for (let at = 0; at < values.length; at += insertChunk)
            await tx
              .insert(campaignReportRows)
              .values(values.slice(at, at + insertChunk))
              .onConflictDoNothing();
        }
        const fetch = { fetchedAt: p.fetchedAt, fromDay: p.fromDay, toDay: p.toDay };
        await tx
          .insert(campaignReportFetches)
          .values({ campaignRowId: p.campaignRowId, ...fetch })
          .onConflictDoUpdate({ target: campaignReportFetches.campaignRowId, set: fetch });
        await tx
          .delete(campaignReportFailures)
          .where(eq(campaignReportFailures.campaignRowId, p.campaignRowId));
      });
    },

    /** Sums per day over every listing, keyword or query of a kind. */
    async dailyTotals(campaignRowId: number, kind: ReportKind): Promise<DayTotals[]> {
      return db
        .select({ day: campaignReportRows.day, ...sums })
        .from(campaignReportRows)
        .where(and(eq(campaignReportRows.campaignRowId, campaignRowId), eq(campaignReportRows.kind, kind)))
        .groupBy(campaignReportRows.day)
        .orderBy(campaignReportRows.day);
    },

    /** The whole stored period by listing, keyword or search query, most impressions first. */
    async breakdown(campaignRowId: number, kind: ReportKind, limit: number): Promise<BreakdownRow[]> {
      const key =
        kind === 'listing'
          ? campaignReportRows.listingId
          : kind === 'keyword'
            ? campaignReportRows.keywordText
            : campaignReportRows.searchQuery;
      const matchType =
        kind === 'listing' ? sql<string | null>`null` : sql<string>`${campaignReportRows.matchType}`;
      return db
        .select({ key: sql<string>`${key}`, matchType, ...sums })
        .from(campaignReportRows)
        .where(and(eq(campaignReportRows.campaignRowId, campaignRowId), eq(campaignReportRows.kind, kind)))
        .groupBy(key, ...(kind === 'listing' ? [] : [campaignReportRows.matchType]))
        .orderBy(sql`sum(${campaignReportRows.impressions}) desc`, key)
        .limit(limit);
    },

    /** Listing rows summed per day, week (from Monday) or month, newest period first, one page. */
    async listingTable(p: {
      campaignRowId: number;
      timeGroup: TimeGroup;
      listingId?: string;
      offset: number;
      limit: number;
    }) {
      const unit = sql.raw(`'${p.timeGroup.toLowerCase()}'`);
      const period = sql<string>`date_trunc(${unit}, ${campaignReportRows.day})::date::text`;
      const rows = await db
        .select({
          timeGroup: period,
          listingId: campaignReportRows.listingId,
          ...sums,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(campaignReportRows)
        .where(
          and(
            eq(campaignReportRows.campaignRowId, p.campaignRowId),
            eq(campaignReportRows.kind, 'listing'),
            p.listingId === undefined ? undefined : eq(campaignReportRows.listingId, p.listingId),
          ),
        )
        .groupBy(sql`1`, campaignReportRows.listingId)
        .orderBy(sql`1 desc`, campaignReportRows.listingId)
        .offset(p.offset)
        .limit(p.limit);
      return { rows, total: rows[0]?.total ?? 0 };
    },
  };
}

export type CampaignReportRepository = ReturnType<typeof createCampaignReportRepository>;
