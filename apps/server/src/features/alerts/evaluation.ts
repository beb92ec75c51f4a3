import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { createEvaluationRepository } from './evaluation-repository.ts';
import { sendAlertMailsJob } from './send-alert-mails-job.ts';

export interface EvaluationDeps {
  db: Database;
  jobs: JobQueue;
  clock: () => Date;
}

/** One mail run for all who want their alerts at once; a burst of crawls queues it once (same job key). */
async function queueImmediateMails(deps: EvaluationDeps, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await deps.jobs.add(sendAlertMailsJob, { schedule: 'immediate' }, { jobKey: 'sendAlertMails:immediate' });
}

/** After a search of a tracked keyword: the rules that watch places (first page, moves, promoted twin). */
export async function evaluateSearchAlerts(
  deps: EvaluationDeps,
  keywordId: number,
  crawledAt: Date,
): Promise<void> {
  const users = await createEvaluationRepository(deps.db).evaluateSearch(keywordId, crawledAt);
  await queueImmediateMails(deps, users);
}

/** After a day's derivation: the rules that watch listings (BayScore worse, listing ended). */
export async function evaluateDailyAlerts(deps: EvaluationDeps, day: string): Promise<void> {
  const evaluation = createEvaluationRepository(deps.db);
  const now = deps.clock();
  const users = [
    ...(await evaluation.evaluateBayScores(day, now)),
    ...(await evaluation.evaluateEndedListings(now)),
  ];
  await queueImmediateMails(deps, users);
}

/**
 * After the history backfill: each watched keyword's newest search of the day, evaluated as its crawl would have
 * been. Searches of now that ran while the backfill had not yet reached the day before waited (a pair is first
 * measured from the day before), so the seller hears of the change since the day before now instead of with
 * the keyword's next search.
 */
export async function evaluateNewestSearchAlerts(deps: EvaluationDeps, day: string): Promise<void> {
  const evaluation = createEvaluationRepository(deps.db);
  const users: number[] = [];
  for (const { keywordId, crawledAt } of await evaluation.newestWatchedSearches(day))
    users.push(...(await evaluation.evaluateSearch(keywordId, crawledAt)));
  await queueImmediateMails(deps, users);
}
