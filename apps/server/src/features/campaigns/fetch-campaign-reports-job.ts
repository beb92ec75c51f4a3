import { type ReportFetchFailureReason, reportDays } from '@baylytics/contract/campaign-reports';
import { marketplaces } from '@baylytics/contract/marketplaces';
import { z } from 'zod';
import { EbayError } from '../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId } from '../../integrations/ebay/ebay-types.ts';
import { defineJob } from '../../kernel/define-job.ts';
import { createCampaignReportRepository } from './campaign-report-repository.ts';
import { createOnce } from './create-once.ts';
import type { ReportKind, ReportLine } from './ports.ts';

const dayMs = 86_400_000;
/** Lookups of a report task after its create timed out, once it was not found at once (create-once.ts). */
const lateReportTaskLookups = 2;
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** Reports of a cost-per-sale campaign are by listing; a cost-per-click campaign's also by keyword and search query. */
export const reportKindsOf = (fundingModel: 'COST_PER_SALE' | 'COST_PER_CLICK'): ReportKind[] =>
  fundingModel === 'COST_PER_SALE' ? ['listing'] : ['listing', 'keyword', 'searchQuery'];

/** eBay is still generating a report: the job fails this run and the queue tries again a little later. */
class ReportNotReady extends Error {}
/** eBay answered that it could not make a report. */
class ReportFailed extends Error {}

/** Why a fetch gave up, as the report screen names it. */
export function fetchFailureReasonOf(error: unknown): ReportFetchFailureReason {
  if (error instanceof ReportNotReady) return 'reportNotReady';
  if (error instanceof ReportFailed) return 'reportFailed';
  if (error instanceof EbayError)
    return error.kind === 'unavailable' || error.kind === 'invalidAnswer' ? 'ebayUnavailable' : 'ebayRefused';
  return 'unexpected';
}

/**
 * Fetches a campaign's Promoted Listings reports of the last 90 days (from its start at the earliest) through
 * eBay's report tasks and replaces the stored rows of those days. Pages read the stored rows only. A task whose
 * creation went unanswered is looked up among the seller's tasks before another is created. A fetch that gives up
 * after its last attempt keeps the stored rows and notes why, which the report screen shows until a later fetch
 * succeeds.
 */
export const fetchCampaignReportsJob = defineJob({
  name: 'fetchCampaignReports',
  payload: z.object({ campaignRowId: z.number().int().positive() }),
  async handler({ campaignRowId }, deps) {
    const repository = createCampaignReportRepository(deps.db);
    const campaign = await repository.campaignToFetch(campaignRowId);
    if (!campaign) return;
    const now = deps.clock();
    const today = dayOf(now);
    const startDay = dayOf(campaign.startDate);
    const earliest = addDays(today, -(reportDays - 1));
    // biome-ignore lint/complexity/useMathMinMax: ISO day strings compare as text; Math.max would make them NaN.
    const fromDay = startDay > earliest ? startDay : earliest;
    const reports: { kind: ReportKind; lines: ReportLine[] }[] = [];
    const calls = deps.campaignCalls(campaign.ebayTokenId);
    if (fromDay <= today) {
      const siteId = (marketplaces.find((m) => m.marketplaceId === campaign.marketplaceId)?.eBaySiteId ??
        77) as EbaySiteId;
      for (const kind of reportKindsOf(campaign.fundingModel)) {
        const request = {
          kind,
          campaignId: campaign.campaignId,
          fundingModel: campaign.fundingModel,
          siteId,
          dateFrom: `${fromDay}T00:00:00.000Z`,
          dateTo: now.toISOString(),
        };
        // Nothing unique protects a report task: one whose answer came later than the client waited is looked
        // for twice more, a wait as long as the create's apart, before a second is created.
        const taskId = await createOnce(
          () => calls.createReportTask(request),
          () => calls.reportTaskFor(request),
          { lateLookups: lateReportTaskLookups },
        );
        const task = await calls.reportTask(taskId);
        if (task.status === 'FAILED')
          throw new ReportFailed(`eBay could not make the ${kind} report of ${campaign.campaignId}`);
        if (task.status !== 'SUCCESS' || !task.reportId)
          throw new ReportNotReady(`the ${kind} report of ${campaign.campaignId} is ${task.status}`);
        reports.push({ kind, lines: await calls.report(task.reportId) });
      }
    }
    await repository.store({ campaignRowId, fromDay, toDay: today, fetchedAt: now, reports });
    deps.log(
      `campaign ${campaign.campaignId}: ${reports.map((r) => `${r.lines.length} ${r.kind}`).join(', ')} report rows`,
    );
  },
  async onGaveUp({ campaignRowId }, deps, reason) {
    const repository = createCampaignReportRepository(deps.db);
    if (!(await repository.campaignToFetch(campaignRowId))) return;
    await repository.storeFailure(campaignRowId, fetchFailureReasonOf(reason), deps.clock());
  },
});
