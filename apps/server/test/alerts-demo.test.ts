import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crawlKeywordJob } from '../src/features/crawler/crawl-keyword-job.ts';
import { scheduleCrawls } from '../src/features/crawler/crawl-schedule.ts';
import { addDays, dayOf } from '../src/features/crawler/days.ts';
import { deriveDayJob } from '../src/features/crawler/derive-day-job.ts';
import { demoPassword } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { seedDemoMarket } from '../src/seed/demo-market.ts';
import { summaryOf } from './support/alert-history.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

/** Demo users with alert rules, with their unread count as the bell in the header shows it. */
async function bells(): Promise<{ userId: number; email: string; unread: number }[]> {
  const { rows } = await t.db.execute<{ id: number; email: string }>(sql`
    select distinct u.id, u.email from alert_rules r join users u on u.id = r.user_id order by u.email`);
  const answer: { userId: number; email: string; unread: number }[] = [];
  for (const { id, email } of rows) {
    const token = await t.signIn(email, demoPassword);
    answer.push({ userId: id, email, unread: (await summaryOf(t, token)).unread });
  }
  return answer;
}

/**
 * The users with an active move rule one of whose tracked listings holds another organic place (or none) in its
 * keyword's newest search of `to` than in its last search of `from`, read from the stored searches: the users the
 * demo market's drift moved, whom the move rule of one place must tell.
 */
async function usersMoved(from: string, to: string): Promise<number[]> {
  const { rows } = await t.db.execute<{ user_id: number }>(sql`
    with last_of as (
      select distinct on (keyword_id, (crawled_at at time zone 'UTC')::date) keyword_id,
             (crawled_at at time zone 'UTC')::date as day, item_numbers, sponsored_positions
      from search_snapshots where crawled_at >= ${`${from}T00:00:00Z`}::timestamptz
      order by keyword_id, (crawled_at at time zone 'UTC')::date, crawled_at desc
    ), organic as (
      select s.keyword_id, s.day, u.item,
             min(u.pos) filter (where not u.pos = any(s.sponsored_positions)) as place
      from last_of s, unnest(s.item_numbers) with ordinality as u(item, pos)
      group by s.keyword_id, s.day, u.item
    )
    select distinct tk.user_id from tracked_keywords tk
    join alert_rules r on r.user_id = tk.user_id and r.kind = 'moved' and r.is_active
    where exists (select 1 from last_of s where s.keyword_id = tk.keyword_id and s.day = ${from}::date)
      and exists (select 1 from last_of s where s.keyword_id = tk.keyword_id and s.day = ${to}::date)
      and (select o.place from organic o
            where o.keyword_id = tk.keyword_id and o.day = ${from}::date and o.item = tk.item_number)
        is distinct from
          (select o.place from organic o
            where o.keyword_id = tk.keyword_id and o.day = ${to}::date and o.item = tk.item_number)`);
  return rows.map((row) => row.user_id);
}

async function eventCount(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from alert_events`);
  return rows[0]?.n ?? 0;
}

/** Keeps a queued job from running until the jobs are released (`engine.retryNow`). */
async function holdJob(key: string): Promise<void> {
  await t.db.execute(
    sql`update graphile_worker._private_jobs set run_at = now() + interval '1 hour' where key = ${key}`,
  );
}

/**
 * The organic place an event's item held in the keyword's last search of `from` (for `from` value) or its newest
 * search of `to`, read from the stored searches: what the event says must be what the searches showed.
 */
async function eventsAgainstSearches(from: string, to: string) {
  const { rows } = await t.db.execute<{
    kind: string;
    from_value: number | null;
    to_value: number | null;
    was: number | null;
    now: number | null;
  }>(sql`
    with last_of as (
      select distinct on (keyword_id, (crawled_at at time zone 'UTC')::date) keyword_id,
             (crawled_at at time zone 'UTC')::date as day, item_numbers,
             sponsored_positions
      from search_snapshots where crawled_at >= ${`${from}T00:00:00Z`}::timestamptz
      order by keyword_id, (crawled_at at time zone 'UTC')::date, crawled_at desc
    )
    select e.kind, e.from_value::float8 as from_value, e.to_value::float8 as to_value,
      (select min(u.pos) from last_of s, unnest(s.item_numbers) with ordinality as u(item, pos)
        where s.keyword_id = e.keyword_id and s.day = ${from}::date and u.item = e.item_number
          and not u.pos = any(s.sponsored_positions))::float8 as was,
      (select min(u.pos) from last_of s, unnest(s.item_numbers) with ordinality as u(item, pos)
        where s.keyword_id = e.keyword_id and s.day = ${to}::date and u.item = e.item_number
          and not u.pos = any(s.sponsored_positions))::float8 as now
    from alert_events e where e.kind in ('firstPage', 'moved')`);
  return rows;
}

describe("demo alert rules on the first start's searches", () => {
  it('fire for every demo user from the change since the last backfilled day, once: the same jobs again add none', async () => {
    expect(await seedDemoData(t.db, t.clock.now())).toBe(true);
    const today = dayOf(t.clock.now());
    const yesterday = addDays(today, -1);
    await seedDemoMarket(engine.deps, { ebay: t.ebay, historyDays: 2 });
    // The backfill reaches the day before last; today's scheduled searches run before it, as on a real first start.
    await holdJob(`backfill:${yesterday}`);
    await engine.drain();
    await scheduleCrawls(t.db, engine.deps.jobs, t.clock.now());
    await engine.drain();
    // Searches whose day before is still missing wait for it: nothing noted, nothing fired.
    expect(await eventCount()).toBe(0);

    // The last backfilled day, then the derivation it queues for half a minute later.
    await engine.retryNow();
    await engine.drain();
    await engine.retryNow();
    await engine.drain();
    expect(await engine.failedJobs()).toEqual([]);

    const rang = await bells();
    expect(rang).toHaveLength(6);
    // The market drifts every day: most demo users' listings move (on the 60 days measured, each user's on all
    // days but one at most), and every user the drift moved is told.
    const moved = new Set(await usersMoved(yesterday, today));
    expect(moved.size).toBeGreaterThanOrEqual(4);
    for (const bell of rang)
      if (moved.has(bell.userId)) expect(bell.unread, bell.email).toBeGreaterThanOrEqual(1);
    // Real changes: each place event's from and to are the item's places in yesterday's and today's searches.
    const checked = await eventsAgainstSearches(yesterday, today);
    expect(checked.length).toBeGreaterThan(0);
    for (const row of checked) {
      expect(row.from_value).toBe(row.was);
      expect(row.to_value).toBe(row.now);
    }

    // The same jobs again: today's searches re-run and the derivation after the backfill once more.
    const fired = await eventCount();
    const { rows: slots } = await t.db.execute<{ keyword_id: number; slot_at: string }>(sql`
      select keyword_id, to_char(slot_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as slot_at
      from crawl_slots where slot_at >= ${today}::date`);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots)
      await engine.deps.jobs.add(crawlKeywordJob, { keywordId: slot.keyword_id, slotAt: slot.slot_at });
    await engine.deps.jobs.add(deriveDayJob, { isAfterBackfill: true });
    await engine.drain();
    expect(await eventCount()).toBe(fired);
  }, 300_000);
});
