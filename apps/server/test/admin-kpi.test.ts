import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { type KpiSummary, kpiSummary } from '@baylytics/contract/admin-kpi';
import { envelopeOf } from '@baylytics/contract/envelope';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, payments, plans } from '../src/db/schema/billing.ts';
import { loginLogs, users } from '../src/db/schema/users-and-auth.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function planId(name: string) {
  const [plan] = await t.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.name, name), eq(plans.isTaxFree, false), isNull(plans.planTag)));
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

let paymentNumber = 0;
async function agreement(
  plan: string,
  input: {
    startedAt: Date;
    paidUntil: Date;
    trialEndsAt?: Date;
    cancelledAt?: Date;
    paid?: [number, Date][];
  },
) {
  const user = await t.createUser();
  const [row] = await t.db
    .insert(agreements)
    .values({
      userId: user.id,
      planId: await planId(plan),
      source: 'paypal',
      status: input.cancelledAt ? 'cancelled' : 'active',
      startedAt: input.startedAt,
      paidUntil: input.paidUntil,
      trialEndsAt: input.trialEndsAt ?? null,
      cancelledAt: input.cancelledAt ?? null,
    })
    .returning({ id: agreements.id });
  for (const [amount, paidAt] of input.paid ?? []) {
    paymentNumber += 1;
    await t.db.insert(payments).values({
      agreementId: row?.id ?? 0,
      externalId: `KPI-${paymentNumber}-${row?.id}`,
      amount: amount.toFixed(2),
      currency: 'EUR',
      paidAt,
      periodStart: paidAt,
      periodEnd: paidAt,
    });
  }
}

/** The summary as the administrator gets it; the server sends it unchecked (isLargeAnswer), so it is checked here. */
async function summaryOf(token: string) {
  const answer = await t.get<KpiSummary>('/api/baylyticskpi/kpi-summary', { token });
  expect(answer.status).toBe(200);
  envelopeOf(kpiSummary.data).parse(answer.body);
  return answer.body.data;
}

const n = (values: number[], i: number) => values[i] ?? Number.NaN;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('GET /api/baylyticskpi/kpi-summary', () => {
  it('is refused to every non-administrator', async () => {
    for (const input of [{}, { grantedRoles: ['Assistant' as const] }, { plan: 'Platinum' as const }]) {
      const { token } = await t.signedInUser(input);
      expect((await t.get('/api/baylyticskpi/kpi-summary', { token })).status).toBe(403);
    }
  });

  it('computes every figure from agreements, payments and users (hand-computed fixture)', async () => {
    // The 15th of next month, noon UTC: no figure sits on a month's edge.
    const real = new Date();
    t.clock.advance(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 15, 12) - real.getTime());
    const { token } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const before = await summaryOf(token);
    const now = t.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * dayMs);

    // Video 1: 9.90 net + 1.88 VAT = 11.78 per month, renews in 5 days.
    await agreement('Video 1', { startedAt: at(-10), paidUntil: at(5), paid: [[11.78, at(-10)]] });
    // Old 1: 10.00 + 1.90 = 11.90, paid twice, cancelled 2 days ago, in force 3 more days, renews no more.
    await agreement('Old 1', {
      startedAt: at(-40),
      paidUntil: at(3),
      cancelledAt: at(-2),
      paid: [
        [11.9, at(-40)],
        [11.9, at(-9)],
      ],
    });
    // Transformer 1: 29.90 + 5.68 = 35.58, renews in 20 days; no payment in the window.
    await agreement('Transformer 1', { startedAt: at(-100), paidUntil: at(20) });
    // Gold 1 trial: 1.00 paid at the start, 69.90 + 13.28 = 83.18 due when the trial ends in 7 days.
    await agreement('Gold 1', {
      startedAt: at(-7),
      paidUntil: at(-7),
      trialEndsAt: at(7),
      paid: [[1, at(-7)]],
    });

    const after = await summaryOf(token);
    const plan = (k: KpiSummary, name: string) =>
      k.totalsPerPlan.find((p) => p.parentPlan === name)?.total ?? 0;

    // New plans in the last 30 days with a first payment: Video (11.78) and the Gold trial (1.00).
    expect(after.averageBasketNewPlan).toBe(6.39);
    expect(after.totalOldSubscriptionPlan - before.totalOldSubscriptionPlan).toBe(1);
    expect(after.totalOldTransformer - before.totalOldTransformer).toBe(1);
    for (const name of ['Video', 'Old', 'Transformer', 'Gold'])
      expect(plan(after, name) - plan(before, name), name).toBe(1);
    expect(after.totalAgreements - before.totalAgreements).toBe(4);
    expect(after.payingUsers - before.payingUsers).toBe(3);
    expect(after.trialUsers - before.trialUsers).toBe(1);

    // Received this month: 11.78 + 11.90 + 1.00; last month 11.90.
    expect(after.revenueThisMonth - before.revenueThisMonth).toBeCloseTo(24.68, 2);
    const months = after.monthlyRevenue.byMonths;
    expect(months).toHaveLength(24);
    expect(n(months, 23) - n(before.monthlyRevenue.byMonths, 23)).toBeCloseTo(24.68, 2);
    expect(n(months, 22) - n(before.monthlyRevenue.byMonths, 22)).toBeCloseTo(11.9, 2);

    // Due in the next 30 days: Video in 5 days, Gold in 7, Transformer in 20; the cancelled Old renews no more.
    expect(after.revenueInAdvanceNext30Days - before.revenueInAdvanceNext30Days).toBeCloseTo(130.54, 2);
    const daily = after.dailyRevenueInAdvanced;
    expect(daily.categories[0]).toBe(now.toISOString().slice(0, 10));
    const dueOn = (i: number) => n(daily.byDates, i) - n(before.dailyRevenueInAdvanced.byDates, i);
    expect(dueOn(5)).toBeCloseTo(11.78, 2);
    expect(dueOn(7)).toBeCloseTo(83.18, 2);
    expect(dueOn(20)).toBeCloseTo(35.58, 2);
    expect(sum(daily.byDates) - sum(before.dailyRevenueInAdvanced.byDates)).toBeCloseTo(130.54, 2);
    // This month: Video on the 20th, Gold on the 22nd; next month: Transformer, and Video and Gold again.
    const advance = after.monthlyRevenueInAdvanced.byMonths;
    expect(n(advance, 0) - n(before.monthlyRevenueInAdvanced.byMonths, 0)).toBeCloseTo(94.96, 2);
    expect(n(advance, 1) - n(before.monthlyRevenueInAdvanced.byMonths, 1)).toBeCloseTo(130.54, 2);

    // The four customers registered since, inside the 60 days shown.
    expect(sum(after.dailyNewRegisteredUsers.byDates) - sum(before.dailyNewRegisteredUsers.byDates)).toBe(4);

    const old = after.newAndCancellationAgreements.find((p) => p.parentPlan === 'Old');
    const day = (d: Date) => Date.parse(`${d.toISOString().slice(0, 10)}T00:00:00Z`);
    expect(old?.cancellation).toContainEqual({ x: day(at(-2)), y: 1 });
    expect(old?.new).toContainEqual({ x: day(at(-40)), y: 1 });
  });

  it('answers a change of the kept days or of a plan at once, and the same figures while nothing changed', async () => {
    const { token } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const summary = () => summaryOf(token);
    const now = t.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * dayMs);
    // Bronze 1 (no other test's plan) renews in 10 days at 19.90 + 3.78 = 23.68, and was started 50 days ago.
    await agreement('Bronze 1', { startedAt: at(-50), paidUntil: at(10) });
    const first = await summary();
    expect(await summary()).toEqual(first);
    const started = (k: KpiSummary) =>
      k.newAndCancellationAgreements
        .find((p) => p.parentPlan === 'Bronze')
        ?.new.reduce((total, point) => total + point.y, 0) ?? 0;

    // A price change of the plan: 29.90 + 5.68 = 35.58 due in 10 days instead of 23.68.
    await t.db
      .update(plans)
      .set({ priceMonth: '29.90' })
      .where(eq(plans.id, await planId('Bronze 1')));
    const repriced = await summary();
    expect(
      n(repriced.dailyRevenueInAdvanced.byDates, 10) - n(first.dailyRevenueInAdvanced.byDates, 10),
    ).toBeCloseTo(11.9, 2);
    // An agreement written with a past start counts on its day, though earlier days had been read before.
    await agreement('Bronze 1', { startedAt: at(-30), paidUntil: at(60) });
    expect(started(await summary()) - started(repriced)).toBe(1);
  });

  it('shows a registration, an agreement and a payment of today, and back-dated ones, at once', async () => {
    // Tomorrow, noon UTC: today's part and the kept days both hold something.
    const real = t.clock.now();
    t.clock.advance(
      Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate() + 1, 12) - real.getTime(),
    );
    const { token } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const summary = () => summaryOf(token);
    const now = t.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * dayMs);
    const registeredOn = async (userId: number, when: Date) =>
      t.db.update(users).set({ createdAt: when }).where(eq(users.id, userId));
    const silver = (k: KpiSummary) => k.totalsPerPlan.find((p) => p.parentPlan === 'Silver')?.total ?? 0;
    const startedToday = (k: KpiSummary) =>
      k.newAndCancellationAgreements
        .find((p) => p.parentPlan === 'Silver')
        ?.new.find((point) => point.x === Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`))?.y ?? 0;
    const registrations = (k: KpiSummary, daysAgo: number) =>
      n(k.dailyNewRegisteredUsers.byDates, k.dailyNewRegisteredUsers.byDates.length - 1 - daysAgo);

    const before = await summary();
    expect(await summary()).toEqual(before);

    // Today: a registration, then a Silver agreement started an hour ago with its first payment.
    const newcomer = await t.createUser();
    await registeredOn(newcomer.id, at(-1 / 24));
    await agreement('Silver 1', { startedAt: at(-1 / 24), paidUntil: at(30), paid: [[41.53, at(-1 / 24)]] });
    const today = await summary();
    expect(registrations(today, 0) - registrations(before, 0)).toBe(1);
    expect(silver(today) - silver(before)).toBe(1);
    expect(startedToday(today) - startedToday(before)).toBe(1);
    expect(today.revenueThisMonth - before.revenueThisMonth).toBeCloseTo(41.53, 2);
    expect(n(today.monthlyRevenue.byMonths, 23) - n(before.monthlyRevenue.byMonths, 23)).toBeCloseTo(
      41.53,
      2,
    );

    // A payment written with a time later today is received only once that time has come.
    await agreement('Silver 1', { startedAt: at(-2), paidUntil: at(28), paid: [[41.53, at(1 / 48)]] });
    const early = await summary();
    expect(early.revenueThisMonth).toBeCloseTo(today.revenueThisMonth, 2);
    expect(n(early.monthlyRevenue.byMonths, 23)).toBeCloseTo(n(today.monthlyRevenue.byMonths, 23), 2);
    t.clock.advance(dayMs / 24);
    const later = await summary();
    expect(later.revenueThisMonth - today.revenueThisMonth).toBeCloseTo(41.53, 2);
    expect(n(later.monthlyRevenue.byMonths, 23) - n(today.monthlyRevenue.byMonths, 23)).toBeCloseTo(41.53, 2);

    // Back-dated: a registration ten days ago, and a Silver agreement started 40 days ago, in force for 20 more.
    await registeredOn(newcomer.id, at(-10));
    expect(registrations(await summary(), 10) - registrations(later, 10)).toBe(1);
    await agreement('Silver 1', { startedAt: at(-40), paidUntil: at(20), paid: [[41.53, at(-40)]] });
    const backDated = await summary();
    expect(silver(backDated) - silver(later)).toBe(1);
    expect(sum(backDated.monthlyRevenue.byMonths) - sum(later.monthlyRevenue.byMonths)).toBeCloseTo(41.53, 2);
    const silverStarts = (k: KpiSummary) =>
      k.newAndCancellationAgreements
        .find((p) => p.parentPlan === 'Silver')
        ?.new.reduce((total, point) => total + point.y, 0) ?? 0;
    expect(silverStarts(backDated) - silverStarts(later)).toBe(1);
  });

  it('sends the same answer again while nothing changed, and a new one after a payment or a sign-in', async () => {
    // Noon UTC: an hour ago is today and this month.
    const real = t.clock.now();
    t.clock.advance(
      Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate() + 1, 12) - real.getTime(),
    );
    const { token, id } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const headers = { authorization: `Bearer ${token}` };
    const raw = () => t.app.inject({ method: 'GET', url: '/api/baylyticskpi/kpi-summary', headers });
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * (dayMs / 24));
    const first = await raw();
    const again = await raw();
    expect(again.payload).toBe(first.payload);
    const before = first.json<{ data: KpiSummary }>().data;

    // A browser gets the same answer compressed.
    const packed = await t.app.inject({
      method: 'GET',
      url: '/api/baylyticskpi/kpi-summary',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(first.payload);

    // A payment an hour ago changes no kept day of agreements, but the revenue received.
    await agreement('Bronze 3', { startedAt: at(-24 * 100), paidUntil: at(24 * 20) });
    const withAgreement = await summaryOf(token);
    await t.db.insert(payments).values({
      agreementId:
        (await t.db.select({ id: agreements.id }).from(agreements).orderBy(agreements.id)).at(-1)?.id ?? 0,
      externalId: `KPI-REPEAT-${randomUUID()}`,
      amount: '12.34',
      currency: 'EUR',
      paidAt: at(-1),
      periodStart: at(-1),
      periodEnd: at(24 * 30),
    });
    const paid = await summaryOf(token);
    expect(paid.revenueThisMonth - withAgreement.revenueThisMonth).toBeCloseTo(12.34, 2);
    expect(paid.revenueThisMonth - before.revenueThisMonth).toBeCloseTo(12.34, 2);

    // A sign-in within the last 30 days.
    await t.db
      .insert(loginLogs)
      .values({ userId: id, sessionId: randomUUID(), method: 'password', createdTime: at(-2) });
    expect((await summaryOf(token)).signInsLast30Days).toBe(paid.signInsLast30Days + 1);
  });
});
