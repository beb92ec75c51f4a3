import { crawlIntervalMinutes } from '@baylytics/contract/ranking';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { crawlKeywordJob } from './crawl-keyword-job.ts';
import { createCrawlRepository } from './crawl-repository.ts';
import { dayOf, startOfDay } from './days.ts';

const minuteMs = 60_000;

/** The start of the interval `now` falls in: slots are aligned to the clock (…:00, :20, :40). */
export function slotStart(now: Date, intervalMinutes: number): Date {
  const size = intervalMinutes * minuteMs;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * Claims this interval's slot for every keyword due and queues one crawl per claimed slot. A slot is a row
 * keyed by (keyword, slot start): however many users track a keyword and however often this runs, each
 * interval searches it once. Tracked keywords: every 20 minutes if anyone marked them premium, else every
 * 60; the rest of the keyword database once a day.
 */
export async function scheduleCrawls(db: Database, jobs: JobQueue, now: Date): Promise<{ queued: number }> {
  const premiumSlot = slotStart(now, crawlIntervalMinutes.premium);
  const regularSlot = slotStart(now, crawlIntervalMinutes.regular);
  const dailySlot = startOfDay(dayOf(now));
  const crawls = createCrawlRepository(db);
  const rows = await crawls.claimDueSlots(premiumSlot, regularSlot, dailySlot);
  for (const row of rows) {
    const slotAt = new Date(row.slot_at).toISOString();
    await jobs.add(
      crawlKeywordJob,
      { keywordId: row.keyword_id, slotAt },
      { jobKey: `crawl:${row.keyword_id}:${slotAt}`, jobKeyMode: 'preserve_run_at', maxAttempts: 5 },
    );
  }
  // Claimed slots are kept a week, enough to see what ran; history lives in search_snapshots.
  await crawls.dropSlotsBefore(new Date(now.getTime() - 7 * 1440 * minuteMs));
  return { queued: rows.length };
}
