import { crawlIntervalMinutes } from '@baylytics/contract/ranking';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { crawlKeywordJob } from './crawl-keyword-job.ts';
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
  const { rows } = await db.execute<{ keyword_id: number; slot_at: string }>(sql`
    with tracked as (
      select keyword_id, bool_or(is_premium) as premium from tracked_keywords group by keyword_id
    ), due as (
      select keyword_id, case when premium then ${premiumSlot} else ${regularSlot} end::timestamptz as slot_at
      from tracked
      union all
      select k.id, ${dailySlot}::timestamptz from keywords k
      where not exists (select 1 from tracked t where t.keyword_id = k.id)
    )
    insert into crawl_slots (keyword_id, slot_at)
    select keyword_id, slot_at from due
    on conflict do nothing
    returning keyword_id, slot_at::text`);
  for (const row of rows) {
    const slotAt = new Date(row.slot_at).toISOString();
    await jobs.add(
      crawlKeywordJob,
      { keywordId: row.keyword_id, slotAt },
      { jobKey: `crawl:${row.keyword_id}:${slotAt}`, jobKeyMode: 'preserve_run_at', maxAttempts: 5 },
    );
  }
  // Claimed slots are kept a week, enough to see what ran; history lives in search_snapshots.
  await db.execute(
    sql`delete from crawl_slots where slot_at < ${new Date(now.getTime() - 7 * 1440 * minuteMs)}`,
  );
  return { queued: rows.length };
}
