import type { JobFaultCase } from './job-fault-case.ts';
import { accountJobFaultCases } from './job-fault-cases-account.ts';
import { afterbuyJobFaultCases } from './job-fault-cases-afterbuy.ts';
import { marketJobFaultCases } from './job-fault-cases-market.ts';
import { sellerJobFaultCases } from './job-fault-cases-seller.ts';

/**
 * The jobs that reach nothing outside the database and the queue: they run with every outside source of the
 * worker refusing to answer, which is how the fault test checks this list is true.
 */
export const jobsWithoutOutsideDependency: readonly string[] = [
  'backfillHistory',
  'deriveDay',
  'maintainPartitions',
  'pruneKeptInvoices',
  'pruneLoginLogs',
  'resumeVideoStatus',
  'scheduleCrawls',
  // Hands its digests to the mail service, whose spool retries delivery on its own (mail-spool.test.ts).
  'sendAlertMails',
  'sweepCampaigns',
];

/** One fault case per job that reaches outside, by job name. */
export const jobFaultCases: Readonly<Record<string, JobFaultCase>> = {
  ...marketJobFaultCases,
  ...sellerJobFaultCases,
  ...accountJobFaultCases,
  ...afterbuyJobFaultCases,
};
