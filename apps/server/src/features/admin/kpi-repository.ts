import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { poolOf } from '../../db/pool-of.ts';

const dialect = new PgDialect();

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const startOfHour = (date: Date) => new Date(Math.floor(date.getTime() / hourMs) * hourMs);
const startOfDay = (date: Date) => new Date(Math.floor(date.getTime() / dayMs) * dayMs);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// The gross price of one billing cycle of plan `p`, rounded as invoices round it (net, then VAT, each to the cent).
const cycleGross = sql`(round(p.price_month * p.number_of_month, 2)
  + round(round(p.price_month * p.number_of_month, 2) * p.tax_rate / 100, 2))`;

// When an agreement stops being in force: the later of its paid period and its trial (indexed).
const agreementEnd = sql`greatest(paid_until, coalesce(trial_ends_at, paid_until))`;

/** Agreements started and cancelled on one UTC day of one parent plan. */
export interface DayEvents {
  parentPlan: string;
  day: string;
  started: number;
  cancelled: number;
}

/** What the summary reads on every call (see `live`); amounts arrive as JSON numbers. */
export interface LiveFigures {
  version: number;
  totals: {
    totalUsers: number;
    payingUsers: number;
    trialUsers: number;
    revenueThisMonth: number;
    signInsLast30Days: number;
    averageBasketNewPlan: number;
  };
  inForceEndingToday: { parentPlan: string; total: number }[];
  revenue: { month: string; amount: number }[];
  renewals: { day: string; amount: number }[];
  registrations: { day: string; total: number }[];
  events: DayEvents[];
}

/**
 * Payments of today (UTC) after `now`: today's kept day less these is what was received until now. Almost always
 * none, so the kept day replaces reading today's payments one by one.
 */
function paidLaterToday(now: Date) {
  const tomorrow = new Date(startOfDay(now).getTime() + dayMs);
  return sql`(select coalesce(sum(amount), 0) from payments where paid_at > ${now} and paid_at < ${tomorrow})`;
}

function totalsOf(now: Date) {
  const since30 = new Date(now.getTime() - 30 * dayMs);
  const today = startOfDay(now);
  const tomorrow = new Date(today.getTime() + dayMs);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  // Whole hours of the 30 days from the kept counts, the two partial hours at its ends from the sign-ins.
  const firstWholeHour = new Date(startOfHour(since30).getTime() + hourMs);
  const currentHour = startOfHour(now);
  return sql`
    select
      (select coalesce(sum(users), 0)::int from user_list_counts) as "totalUsers",
      (select coalesce(sum(paying), 0)::int from user_end_days where day > ${isoDay(today)})
        + (select count(*)::int from user_summaries where paid_until_max > ${now} and paid_until_max < ${tomorrow})
        as "payingUsers",
      (select coalesce(sum(trial), 0)::int from user_end_days where day > ${isoDay(today)})
        + (select count(*)::int from user_summaries where trial_ends_max > ${now} and trial_ends_max < ${tomorrow})
        as "trialUsers",
      (select coalesce(sum(amount), 0) from payment_days where day >= ${isoDay(monthStart)} and day <= ${isoDay(today)})
        - ${paidLaterToday(now)} as "revenueThisMonth",
      (select coalesce(sum(sign_ins), 0)::int from sign_in_hours
        where hour >= ${firstWholeHour} and hour < ${currentHour})
        + (select count(*)::int from login_logs where created_time > ${since30} and created_time < ${firstWholeHour})
        + (select count(*)::int from login_logs where created_time >= ${currentHour} and created_time <= ${now})
        as "signInsLast30Days",
      (select coalesce(avg(amount), 0) from agreement_first_payments
        where started_at > ${since30} and started_at <= ${now}) as "averageBasketNewPlan"`;
}

/** Agreements whose paid period or trial ends later today (still in force now) per parent plan. */
function inForceEndingToday(now: Date) {
  const tomorrow = new Date(startOfDay(now).getTime() + dayMs);
  return sql`
    select p.parent_name as "parentPlan", count(*)::int as total
    from agreements a join plans p on p.id = a.plan_id
    where ${agreementEnd} > ${now} and ${agreementEnd} < ${tomorrow}
    group by p.parent_name`;
}

/** Payments received per UTC month since `from` (a month's first day), from the kept days up to now. */
function revenuePerMonth(from: Date, now: Date) {
  const today = startOfDay(now);
  return sql`
    select month, sum(amount) as amount from (
      select to_char(day, 'YYYY-MM') as month, amount from payment_days
      where day >= ${isoDay(from)} and day <= ${isoDay(today)}
      union all
      select ${isoDay(today).slice(0, 7)}::text, -${paidLaterToday(now)}
    ) revenue
    group by 1`;
}

/** Renewals due per UTC day until `until` of the renewing agreements whose period or trial ends today. */
function renewalsDueFromToday(now: Date, until: Date) {
  const tomorrow = new Date(startOfDay(now).getTime() + dayMs);
  return sql`
    select to_char(due, 'YYYY-MM-DD') as day, sum(p_amount) as amount
    from (
      select ${agreementEnd} at time zone 'UTC' as ends, p.number_of_month, ${cycleGross} as p_amount
      from agreements a join plans p on p.id = a.plan_id
      where a.status = 'active' and a.cancelled_at is null and ${agreementEnd} > ${now} and ${agreementEnd} < ${tomorrow}
    ) charged
    cross join lateral generate_series(
      charged.ends, ${until}::timestamptz at time zone 'UTC', make_interval(months => charged.number_of_month)) due
    group by 1`;
}

/** Users registered per UTC day since `from` (a day's start): the days before today kept, today's read. */
function registrationsPerDay(from: Date, now: Date) {
  const today = startOfDay(now);
  return sql`
    select to_char(day, 'YYYY-MM-DD') as day, users as total from registration_days
    where day >= ${isoDay(from)} and day < ${isoDay(today)} and users <> 0
    union all
    select ${isoDay(today)}, count(*)::int from user_summaries
    where created_at >= ${today} and created_at >= ${from} and created_at <= ${now}`;
}

/** Agreements started (not pending) and cancelled today per parent plan. */
function startsAndCancellationsToday(now: Date) {
  const today = startOfDay(now);
  return sql`
    select p.parent_name as "parentPlan", ${isoDay(today)} as day,
           sum(started)::int as started, sum(cancelled)::int as cancelled
    from (
      select plan_id, 1 as started, 0 as cancelled from agreements
      where status <> 'pending' and started_at >= ${today} and started_at <= ${now}
      union all
      select plan_id, 0, 1 from agreements
      where cancelled_at >= ${today} and cancelled_at <= ${now}
    ) events
    join plans p on p.id = events.plan_id
    group by 1
    having sum(started) <> 0 or sum(cancelled) <> 0`;
}

/** Every KPI figure from the billing tables, users and the sign-in log; `now` is the caller's clock. */
export function createKpiRepository(db: Database) {
  async function rows<T>(query: SQL) {
    return (await db.execute<Record<string, unknown>>(query)).rows as T[];
  }

  return {
    /**
     * Every figure read on each call, in one statement (one snapshot, one round trip, one connection): the kept
     * figures' version, the totals and today's part of the per-plan, per-day and per-month figures.
     */
    async live(now: Date, range: { firstMonth: Date; advanceUntil: Date; registrationsFrom: Date }) {
      const list = (query: SQL) => sql`(select coalesce(json_agg(t), '[]') from (${query}) t)`;
      const query = dialect.sqlToQuery(sql`
        select (select version from kept_figures_version where id = 1) as version,
          (select row_to_json(t) from (${totalsOf(now)}) t) as totals,
          ${list(inForceEndingToday(now))} as "inForceEndingToday",
          ${list(revenuePerMonth(range.firstMonth, now))} as revenue,
          ${list(renewalsDueFromToday(now, range.advanceUntil))} as renewals,
          ${list(registrationsPerDay(range.registrationsFrom, now))} as registrations,
          ${list(startsAndCancellationsToday(now))} as events`);
      // A named (prepared) statement per connection: its text never changes, the times travel as parameters.
      // Planning its nineteen parts took about a third of the statement's time when planned on every call.
      const [row] = (
        await poolOf(db).query<LiveFigures>({ name: 'kpi-live', text: query.sql, values: query.params })
      ).rows;
      if (!row) throw new Error('the KPI figures could not be read');
      return { ...row, version: Number(row.version) };
    },

    /**
     * Agreements in force after today (paid period or trial running past today) per parent plan, from the kept
     * days, with the kept figures' version of the same snapshot.
     */
    async keptInForcePerPlan(now: Date) {
      const today = startOfDay(now);
      const [row] = await rows<{ version: string; plans: { parentPlan: string; total: number }[] }>(sql`
        select (select version from kept_figures_version where id = 1) as version,
          coalesce((select json_agg(per_plan) from (
            select p.parent_name as "parentPlan", sum(d.agreements)::int as total
            from agreement_end_days d join plans p on p.id = d.plan_id
            where d.day > ${isoDay(today)}
            group by p.parent_name) per_plan), '[]') as plans`);
      return { version: Number(row?.version ?? 0), days: row?.plans ?? [] };
    },

    /**
     * Renewals due per UTC day until `until` of the agreements that renew (active, not cancelled) and end after
     * today, from the kept days: each charges its cycle's gross price when its paid period or trial ends, and
     * again after each cycle (the months are added to the UTC day, as to the end itself). Answered with the kept
     * figures' version of the same snapshot.
     */
    async keptRenewalsDuePerDay(now: Date, until: Date) {
      const today = startOfDay(now);
      const [row] = await rows<{ version: string; days: { day: string; amount: number }[] }>(sql`
        select (select version from kept_figures_version where id = 1) as version,
          coalesce((select json_agg(per_day) from (
            select to_char(due, 'YYYY-MM-DD') as day, sum(charged.amount) as amount
            from (
              select renewing.ends, p.number_of_month, sum(renewing.n * ${cycleGross}) as amount
              from (
                select plan_id, renewing as n, day::timestamp as ends from agreement_end_days
                where day > ${isoDay(today)} and day <= ${isoDay(until)} and renewing <> 0
              ) renewing
              join plans p on p.id = renewing.plan_id
              group by 1, 2
            ) charged
            cross join lateral generate_series(
              charged.ends, ${until}::timestamptz at time zone 'UTC', make_interval(months => charged.number_of_month)) due
            group by 1) per_day), '[]') as days`);
      return { version: Number(row?.version ?? 0), days: row?.days ?? [] };
    },

    /**
     * Agreements started and cancelled per parent plan and UTC day before today, from the kept days (pending
     * bookings that never started left out), with the kept figures' version of the same snapshot.
     */
    async keptStartsAndCancellationsPerDay(now: Date) {
      const today = startOfDay(now);
      const [row] = await rows<{ version: string; days: DayEvents[] }>(sql`
        select (select version from kept_figures_version where id = 1) as version,
          coalesce((select json_agg(per_day order by per_day.day) from (
            select p.parent_name as "parentPlan", to_char(day, 'YYYY-MM-DD') as day,
                   sum(started)::int as started, sum(cancelled)::int as cancelled
            from agreement_event_days d join plans p on p.id = d.plan_id
            where day < ${isoDay(today)}
            group by 1, 2
            having sum(started) <> 0 or sum(cancelled) <> 0) per_day), '[]') as days`);
      return { version: Number(row?.version ?? 0), days: row?.days ?? [] };
    },
  };
}

export type KpiRepository = ReturnType<typeof createKpiRepository>;
