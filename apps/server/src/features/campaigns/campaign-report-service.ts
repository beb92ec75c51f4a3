import {
  plListingPageSize,
  provisionalDays,
  type ReportChart,
  type TimeGroup,
} from '@baylytics/contract/campaign-reports';
import { marketplaces } from '@baylytics/contract/marketplaces';
import { createKeptAnswers } from '../../kernel/kept-answers.ts';
import type { BreakdownRow, CampaignReportRepository, DayTotals } from './campaign-report-repository.ts';
import type { CampaignService } from './campaign-service.ts';
import { addDays, dayOf } from './fetch-campaign-reports-job.ts';
import type { ReportKind } from './ports.ts';

/** Stored report figures are fetched from eBay again when older than this (eBay updates reports about hourly). */
export const reportFreshMs = 60 * 60_000;
/** Entries of a chart page's breakdown. */
const breakdownSize = 50;

export interface CampaignReportServiceDeps {
  campaigns: Pick<CampaignService, 'campaignOf'>;
  repository: CampaignReportRepository;
  clock: () => Date;
  /** Queues a fetch of a campaign's reports (at most one waiting per campaign). */
  requestFetch(campaignRowId: number): Promise<void>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (part: number, whole: number, scale = 1) => (whole > 0 ? round2((part * scale) / whole) : 0);

export function createCampaignReportService(deps: CampaignReportServiceDeps) {
  const figures = createKeptAnswers<{ totals: DayTotals[]; breakdown: BreakdownRow[] }>();
  const sumsOf = async (campaignRowId: number, kind: ReportKind) => ({
    totals: await deps.repository.dailyTotals(campaignRowId, kind),
    breakdown: await deps.repository.breakdown(campaignRowId, kind, breakdownSize),
  });

  /**
   * The user's campaign (404 for others), its fetch state, and a fetch queued when the stored one is old. A fetch
   * that gave up counts as the last try: eBay is asked again an hour after it, not at every look at the page.
   */
  async function stateOf(userId: number, campaignId: string) {
    const campaign = await deps.campaigns.campaignOf(userId, campaignId);
    const fetch = await deps.repository.lastFetch(campaign.id);
    const failure = await deps.repository.lastFailure(campaign.id);
    const lastTriedAt = Math.max(fetch?.fetchedAt.getTime() ?? 0, failure?.failedAt.getTime() ?? 0);
    const isStale = lastTriedAt === 0 || deps.clock().getTime() - lastTriedAt > reportFreshMs;
    if (isStale) await deps.requestFetch(campaign.id);
    const currency =
      marketplaces.find((m) => m.marketplaceId === campaign.marketplaceId)?.currency ??
      campaign.currency ??
      'EUR';
    const provisionalFrom = fetch ? addDays(dayOf(fetch.fetchedAt), -(provisionalDays - 1)) : null;
    return {
      campaign,
      fetch,
      state: {
        currency,
        fetchedAt: fetch?.fetchedAt.toISOString() ?? null,
        refreshing: isStale,
        provisionalFrom,
        fetchFailure: failure ? { reason: failure.reason, failedAt: failure.failedAt.toISOString() } : null,
      },
    };
  }

  return {
    async chart(userId: number, campaignId: string, kind: ReportKind): Promise<ReportChart> {
      const { campaign, fetch, state } = await stateOf(userId, campaignId);
      const days: string[] = [];
      if (fetch) for (let day = fetch.fromDay; day <= fetch.toDay; day = addDays(day, 1)) days.push(day);
      const sums = fetch
        ? await figures.get(`${campaign.id}|${kind}`, fetch.fetchedAt.getTime(), () =>
            sumsOf(campaign.id, kind),
          )
        : await sumsOf(campaign.id, kind);
      const totals = new Map<string, DayTotals>(sums.totals.map((t) => [t.day, t]));
      const series = (pick: (t: DayTotals) => number) =>
        days.map((day) => {
          const t = totals.get(day);
          return t ? pick(t) : 0;
        });
      const { breakdown } = sums;
      return {
        ...state,
        categories: days,
        cpcImpressions: series((t) => t.impressions),
        cpcClicks: series((t) => t.clicks),
        cpcAttributedSales: series((t) => t.sales),
        cpcCtrs: series((t) => ratio(t.clicks, t.impressions, 100)),
        cpcAdFees: series((t) => round2(t.adFees)),
        cpcSaleAmount: series((t) => round2(t.saleAmount)),
        cpcAvgCostPerSales: series((t) => ratio(t.adFees, t.sales)),
        cpcReturnOnAdSpends: series((t) => ratio(t.saleAmount, t.adFees)),
        cpcConversionRates: series((t) => ratio(t.sales, t.clicks, 100)),
        costPerClicks: series((t) => ratio(t.adFees, t.clicks)),
        // Fees are paid in the site's currency on the sites the product serves (EUR, USD, GBP).
        cpcAdFeesPayoutCurrencies: series((t) => round2(t.adFees)),
        uniqueSales: series((t) => t.sales),
        uniqueSoldQuantities: series((t) => t.quantity),
        breakdown: breakdown.map((b) => ({
          ...b,
          saleAmount: round2(b.saleAmount),
          adFees: round2(b.adFees),
        })),
      };
    },

    async listingTable(
      userId: number,
      query: {
        campaignId: string;
        timeGroup: TimeGroup;
        itemNumber?: string;
        pageIndex: number;
        pageSize: number;
      },
    ) {
      const { campaign, state } = await stateOf(userId, query.campaignId);
      const pageSize = Math.min(query.pageSize, plListingPageSize);
      const { rows, total } = await deps.repository.listingTable({
        campaignRowId: campaign.id,
        timeGroup: query.timeGroup,
        ...(query.itemNumber !== undefined && { listingId: query.itemNumber }),
        offset: (query.pageIndex - 1) * pageSize,
        limit: pageSize,
      });
      const money = (value: number) => ({ value: round2(value), currency: state.currency });
      const periodEnd = (start: string) =>
        query.timeGroup === 'DAY'
          ? start
          : query.timeGroup === 'WEEK'
            ? addDays(start, 6)
            : addDays(dayOf(new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 1))), -1);
      return {
        ...state,
        total,
        rows: rows.map((r) => ({
          timeGroup: r.timeGroup,
          listingId: r.listingId,
          impressions: r.impressions,
          clicks: r.clicks,
          ctr: ratio(r.clicks, r.impressions, 100),
          sales: r.sales,
          saleAmount: money(r.saleAmount),
          adFees: money(r.adFees),
          avgCostPerSale: money(r.sales > 0 ? r.adFees / r.sales : 0),
          provisional: state.provisionalFrom !== null && periodEnd(r.timeGroup) >= state.provisionalFrom,
        })),
      };
    },
  };
}

export type CampaignReportService = ReturnType<typeof createCampaignReportService>;
