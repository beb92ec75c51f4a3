import type { TaskList } from 'graphile-worker';
import { featureModules } from '../app/feature-modules.ts';
import type { Job } from '../kernel/define-job.ts';
import type { EngineDeps } from '../kernel/engine-deps.ts';
import { onJobGaveUp } from './job-gave-up.ts';

/** Every job of every feature module. */
export const allJobs: readonly Job[] = featureModules.flatMap((module) => module.jobs ?? []);

/** Every task of the worker; payloads are checked, since the queue is a table anyone with access can write. */
export function buildTaskList(deps: EngineDeps, jobs: readonly Job[] = allJobs): TaskList {
  const tasks: TaskList = {};
  for (const job of jobs) {
    if (tasks[job.name]) throw new Error(`two jobs are named ${job.name}`);
    tasks[job.name] = async (raw, helpers) => {
      const payload = job.payload.parse(raw ?? {});
      const { attempts, max_attempts: maxAttempts } = helpers.job;
      try {
        await job.handler(payload, deps, { attempts, maxAttempts });
      } catch (error) {
        if (attempts >= maxAttempts) await onJobGaveUp(job, payload, deps, attempts, error);
        throw error;
      }
    };
  }
  return tasks;
}

/**
 * The recurring work: claim crawl slots every 2 minutes, refresh today's scores every 15, keep the day
 * partitions, grow the keyword database and look for new category tree versions nightly; read sellers'
 * campaigns from eBay again hourly, and the observed listings' sold quantities late each day (the variant
 * tool's daily reading); every 15 minutes pick up the status checks of videos whose seller account could
 * not be used for a while, and revoke at eBay the grants of deleted accounts eBay could not be told about at
 * the time; nightly delete sign-in log entries and deleted accounts' kept invoices past their retention; each
 * morning mail the daily digest of rank-change alerts.
 */
export const crontab = [
  '*/2 * * * * scheduleCrawls',
  '*/15 * * * * deriveDay',
  '*/15 * * * * resumeVideoStatus',
  '*/15 * * * * revokeEbayGrants',
  '5 0 * * * maintainPartitions',
  '15 4 * * * refreshCategoryTrees',
  '20 * * * * sweepCampaigns',
  '50 23 * * * readVariantSales',
  '40 3 * * * pruneLoginLogs',
  '30 3 * * * discoverKeywords ?id=discover77&queue=keyword-discovery-77&priority=10 {"siteId":77,"newKeywords":2000}',
  '45 3 * * * pruneKeptInvoices',
  '0 6 * * * sendAlertMails {"schedule":"daily"}',
].join('\n');
