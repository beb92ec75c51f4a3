// eBay's Promoted Listings report requests and files; vendor field names stay inside this folder.
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { EbayError } from './ebay-error.ts';
import type { ReportKind, ReportLine, ReportRequest } from './marketing-types.ts';
import { marketplaceIdOf } from './sites.ts';

const reportTypes: Record<ReportKind, { reportType: string; dimensions: string[] }> = {
  listing: { reportType: 'LISTING_PERFORMANCE_REPORT', dimensions: ['listing_id', 'day'] },
  keyword: { reportType: 'KEYWORD_PERFORMANCE_REPORT', dimensions: ['keyword_id', 'day'] },
  searchQuery: {
    reportType: 'SEARCH_QUERY_PERFORMANCE_REPORT',
    dimensions: ['search_query', 'keyword_id', 'day'],
  },
};

/** The metric keys we read, by funding model; ratios are computed from these sums on our side. */
const metricKeys = {
  COST_PER_SALE: {
    impressions: 'impressions',
    clicks: 'clicks',
    sales: 'sales',
    quantity: 'sale_quantity',
    saleAmount: 'sale_amount_listingsite_currency',
    adFees: 'ad_fees_listingsite_currency',
  },
  COST_PER_CLICK: {
    impressions: 'cpc_impressions',
    clicks: 'cpc_clicks',
    sales: 'cpc_attributed_sales',
    quantity: 'cpc_sale_quantity',
    saleAmount: 'cpc_sale_amount_listingsite_currency',
    adFees: 'cpc_ad_fees_listingsite_currency',
  },
} as const;

export function createReportTaskRequest(request: ReportRequest) {
  const type = reportTypes[request.kind];
  return {
    reportType: type.reportType,
    reportFormat: 'TSV_GZIP',
    marketplaceId: marketplaceIdOf(request.siteId),
    campaignIds: [request.campaignId],
    fundingModels: [request.fundingModel],
    dateFrom: request.dateFrom,
    dateTo: request.dateTo,
    dimensions: type.dimensions.map((dimensionKey) =>
      dimensionKey === 'keyword_id'
        ? { dimensionKey, annotationKeys: ['keyword_text', 'keyword_match_type'] }
        : { dimensionKey },
    ),
    metricKeys: Object.values(metricKeys[request.fundingModel]),
  };
}

export const reportTaskAnswer = z.object({
  reportTaskId: z.string(),
  reportTaskStatus: z.string(),
  reportId: z.string().optional(),
});

export const reportTasksAnswer = z.object({
  total: z.number().int().optional(),
  reportTasks: z
    .array(
      z.object({
        reportTaskId: z.string(),
        reportType: z.string().optional(),
        campaignIds: z.array(z.string()).optional(),
        dateFrom: z.string().optional(),
        dateTo: z.string().optional(),
      }),
    )
    .optional(),
});

type ListedTask = NonNullable<z.infer<typeof reportTasksAnswer>['reportTasks']>[number];

const sameMoment = (a: string | undefined, b: string) => a !== undefined && Date.parse(a) === Date.parse(b);

/** Whether a task eBay lists is the one this request asks for: same report type, campaign and dates. */
export function isTaskFor(task: ListedTask, request: ReportRequest): boolean {
  return (
    task.reportType === reportTypes[request.kind].reportType &&
    task.campaignIds?.length === 1 &&
    task.campaignIds[0] === request.campaignId &&
    sameMoment(task.dateFrom, request.dateFrom) &&
    sameMoment(task.dateTo, request.dateTo)
  );
}

const count = (value: string | undefined) => {
  const n = Number(value ?? '0');
  return Number.isFinite(n) ? Math.round(n) : 0;
};
const money = (value: string | undefined) => {
  const n = Number(value ?? '0');
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};

/** Reads a report file: gzip, then tab-separated lines under a header of keys; any metric set is recognised. */
export function readReportFile(file: Buffer, operation: string): ReportLine[] {
  let text: string;
  try {
    text = gunzipSync(file).toString('utf8');
  } catch {
    throw new EbayError('invalidAnswer', 'the report is not a gzip file', { operation });
  }
  const [header = '', ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const columns = header.split('\t').map((c) => c.trim());
  if (!columns.includes('day'))
    throw new EbayError('invalidAnswer', 'the report has no day column', { operation });
  const keys = columns.some((c) => c.startsWith('cpc_'))
    ? metricKeys.COST_PER_CLICK
    : metricKeys.COST_PER_SALE;
  return lines.map((line) => {
    const cells = line.split('\t');
    const at = (key: string) => {
      const i = columns.indexOf(key);
      return i < 0 ? undefined : cells[i]?.trim();
    };
    return {
      day: (at('day') ?? '').slice(0, 10),
      listingId: at('listing_id') ?? '',
      keywordId: at('keyword_id') ?? '',
      keywordText: at('keyword_text') ?? '',
      matchType: at('keyword_match_type') ?? '',
      searchQuery: at('search_query') ?? '',
      impressions: count(at(keys.impressions)),
      clicks: count(at(keys.clicks)),
      sales: count(at(keys.sales)),
      quantity: count(at(keys.quantity) ?? at(keys.sales)),
      saleAmount: money(at(keys.saleAmount)),
      adFees: money(at(keys.adFees)),
    };
  });
}
