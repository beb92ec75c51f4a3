import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** PL listing table page size (spec 002 §9). */
export const plListingPageSize = 60;
/** Time groups of the PL listing table; Day is the default (spec 002 §9). */
export const timeGroups = ['DAY', 'WEEK', 'MONTH'] as const;
export type TimeGroup = (typeof timeGroups)[number];
/** Days a report covers, ending today. */
export const reportDays = 90;
/** eBay may still adjust sales and fees of the last 72 hours (its reconciliation period): shown as provisional. */
export const provisionalDays = 3;

const campaignId = () =>
  text()
    .regex(/^\d{1,20}$/, { message: 'invalid_format' })
    .describe("eBay's campaign id");
const money = z.object({ value: z.number(), currency: z.string().length(3) });

/**
 * Why the last fetch of a campaign's reports gave up after its retries: eBay kept failing or not answering
 * (429, 5xx, timeouts), eBay refused the request (a token or the campaign no longer accepted), eBay could not
 * make the report, eBay had not finished the report, or something went wrong on our side.
 */
export const reportFetchFailureReasons = [
  'ebayUnavailable',
  'ebayRefused',
  'reportFailed',
  'reportNotReady',
  'unexpected',
] as const;
export type ReportFetchFailureReason = (typeof reportFetchFailureReasons)[number];

/** Where a report stands: when it was fetched from eBay, whether a newer fetch is on its way, or why it failed. */
const reportState = {
  currency: z.string().length(3),
  fetchedAt: z
    .string()
    .nullable()
    .describe('When the stored figures were fetched from eBay; null before the first fetch'),
  refreshing: z
    .boolean()
    .describe('A fetch from eBay is queued; the page shows the stored figures meanwhile'),
  provisionalFrom: z
    .string()
    .nullable()
    .describe('First day (YYYY-MM-DD) whose figures eBay may still adjust'),
  fetchFailure: z
    .object({
      reason: z.enum(reportFetchFailureReasons),
      failedAt: z.string().describe('When the fetch gave up'),
    })
    .nullable()
    .describe(
      'The last fetch from eBay gave up after its retries, and why; null once a later fetch succeeds',
    ),
};

/** One series per figure, each aligned with `categories` (the days, YYYY-MM-DD, UTC) (spec 002 §3). */
export const reportChartSchema = z.object({
  ...reportState,
  categories: z.array(z.string()),
  cpcImpressions: z.array(z.number()),
  cpcClicks: z.array(z.number()),
  cpcAttributedSales: z.array(z.number()),
  cpcCtrs: z.array(z.number()).describe('Clicks per impression in percent'),
  cpcAdFees: z.array(z.number()),
  cpcSaleAmount: z.array(z.number()),
  cpcAvgCostPerSales: z.array(z.number()),
  cpcReturnOnAdSpends: z.array(z.number()).describe('Sale amount per ad fee'),
  cpcConversionRates: z.array(z.number()).describe('Sales per click in percent'),
  costPerClicks: z.array(z.number()),
  cpcAdFeesPayoutCurrencies: z.array(z.number()),
  uniqueSales: z.array(z.number()),
  uniqueSoldQuantities: z.array(z.number()),
  breakdown: z
    .array(
      z.object({
        key: z.string().describe('Item number, keyword or search query'),
        matchType: z.string().nullable(),
        impressions: z.number(),
        clicks: z.number(),
        sales: z.number(),
        saleAmount: z.number(),
        adFees: z.number(),
      }),
    )
    .describe('The whole period by listing, keyword or search query, most impressions first (at most 50)'),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

const chartQuery = z.object({ campaignId: campaignId() });

function chartEndpoint(path: string, summary: string) {
  return endpoint({
    method: 'GET',
    path: `/ebaycampaignreport/${path}`,
    access: roleGroups.bronzeAndUp,
    summary,
    query: chartQuery,
    data: reportChartSchema,
  });
}

export const plListingChart = chartEndpoint(
  'pl-listing',
  'Daily figures of a cost-per-sale campaign over its listings (stored report rows)',
);
export const plaListingChart = chartEndpoint(
  'pla-listing',
  'Daily figures of a cost-per-click campaign over its listings (stored report rows)',
);
export const plaKeywordChart = chartEndpoint(
  'pla-keyword',
  'Daily figures of a cost-per-click campaign by keyword (stored report rows)',
);
export const plaSearchQueryChart = chartEndpoint(
  'pla-search-query',
  'Daily figures of a cost-per-click campaign by search query (stored report rows)',
);

export const plListingRowSchema = z.object({
  timeGroup: z.string().describe('First day of the day, week (Monday) or month, YYYY-MM-DD'),
  listingId: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number().describe('Clicks per impression in percent'),
  sales: z.number().int(),
  saleAmount: money,
  adFees: money,
  avgCostPerSale: money,
  provisional: z.boolean().describe('eBay may still adjust these figures'),
});
export type PlListingRow = z.infer<typeof plListingRowSchema>;

export const plListingTable = endpoint({
  method: 'GET',
  path: '/ebaycampaignreport/pl-listing/table',
  access: roleGroups.bronzeAndUp,
  summary: 'A campaign’s report rows by listing and day, week or month, newest first, 60 a page',
  query: z.object({
    campaignId: campaignId(),
    timeGroup: z.enum(timeGroups).default('DAY'),
    itemNumber: text()
      .regex(/^\d{1,19}$/, { message: 'validation.itemNumber' })
      .optional()
      .describe('Only this listing'),
    pageIndex: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(plListingPageSize).default(plListingPageSize),
  }),
  data: z.object({ ...reportState, rows: z.array(plListingRowSchema), total: z.number().int() }),
});
