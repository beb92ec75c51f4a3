import {
  type KpiSummary,
  kpiAdvanceDays,
  kpiAdvanceMonths,
  kpiMonths,
  kpiRegistrationDays,
} from '@baylytics/contract/admin-kpi';
import { type ParentPlanName, parentPlanNames } from '@baylytics/contract/plans';
import type { DayEvents, KpiRepository } from './kpi-repository.ts';

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
 * The last answer of a read of kept days, by its key: the kept figures' version it was read at and the days it
 * covers. A write of those days raises the version, so an answer is used again only while the days it was
 * computed from are unchanged. Callers that ask while the answer is being read wait for that read.
 */
function keptAnswer<Args extends unknown[], T>(
  read: (...args: Args) => Promise<{ version: number; days: T }>,
) {
  let last: { key: string; days: T } | null = null;
  const reading = new Map<string, Promise<{ version: number; days: T }>>();
  return async (version: number, scope: string, ...args: Args): Promise<T> => {
    const key = `${version}|${scope}`;
    if (last?.key === key) return last.days;
    let answer = reading.get(key);
    if (!answer) {
      answer = read(...args);
      reading.set(key, answer);
      answer.then(
        () => reading.delete(key),
        () => reading.delete(key),
      );
    }
    const { version: readAt, days } = await answer;
    last = { key: `${readAt}|${scope}`, days };
    return days;
  };
}

export function createKpiService(repository: KpiRepository, clock: () => Date) {
  const keptRenewals = keptAnswer(repository.keptRenewalsDuePerDay);
  const keptEvents = keptAnswer(repository.keptStartsAndCancellationsPerDay);
  const keptInForce = keptAnswer(repository.keptInForcePerPlan);

  /** Agreements in force per parent plan: those ending after today, reused while unchanged, and today's. */
  async function inForcePerPlan(version: number, now: Date) {
    const [kept, endingToday] = await Promise.all([
      keptInForce(version, dayOf(now, 0), now),
      repository.inForceEndingToday(now),
    ]);
    const perPlan = new Map<string, number>();
    for (const row of [...kept, ...endingToday])
      perPlan.set(row.parentPlan, (perPlan.get(row.parentPlan) ?? 0) + Number(row.total));
    return [...perPlan].map(([parentPlan, total]) => ({ parentPlan, total }));
  }

  /** Renewals due per day: the kept days after today, reused while unchanged, and today's read. */
  async function renewalsDuePerDay(version: number, now: Date, until: Date) {
    const [kept, fromToday] = await Promise.all([
      keptRenewals(version, `${dayOf(now, 0)}|${until.toISOString()}`, now, until),
      repository.renewalsDueFromToday(now, until),
    ]);
    const perDay = new Map<string, number>();
    for (const row of [...kept, ...fromToday])
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + toCents(row.amount));
    return [...perDay].map(([day, amount]) => ({ day, amount: amount / 100 }));
  }

  /** Starts and cancellations per plan and day: the kept days before today, reused while unchanged, and today's. */
  async function startsAndCancellationsPerDay(version: number, now: Date): Promise<DayEvents[]> {
    const [kept, today] = await Promise.all([
      keptEvents(version, dayOf(now, 0), now),
      repository.startsAndCancellationsToday(now),
    ]);
    return [...kept, ...today];
  }

  return {
    async summary(): Promise<KpiSummary> {
      const now = clock();
      const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (kpiMonths - 1), 1));
      const advanceUntil = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + kpiAdvanceMonths, 1) - 1,
      );
      const registrationsFrom = new Date(Date.parse(dayOf(now, -(kpiRegistrationDays - 1))));
      // One read of the kept figures' version serves the three reused answers.
      const version = await repository.keptVersion();
      const [totals, perPlan, revenue, renewals, registrations, events] = await Promise.all([
        repository.totals(now),
        inForcePerPlan(version, now),
        repository.revenuePerMonth(firstMonth, now),
        renewalsDuePerDay(version, now, advanceUntil),
        repository.registrationsPerDay(registrationsFrom, now),
        startsAndCancellationsPerDay(version, now),
      ]);

      const planTotal = new Map(perPlan.map((row) => [row.parentPlan, Number(row.total)]));
      const months = Array.from({ length: kpiMonths }, (_, i) => monthOf(now, i - (kpiMonths - 1)));
      const advanceMonths = Array.from({ length: kpiAdvanceMonths }, (_, i) => monthOf(now, i));
      const advanceDays = Array.from({ length: kpiAdvanceDays }, (_, i) => dayOf(now, i));
      const registrationDays = Array.from({ length: kpiRegistrationDays }, (_, i) =>
        dayOf(now, i - (kpiRegistrationDays - 1)),
      );
      const renewalsPerDay = new Map(renewals.map((row) => [row.day, Number(row.amount)]));
      const renewalsPerMonth = new Map<string, number>();
      for (const [day, amount] of renewalsPerDay)
        renewalsPerMonth.set(day.slice(0, 7), (renewalsPerMonth.get(day.slice(0, 7)) ?? 0) + amount);
      const next30 = advanceDays.reduce((sum, day) => sum + (renewalsPerDay.get(day) ?? 0), 0);

      const byPlan = new Map<ParentPlanName, KpiSummary['newAndCancellationAgreements'][number]>();
      for (const event of events) {
        if (!isParentPlan(event.parentPlan)) continue;
        const entry = byPlan.get(event.parentPlan) ?? {
          parentPlan: event.parentPlan,
          new: [],
          cancellation: [],
        };
        const x = Date.parse(`${event.day}T00:00:00Z`);
        if (Number(event.started) > 0) entry.new.push({ x, y: Number(event.started) });
        if (Number(event.cancelled) > 0) entry.cancellation.push({ x, y: Number(event.cancelled) });
        byPlan.set(event.parentPlan, entry);
      }

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
          byMonths: filled(months, new Map(revenue.map((row) => [row.month, Number(row.amount)]))),
        },
        monthlyRevenueInAdvanced: {
          categories: advanceMonths,
          byMonths: filled(advanceMonths, renewalsPerMonth),
        },
        dailyRevenueInAdvanced: { categories: advanceDays, byDates: filled(advanceDays, renewalsPerDay) },
        dailyNewRegisteredUsers: {
          categories: registrationDays,
          byDates: filled(
            registrationDays,
            new Map(registrations.map((row) => [row.day, Number(row.total)])),
          ),
        },
        newAndCancellationAgreements: parentPlanNames
          .map((parentPlan) => byPlan.get(parentPlan))
          .filter((entry) => entry !== undefined),
      };
    },
  };
}

export type KpiService = ReturnType<typeof createKpiService>;
