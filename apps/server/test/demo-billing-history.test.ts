import { type KpiSummary, kpiRegistrationDays } from '@baylytics/contract/admin-kpi';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreements, invoices, payments, plans } from '../src/db/schema/billing.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { seedDemoOrders } from '../src/features/billing/public.ts';
import { demoAccount, demoAccounts, demoPassword } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const cents = (value: string | number) => Math.round(Number(value) * 100);

async function rows() {
  return t.db
    .select({ invoice: invoices, payment: payments, agreement: agreements, plan: plans, email: users.email })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(plans, eq(plans.id, agreements.planId))
    .innerJoin(users, eq(users.id, agreements.userId));
}

async function allAgreements() {
  return t.db
    .select({ agreement: agreements, plan: plans, email: users.email })
    .from(agreements)
    .innerJoin(plans, eq(plans.id, agreements.planId))
    .innerJoin(users, eq(users.id, agreements.userId));
}

describe('demo billing history', () => {
  let seededAt: Date;
  beforeAll(async () => {
    seededAt = t.clock.now();
    expect(await seedDemoData(t.db, seededAt)).toBe(true);
    expect(await seedDemoOrders(t.db, t.paymentGateway, t.clock.now)).toBeGreaterThan(0);
  });

  it('numbers the invoices of two years without gaps, each year from 1, in the order of their dates', async () => {
    const issued = (await rows()).map(({ invoice }) => invoice);
    const years = new Set(issued.map((invoice) => invoice.prefix));
    expect(years.size).toBeGreaterThanOrEqual(3);
    for (const prefix of years) {
      const ofYear = issued
        .filter((invoice) => invoice.prefix === prefix)
        .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
      expect(ofYear.map((invoice) => invoice.invoiceNumber)).toEqual(
        ofYear.map((_, i) => `${prefix}-${String(i + 1).padStart(5, '0')}`),
      );
      for (const [i, invoice] of ofYear.entries()) {
        expect(`RE${invoice.invoiceDate.getUTCFullYear()}`).toBe(prefix);
        if (i > 0)
          expect(invoice.invoiceDate >= (ofYear[i - 1]?.invoiceDate ?? invoice.invoiceDate)).toBe(true);
      }
    }
  });

  it('issues each invoice to the user whose agreement was paid, dated and summed as the payment', async () => {
    const all = await rows();
    expect(all).toHaveLength(await t.db.$count(payments));
    for (const { invoice, payment, agreement } of all) {
      expect(invoice.userId).toBe(agreement.userId);
      expect(invoice.invoiceDate.getTime()).toBe(payment.paidAt.getTime());
      expect(cents(invoice.gross)).toBe(cents(payment.amount));
      expect(cents(invoice.net) + cents(invoice.tax)).toBe(cents(invoice.gross));
      expect(invoice.paymentTransactionId).toBe(payment.externalId);
    }
    // Hand-computed: Bronze monthly, its trial for 1.19 (1.00 + 19 % VAT) and 21 months of 23.68 (19.90 + 3.78),
    // then the yearly plan's trial for 1.19 and its year for 227.34 (12 × 15.92 = 191.04 + 36.30).
    const bronze = all.filter(({ email }) => email === demoAccount('bronze').email);
    expect(bronze).toHaveLength(24);
    expect(bronze.reduce((sum, { invoice }) => sum + cents(invoice.gross), 0)).toBe(72_700);
    // The invoices each demo customer opens in the account pages add up to the payments of their agreements.
    for (const demo of demoAccounts.filter((d) => d.plan && d.trialDaysLeft === undefined)) {
      const token = await t.signIn(demo.email, demoPassword);
      const listed = await t.get<{ summary: number }[]>('/api/order?pageSize=100', { token });
      const paid = all.filter(({ email }) => email === demo.email);
      expect(listed.body.total, demo.kind).toBe(paid.length);
      const listedCents = listed.body.data.reduce((sum, row) => sum + cents(row.summary), 0);
      expect(listedCents, demo.kind).toBe(paid.reduce((sum, { payment }) => sum + cents(payment.amount), 0));
    }
  });

  it('reaches two years back with renewals, plan changes and cancellations that have all run out', async () => {
    const all = await rows();
    const firstPaid = Math.min(...all.map(({ payment }) => payment.paidAt.getTime()));
    expect((seededAt.getTime() - firstPaid) / dayMs).toBeGreaterThan(700);
    expect((seededAt.getTime() - firstPaid) / dayMs).toBeLessThanOrEqual(730);
    const booked = await allAgreements();
    const cancelled = booked.filter(({ agreement }) => agreement.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(8);
    expect(cancelled.some(({ agreement }) => agreement.cancellationReason === 'provider')).toBe(true);
    // A plan change: a customer of today's Platinum held Gold before.
    const platinum = booked.filter(({ email }) => email === demoAccount('platinum').email);
    expect(platinum.map(({ plan }) => plan.parentName).sort()).toEqual(['Gold', 'Platinum', 'Platinum']);
    for (const { agreement } of cancelled) {
      expect(agreement.paidUntil.getTime()).toBeLessThanOrEqual(seededAt.getTime() - 30 * dayMs);
      expect(agreement.cancelledAt?.getTime()).toBeLessThan(seededAt.getTime());
    }
    // Each customer holds one agreement in force, the one the demo describes.
    for (const demo of demoAccounts.filter((d) => d.plan)) {
      const inForce = booked.filter(
        ({ agreement, email }) =>
          email === demo.email &&
          (agreement.paidUntil > seededAt || (agreement.trialEndsAt ?? seededAt) > seededAt),
      );
      expect(
        inForce.map(({ plan }) => plan.parentName),
        demo.kind,
      ).toEqual([demo.plan]);
    }
  });

  it('gives the KPI summary the figures the history implies', async () => {
    const token = await t.signIn(demoAccount('administrator').email, demoPassword);
    const kpi = (await t.get<KpiSummary>('/api/baylyticskpi/kpi-summary', { token })).body.data;
    const paid = await t.db.select().from(payments);
    const perMonth = new Map<string, number>();
    for (const payment of paid) {
      const month = payment.paidAt.toISOString().slice(0, 7);
      perMonth.set(month, (perMonth.get(month) ?? 0) + cents(payment.amount));
    }
    kpi.monthlyRevenue.categories.forEach((month, i) => {
      expect(cents(kpi.monthlyRevenue.byMonths[i] ?? 0), month).toBe(perMonth.get(month) ?? 0);
    });
    // Revenue in more than twenty of the chart's 24 months.
    expect(kpi.monthlyRevenue.byMonths.filter((amount) => amount > 0).length).toBeGreaterThan(20);

    const booked = await allAgreements();
    for (const { parentPlan, new: started, cancellation } of kpi.newAndCancellationAgreements) {
      const ofPlan = booked.filter(({ plan }) => plan.parentName === parentPlan);
      const sum = (points: { y: number }[]) => points.reduce((total, point) => total + point.y, 0);
      expect(sum(started), parentPlan).toBe(ofPlan.length);
      expect(sum(cancellation), parentPlan).toBe(
        ofPlan.filter(({ agreement }) => agreement.cancelledAt !== null).length,
      );
    }
    const now = t.clock.now();
    for (const { parentPlan, total } of kpi.totalsPerPlan) {
      const inForce = booked.filter(
        ({ agreement, plan }) =>
          plan.parentName === parentPlan &&
          (agreement.paidUntil > now || (agreement.trialEndsAt ?? now) > now),
      );
      expect(total, parentPlan).toBe(inForce.length);
    }
  });

  it('registers each account before its first agreement, spread over the two years', async () => {
    const registered = await t.db
      .select({ id: users.id, email: users.email, at: users.createdAt })
      .from(users);
    expect(registered).toHaveLength(demoAccounts.length);
    const booked = await allAgreements();
    for (const user of registered) {
      const daysAgo = (seededAt.getTime() - user.at.getTime()) / dayMs;
      expect(daysAgo, user.email).toBeGreaterThan(0);
      expect(daysAgo, user.email).toBeLessThanOrEqual(730);
      for (const { agreement } of booked.filter(({ email }) => email === user.email)) {
        expect(user.at.getTime(), user.email).toBeLessThan(agreement.createdAt.getTime());
        expect(user.at.getTime(), user.email).toBeLessThan(agreement.startedAt.getTime());
      }
    }
    const years = new Set(registered.map((user) => user.at.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(2);
  });

  it('counts the new registrations per day and month of the KPI summary from the stored registration dates', async () => {
    const token = await t.signIn(demoAccount('administrator').email, demoPassword);
    const kpi = (await t.get<KpiSummary>('/api/baylyticskpi/kpi-summary', { token })).body.data;
    const { categories, byDates } = kpi.dailyNewRegisteredUsers;
    expect(categories).toHaveLength(kpiRegistrationDays);
    const first = Date.parse(`${categories[0]}T00:00:00Z`);
    const stored = (await t.db.select({ at: users.createdAt }).from(users))
      .map((user) => user.at)
      .filter((at) => at.getTime() >= first && at.getTime() <= t.clock.now().getTime());
    const perDay = new Map<string, number>();
    const perMonth = new Map<string, number>();
    for (const at of stored) {
      const day = at.toISOString().slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      perMonth.set(day.slice(0, 7), (perMonth.get(day.slice(0, 7)) ?? 0) + 1);
    }
    expect(byDates).toEqual(categories.map((day) => perDay.get(day) ?? 0));
    const charted = new Map<string, number>();
    categories.forEach((day, i) => {
      charted.set(day.slice(0, 7), (charted.get(day.slice(0, 7)) ?? 0) + (byDates[i] ?? 0));
    });
    expect(new Map([...charted].filter(([, n]) => n > 0))).toEqual(perMonth);
    expect(perMonth.size).toBeGreaterThan(1);
    // The accounts registered before the chart's days are not in it.
    expect(byDates.reduce((sum, n) => sum + n, 0)).toBeLessThan(demoAccounts.length);
  });
});
