import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AdPerformance } from '../marketplace/model.ts';
import { marketingBase, ownCampaign, pageLinks, pageOf } from './marketing-routes.ts';
import { marketingFailure } from './marketing-rules.ts';
import type { MarketingStore } from './marketing-store.ts';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';
import { dayOf } from './sandbox-date.ts';

/**
 * Promoted Listings reports: createReportTask → getReportTask (or getReportTasks) → getReport, a gzip file of
 * tab-separated values (TSV_GZIP): a header line of the requested dimension, annotation and metric keys, then one
 * line per dimension value and day. The figures are the market's (`adPerformance`) for the campaign's ads, so
 * reports say what the searches and sales of the same days say. Non-performing rows (no impression) are left
 * out, as eBay does without NON_PERFORMING_DATA.
 */

const reportTypes = {
  LISTING_PERFORMANCE_REPORT: { dimensions: ['listing_id', 'day'] },
  KEYWORD_PERFORMANCE_REPORT: { dimensions: ['keyword_id', 'day'] },
  SEARCH_QUERY_PERFORMANCE_REPORT: { dimensions: ['search_query', 'keyword_id', 'day'] },
} as const;
type ReportType = keyof typeof reportTypes;

/** A report line's figures, whichever metric key names them. */
interface Line {
  listing_id: string;
  day: string;
  keyword_id: string;
  keyword_text: string;
  keyword_match_type: string;
  search_query: string;
  impressions: number;
  clicks: number;
  sales: number;
  quantity: number;
  saleAmount: number;
  adFees: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? ((100 * part) / whole).toFixed(2) : '0.00');
const amount = (n: number) => n.toFixed(2);

const metricsOf: Record<'COST_PER_SALE' | 'COST_PER_CLICK', Record<string, (l: Line) => string>> = {
  COST_PER_SALE: {
    impressions: (l) => String(l.impressions),
    clicks: (l) => String(l.clicks),
    ctr: (l) => percent(l.clicks, l.impressions),
    sales: (l) => String(l.sales),
    sale_quantity: (l) => String(l.quantity),
    sale_amount_listingsite_currency: (l) => amount(l.saleAmount),
    ad_fees_listingsite_currency: (l) => amount(l.adFees),
    avg_cost_per_sale_listingsite_currency: (l) => amount(l.sales > 0 ? l.adFees / l.sales : 0),
  },
  COST_PER_CLICK: {
    cpc_impressions: (l) => String(l.impressions),
    cpc_clicks: (l) => String(l.clicks),
    cpc_ctr: (l) => percent(l.clicks, l.impressions),
    cpc_attributed_sales: (l) => String(l.sales),
    cpc_sale_quantity: (l) => String(l.quantity),
    cpc_sale_amount_listingsite_currency: (l) => amount(l.saleAmount),
    cpc_ad_fees_listingsite_currency: (l) => amount(l.adFees),
    cpc_avg_cost_per_sale: (l) => amount(l.sales > 0 ? l.adFees / l.sales : 0),
    cpc_conversion_rate: (l) => percent(l.sales, l.clicks),
    cpc_return_on_ad_spend: (l) => amount(l.adFees > 0 ? l.saleAmount / l.adFees : 0),
    cost_per_click: (l) => amount(l.clicks > 0 ? l.adFees / l.clicks : 0),
  },
};
const annotationKeys = ['keyword_text', 'keyword_match_type'] as const;

interface CreateReportTaskBody {
  reportType?: string;
  reportFormat?: string;
  marketplaceId?: string;
  campaignIds?: string[];
  fundingModels?: string[];
  dateFrom?: string;
  dateTo?: string;
  dimensions?: { dimensionKey?: string; annotationKeys?: string[] }[];
  metricKeys?: string[];
}

interface Task {
  seller: string;
  reportTaskId: string;
  reportId: string;
  createdAt: string;
  request: Required<Omit<CreateReportTaskBody, 'dimensions'>> & {
    dimensions: { dimensionKey: string; annotationKeys?: string[] }[];
  };
  columns: string[];
}

function linesOf(type: ReportType, days: AdPerformance[]): Line[] {
  const empty = {
    listing_id: '',
    keyword_id: '',
    keyword_text: '',
    keyword_match_type: '',
    search_query: '',
  };
  if (type === 'LISTING_PERFORMANCE_REPORT')
    return days.map((d) => ({ ...empty, ...d, listing_id: d.itemId, day: d.day, quantity: d.quantity }));
  const byKey = new Map<string, Line>();
  for (const d of days)
    for (const q of d.searchQueries ?? []) {
      const key =
        type === 'KEYWORD_PERFORMANCE_REPORT'
          ? `${q.keywordId}|${d.day}`
          : `${q.keywordId}|${q.searchQuery}|${d.day}`;
      const line = byKey.get(key) ?? {
        ...empty,
        day: d.day,
        keyword_id: q.keywordId,
        keyword_text: q.keywordText,
        keyword_match_type: q.matchType,
        search_query: type === 'SEARCH_QUERY_PERFORMANCE_REPORT' ? q.searchQuery : '',
        impressions: 0,
        clicks: 0,
        sales: 0,
        quantity: 0,
        saleAmount: 0,
        adFees: 0,
      };
      line.impressions += q.impressions;
      line.clicks += q.clicks;
      line.sales += q.sales;
      line.quantity += q.sales;
      line.saleAmount += q.saleAmount;
      line.adFees += q.adFees;
      byKey.set(key, line);
    }
  return [...byKey.values()];
}

export function registerReportRoutes(
  app: FastifyInstance,
  context: EbayContext,
  store: MarketingStore,
): void {
  const tasks = new Map<string, Task>();
  const taskOf = (seller: string, id: string, by: 'reportTaskId' | 'reportId') => {
    const task = [...tasks.values()].find(
      (t) => t[by] === id && t.seller.toLowerCase() === seller.toLowerCase(),
    );
    if (!task)
      throw marketingFailure(404, 35002, `No report ${by === 'reportId' ? '' : 'task '}found for id ${id}.`);
    return task;
  };

  app.post<{ Body: CreateReportTaskBody }>(`${marketingBase}/ad_report_task`, async (request, reply) => {
    const seller = sellerOf(context, request);
    const body = request.body ?? {};
    const invalid = (errorId: number, message: string) => marketingFailure(400, errorId, message);
    const type = body.reportType as ReportType;
    if (!type || !(type in reportTypes))
      throw invalid(35081, `The report type '${body.reportType ?? ''}' is not supported.`);
    if (body.reportFormat !== 'TSV_GZIP') throw invalid(35082, "The 'reportFormat' must be TSV_GZIP.");
    if (!context.market.sites.some((s) => s.marketplaceId === body.marketplaceId))
      throw invalid(35001, `The marketplace '${body.marketplaceId ?? ''}' is invalid.`);
    const funding = body.fundingModels ?? ['COST_PER_SALE'];
    const model = funding[0];
    if (funding.length !== 1 || (model !== 'COST_PER_SALE' && model !== 'COST_PER_CLICK'))
      throw invalid(35083, "Exactly one of COST_PER_SALE or COST_PER_CLICK is allowed in 'fundingModels'.");
    if (model === 'COST_PER_SALE' && type !== 'LISTING_PERFORMANCE_REPORT')
      throw invalid(35084, `The report type ${type} is only available for the COST_PER_CLICK funding model.`);
    const campaignIds = body.campaignIds ?? [];
    if (campaignIds.length === 0) throw invalid(35085, "At least one id is required in 'campaignIds'.");
    for (const id of campaignIds) {
      const campaign = ownCampaign(context, store, request, id, 400);
      if (campaign.fundingModel !== model)
        throw invalid(35086, `The campaign ${id} does not use the ${model} funding model.`);
    }
    const now = context.now();
    const from = Date.parse(body.dateFrom ?? '');
    const to = Date.parse(body.dateTo ?? '');
    if (Number.isNaN(from) || Number.isNaN(to) || from > now.getTime() || to > now.getTime() + 60_000)
      throw invalid(35087, "The 'dateFrom' and 'dateTo' must be ISO 8601 dates that are not in the future.");
    if (to <= from) throw invalid(35088, "The 'dateTo' must be later than the 'dateFrom'.");
    const wanted = reportTypes[type].dimensions;
    const dimensions = (body.dimensions ?? []).map((d) => ({
      dimensionKey: d.dimensionKey ?? '',
      ...(d.annotationKeys && { annotationKeys: d.annotationKeys }),
    }));
    const keys = dimensions.map((d) => d.dimensionKey);
    if (keys.length !== wanted.length || !wanted.every((k) => keys.includes(k)))
      throw invalid(35089, `The dimensions of ${type} are ${wanted.join(', ')}.`);
    const annotations = dimensions.flatMap((d) => d.annotationKeys ?? []);
    const badAnnotation = annotations.find((a) => !(annotationKeys as readonly string[]).includes(a));
    if (badAnnotation) throw invalid(35090, `The annotation key '${badAnnotation}' is invalid.`);
    const metrics = body.metricKeys ?? [];
    const allowed = metricsOf[model];
    const badMetric = metrics.find((m) => !(m in allowed));
    if (metrics.length === 0 || badMetric)
      throw invalid(35091, `The metric key '${badMetric ?? ''}' is invalid for ${model}.`);
    const reportTaskId = store.nextId();
    const task: Task = {
      seller,
      reportTaskId,
      reportId: store.nextId(),
      createdAt: now.toISOString(),
      request: {
        reportType: type,
        reportFormat: 'TSV_GZIP',
        marketplaceId: body.marketplaceId ?? '',
        campaignIds,
        fundingModels: funding,
        dateFrom: new Date(from).toISOString(),
        dateTo: new Date(to).toISOString(),
        dimensions,
        metricKeys: metrics,
      },
      columns: [...keys, ...annotations, ...metrics],
    };
    tasks.set(reportTaskId, task);
    return reply
      .code(202)
      .header('location', `${context.publicUrl()}${marketingBase}/ad_report_task/${reportTaskId}`)
      .send();
  });

  // Every task finishes at once here, so each is SUCCESS.
  const taskAnswer = (task: Task) => {
    const expires = new Date(Date.parse(task.createdAt) + 30 * 86_400_000).toISOString();
    return {
      ...task.request,
      reportTaskId: task.reportTaskId,
      reportId: task.reportId,
      reportName: `${task.request.reportType}_${task.reportTaskId}`,
      reportHref: `${context.publicUrl()}${marketingBase}/ad_report/${task.reportId}`,
      reportTaskStatus: 'SUCCESS',
      reportTaskCreationDate: task.createdAt,
      reportTaskCompletionDate: task.createdAt,
      reportTaskExpectedCompletionDate: task.createdAt,
      reportExpirationDate: expires,
    };
  };

  // getReportTasks: the seller's tasks, oldest first, filtered by status (35109 for a status eBay does not know).
  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${marketingBase}/ad_report_task`,
    async (request) => {
      const seller = sellerOf(context, request);
      const page = pageOf(request.query);
      const statuses = request.query.report_task_statuses?.split(',').filter(Boolean) ?? [];
      const unknown = statuses.filter((s) => !['PENDING', 'SUCCESS', 'FAILED'].includes(s));
      if (unknown.length > 0)
        throw marketingFailure(
          400,
          35109,
          `The 'report_task_statuses' ${unknown.join(',')} is invalid. Valid values are: PENDING, SUCCESS, FAILED.`,
        );
      const matching = [...tasks.values()]
        .filter((t) => t.seller.toLowerCase() === seller.toLowerCase())
        .filter(() => statuses.length === 0 || statuses.includes('SUCCESS'));
      return {
        reportTasks: matching.slice(page.offset, page.offset + page.limit).map(taskAnswer),
        ...pageLinks(new URL(request.url, context.publicUrl()), page, matching.length),
      };
    },
  );

  app.get<{ Params: { id: string } }>(`${marketingBase}/ad_report_task/:id`, async (request) =>
    taskAnswer(taskOf(sellerOf(context, request), request.params.id, 'reportTaskId')),
  );

  app.get<{ Params: { id: string } }>(`${marketingBase}/ad_report/:id`, async (request, reply) => {
    const seller = sellerOf(context, request);
    const task = taskOf(seller, request.params.id, 'reportId');
    const type = task.request.reportType as ReportType;
    const model = task.request.fundingModels[0] as 'COST_PER_SALE' | 'COST_PER_CLICK';
    const today = dayOf(context.now());
    const requestedLastDay = dayOf(new Date(task.request.dateTo));
    // biome-ignore lint/complexity/useMathMinMax: ISO day strings compare as text; Math.min would make them NaN.
    const lastDay = requestedLastDay < today ? requestedLastDay : today;
    const lines: Line[] = [];
    for (const campaignId of task.request.campaignIds) {
      const campaign = store.campaign(seller, campaignId);
      if (!campaign) continue;
      const listingIds = [...new Set(store.ads(campaignId).map((ad) => ad.listingId))];
      for (
        let at = Date.parse(`${dayOf(new Date(task.request.dateFrom))}T00:00:00Z`);
        dayOf(new Date(at)) <= lastDay;
        at += 86_400_000
      ) {
        const day = dayOf(new Date(at));
        const days = listingIds.flatMap((id) =>
          context.market.adPerformance(id, day).filter((p) => p.campaignId === campaignId),
        );
        lines.push(...linesOf(type, days).filter((l) => l.impressions > 0));
      }
    }
    const metric = metricsOf[model];
    const cell = (line: Line, column: string) =>
      metric[column]?.(line) ?? String(line[column as keyof Line] ?? '').replace(/[\t\n]/g, ' ');
    const tsv = [
      task.columns.join('\t'),
      ...lines.map((l) => task.columns.map((c) => cell(l, c)).join('\t')),
    ].join('\n');
    return reply
      .header('content-type', 'text/tab-separated-values')
      .header('content-disposition', `attachment; filename="${task.reportId}.tsv.gz"`)
      .send(gzipSync(`${tsv}\n`));
  });
}
