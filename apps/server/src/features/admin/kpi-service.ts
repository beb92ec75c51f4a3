import {
  type KpiSummary,
  kpiAdvanceDays,
  kpiAdvanceMonths,
  kpiMonths,
  kpiRegistrationDays,
} from '@baylytics/contract/admin-kpi';
import { type ParentPlanName, parentPlanNames } from '@baylytics/contract/plans';
import { createAnswerCache } from '../../kernel/answer-cache.ts';
import { type PreparedAnswer, prepareAnswer } from '../../kernel/prepared-answer.ts';
import type { DayEvents, KpiRepository, LiveFigures } from './kpi-repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
const cents = (value: number) => Math.round(value * 100) / 100;
const isParentPlan = (value: string): value is ParentPlanName =>
  (parentPlanNames as string[]).includes(value);

/** 'YYYY-MM' of the UTC month `offset` months from `date`'s. */
function monthOf(date: Date, offset: number): string {
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return shifted.toISOString().slice(0, 7);
}

function dayOf(date: Date, offset: number): string {
  return new Date(date.getTime() + offset * dayMs).toISOString().slice(0, 10);
}

/** The value of each key, to the cent; 0 where `values` has none. */
function filled(keys: string[], values: Map<string, number>): number[] {
  return keys.map((key) => cents(values.get(key) ?? 0));
}

const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

/**
 * The last answer of a read of kept days, by its key, in the shape the summary uses: the kept figures' version it
 * was read at and the days it covers. A write of those days raises the version, so an answer is used again only
 * while the days it was computed from are unchanged. Callers that ask while the answer is being read wait for
 * that read. The answer is shaped once per read, not per summary.
 */
function keptAnswer<Args extends unknown[], T, S>(
  read: (...args: Args) => Promise<{ version: number; days: T }>,
  shape: (days: T) => S,
) {
  let last: { key: string; shaped: S } | null = null;
  const reading = new Map<string, Promise<{ version: number; shaped: S }>>();
  return async (version: number, scope: string, ...args: Args): Promise<S> => {
    const key = `${version}|${scope}`;
    if (last?.key === key) return last.shaped;
    let answer = reading.get(key);
    if (!answer) {
      answer = read(...args).then(({ version: readAt, days }) => ({ version: readAt, shaped: shape(days) }));
      reading.set(key, answer);
      answer.then(
        () => reading.delete(key),
        () => reading.delete(key),
      );
    }
    const { version: readAt, shaped } = await answer;
    last = { key: `${readAt}|${scope}`, shaped };
    return shaped;
  };
}

type PlanEvents = KpiSummary['newAndCancellationAgreements'][number];

/** The chart's points per parent plan, in the order of `events`; unknown parent plans left out. */
function pointsPerPlan(events: DayEvents[]): Map<ParentPlanName, PlanEvents> {
  const byPlan = new Map<ParentPlanName, PlanEvents>();
  for (const event of events) {
    if (!isParentPlan(event.parentPlan)) continue;
    const entry = byPlan.get(event.parentPlan) ?? { parentPlan: event.parentPlan, new: [], cancellation: [] };
    const x = Date.parse(`${event.day}T00:00:00Z`);
    if (Number(event.started) > 0) entry.new.push({ x, y: Number(event.started) });
    if (Number(event.cancelled) > 0) entry.cancellation.push({ x, y: Number(event.cancelled) });
    byPlan.set(event.parentPlan, entry);
  }
  return byPlan;
}

/** The kept days' points followed by today's, per parent plan in the plans' order (kept entries are not changed). */
function withToday(kept: Map<ParentPlanName, PlanEvents>, today: DayEvents[]): PlanEvents[] {
  const todays = pointsPerPlan(today);
  return parentPlanNames.flatMap((parentPlan) => {
    const before = kept.get(parentPlan);
    const now = todays.get(parentPlan);
    if (!before || !now) return before ?? now ?? [];
    return [
      {
        parentPlan,
        new: [...before.new, ...now.new],
        cancellation: [...before.cancellation, ...now.cancellation],
      },
    ];
  });
}

/** Amounts in cents per 'YYYY-MM-DD' day and per 'YYYY-MM' month. */
function centsPerDayAndMonth(rows: { day: string; amount: string | number }[]) {
  const perDay = new Map<string, number>();
  const perMonth = new Map<string, number>();
  for (const row of rows) {
    const cents = toCents(row.amount);
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + cents);
    perMonth.set(row.day.slice(0, 7), (perMonth.get(row.day.slice(0, 7)) ?? 0) + cents);
  }
  return { perDay, perMonth };
}

export function createKpiService(repository: KpiRepository, clock: () => Date) {
  const keptRenewals = keptAnswer(repository.keptRenewalsDuePerDay, centsPerDayAndMonth);
  const keptEvents = keptAnswer(repository.keptStartsAndCancellationsPerDay, pointsPerPlan);
  const keptInForce = keptAnswer(repository.keptInForcePerPlan, (rows) => rows);

  /** The dates a summary at `now` shows: all of them follow from its UTC day. */
  function rangeOf(now: Date) {
    return {
      firstMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (kpiMonths - 1), 1)),
      advanceUntil: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + kpiAdvanceMonths, 1) - 1),
      registrationsFrom: new Date(Date.parse(dayOf(now, -(kpiRegistrationDays - 1)))),
    };
  }

  /**
   * The summary at `now` from what was read on this call (`live`, with the kept figures' version) and the kept
   * days' answers of that version: nothing else varies, so equal inputs give an equal answer.
   */
  async function summaryOf(now: Date, live: LiveFigures): Promise<KpiSummary> {
    const { advanceUntil } = rangeOf(now);
    const today = dayOf(now, 0);
    const [inForce, renewalsKept, eventsKept] = await Promise.all([
      keptInForce(live.version, today, now),
      keptRenewals(live.version, `${today}|${advanceUntil.toISOString()}`, now, advanceUntil),
      keptEvents(live.version, today, now),
    ]);
    const totals = live.totals;

    const planTotal = new Map<string, number>();
    for (const row of [...inForce, ...live.inForceEndingToday])
      planTotal.set(row.parentPlan, (planTotal.get(row.parentPlan) ?? 0) + Number(row.total));
    const renewalsToday = centsPerDayAndMonth(live.renewals);
    const dueOn = (day: string) =>
      ((renewalsKept.perDay.get(day) ?? 0) + (renewalsToday.perDay.get(day) ?? 0)) / 100;
    const dueIn = (month: string) =>
      ((renewalsKept.perMonth.get(month) ?? 0) + (renewalsToday.perMonth.get(month) ?? 0)) / 100;
    const months = Array.from({ length: kpiMonths }, (_, i) => monthOf(now, i - (kpiMonths - 1)));
    const advanceMonths = Array.from({ length: kpiAdvanceMonths }, (_, i) => monthOf(now, i));
    const advanceDays = Array.from({ length: kpiAdvanceDays }, (_, i) => dayOf(now, i));
    const registrationDays = Array.from({ length: kpiRegistrationDays }, (_, i) =>
      dayOf(now, i - (kpiRegistrationDays - 1)),
    );
    const next30 = advanceDays.reduce((sum, day) => sum + dueOn(day), 0);

    return {
      averageBasketNewPlan: cents(totals.averageBasketNewPlan),
      totalOldSubscriptionPlan: planTotal.get('Old') ?? 0,
      totalOldTransformer: planTotal.get('Transformer') ?? 0,
      totalAgreements: [...planTotal.values()].reduce((sum, n) => sum + n, 0),
      totalUsers: totals.totalUsers,
      payingUsers: totals.payingUsers,
      trialUsers: totals.trialUsers,
      revenueThisMonth: cents(totals.revenueThisMonth),
      revenueInAdvanceNext30Days: cents(next30),
      signInsLast30Days: totals.signInsLast30Days,
      totalsPerPlan: parentPlanNames.map((parentPlan) => ({
        parentPlan,
        total: planTotal.get(parentPlan) ?? 0,
      })),
      monthlyRevenue: {
        categories: months,
        byMonths: filled(months, new Map(live.revenue.map((row) => [row.month, Number(row.amount)]))),
      },
      monthlyRevenueInAdvanced: {
        categories: advanceMonths,
        byMonths: advanceMonths.map((month) => cents(dueIn(month))),
      },
      dailyRevenueInAdvanced: {
        categories: advanceDays,
        byDates: advanceDays.map((day) => cents(dueOn(day))),
      },
      dailyNewRegisteredUsers: {
        categories: registrationDays,
        byDates: filled(
          registrationDays,
          new Map(live.registrations.map((row) => [row.day, Number(row.total)])),
        ),
      },
      newAndCancellationAgreements: withToday(eventsKept, live.events),
    };
  }

  // The last answers, serialized and compressed, by what they were computed from: the day and the figures read on
  // that call (the kept figures' version among them). About 150 KB of JSON and 20 KB compressed each.
  const prepared = createAnswerCache<PreparedAnswer>({ capacity: 2, ttlMs: 60 * 60_000 });

  return {
    /**
     * The summary now as a prepared answer. One statement reads what changes from call to call and the kept
     * figures' version (see `live`); while all of it and the day are unchanged the answer sent last is sent again,
     * and any change to them (a payment, a registration, a sign-in within the 30 days, a written agreement or
     * plan, the moment passing a paid period's end) builds a new one.
     */
    async preparedSummary(): Promise<PreparedAnswer> {
      const now = clock();
      const live = await repository.live(now, rangeOf(now));
      const key = JSON.stringify([dayOf(now, 0), live]);
      return prepared.get(key, async () => prepareAnswer(await summaryOf(now, live)));
    },
  };
}

export type KpiService = ReturnType<typeof createKpiService>;
