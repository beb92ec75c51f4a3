import type { AlertEvent, AlertRule, AlertRuleBody, AlertSummary } from '@baylytics/contract/alerts';
import { expect } from 'vitest';
import { searchSnapshots } from '../../src/db/schema/crawler.ts';
import { keywords } from '../../src/db/schema/keywords.ts';
import { listings, rankingAccounts, trackedKeywords } from '../../src/db/schema/ranking.ts';
import { ensurePartition } from '../../src/features/crawler/partitions.ts';
import type { JobQueue } from '../../src/kernel/job-queue.ts';
import type { TestApp } from './test-app.ts';

/** A job queue that records what is queued instead of queueing it. */
export function recordingQueue(): JobQueue & { queued: { name: string; payload: unknown }[] } {
  const queued: { name: string; payload: unknown }[] = [];
  return {
    queued,
    async add(job, payload) {
      queued.push({ name: job.name, payload });
    },
    async close() {},
  };
}

/** A keyword of its own for one test, tracked by the user for the listing. */
export async function trackedKeyword(t: TestApp, userId: number, itemNumber: number, keyword: string) {
  const [row] = await t.db
    .insert(keywords)
    .values({ siteId: 77, keyword, source: 'seed' })
    .returning({ id: keywords.id });
  if (!row) throw new Error('no keyword');
  await t.db.insert(trackedKeywords).values({ userId, itemNumber, siteId: 77, keyword, keywordId: row.id });
  return row.id;
}

/** An imported listing of the user (its own account). */
export async function importedListing(t: TestApp, userId: number, itemNumber: number, title: string) {
  const [account] = await t.db
    .insert(rankingAccounts)
    .values({ userId, sellerName: `seller-${itemNumber}` })
    .returning({ id: rankingAccounts.id });
  if (!account) throw new Error('no account');
  await t.db.insert(listings).values({ accountId: account.id, itemNumber, siteId: 77, title });
  return account.id;
}

/**
 * A search of the keyword at `at` where the item holds organic place `organic` (null: not in the results) and,
 * when given, sponsored place `sponsored`; other places hold other items.
 */
export async function search(
  t: TestApp,
  keywordId: number,
  at: Date,
  itemNumber: number,
  places: { organic: number | null; sponsored?: number },
) {
  const length = Math.max(places.organic ?? 0, places.sponsored ?? 0, 80);
  const itemNumbers = Array.from({ length }, (_, i) => 900_000_000_000 + i);
  if (places.organic !== null) itemNumbers[places.organic - 1] = itemNumber;
  if (places.sponsored) itemNumbers[places.sponsored - 1] = itemNumber;
  await ensurePartition(t.db, at.toISOString().slice(0, 10));
  await t.db.insert(searchSnapshots).values({
    keywordId,
    crawledAt: at,
    itemNumbers,
    sponsoredPositions: places.sponsored ? [places.sponsored] : [],
    totalResults: length,
  });
}

export async function addRule(t: TestApp, token: string, rule: Partial<AlertRuleBody>): Promise<AlertRule> {
  const answer = await t.post<AlertRule>(
    '/api/alerts/rules',
    { itemNumber: null, keywordId: null, threshold: null, ...rule },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The user's events, oldest first, as `kind:state from→to` for short comparisons. */
export async function eventLines(t: TestApp, token: string): Promise<string[]> {
  const answer = await t.get<AlertEvent[]>('/api/alerts/events?pageSize=200', { token });
  expect(answer.status).toBe(200);
  return answer.body.data
    .slice()
    .reverse()
    .map((e) => `${e.kind}:${e.state} ${e.fromValue ?? '-'}→${e.toValue ?? '-'}`);
}

export async function summaryOf(t: TestApp, token: string): Promise<AlertSummary> {
  const answer = await t.get<AlertSummary>('/api/alerts/summary', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}
