import type { SessionUser } from '@baylytics/contract/auth';
import { type ParentPlanName, parentPlans, trialRole } from '@baylytics/contract/plans';
import { type Role, roles } from '@baylytics/contract/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrders } from '../src/features/billing/public.ts';
import { type DemoAccount, demoAccounts, demoPassword } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const dayMs = 86_400_000;
/** The ranking tiers' trial length in the reference plans. */
const demoTrialDays = 14;
const rankingTiers = ['Bronze', 'Silver', 'Gold', 'Platinum'];

/** The roles the README promises for a demo account, in the order the API answers them. */
function promisedRoles(demo: DemoAccount): Role[] {
  const held = new Set<string>(['User', ...demo.grantedRoles]);
  for (const role of demo.plan ? parentPlans[demo.plan as ParentPlanName] : []) held.add(role);
  if (demo.trialDaysLeft !== undefined) held.add(trialRole);
  return roles.filter((role) => held.has(role));
}

describe('demo data', () => {
  beforeAll(async () => {
    expect(await seedDemoData(t.db, t.clock.now())).toBe(true);
    expect(await seedDemoOrders(t.db, t.paymentGateway, t.clock.now)).toBeGreaterThan(0);
  });

  it('is seeded once only', async () => {
    expect(await seedDemoData(t.db, t.clock.now())).toBe(false);
  });

  it.each(demoAccounts.filter((d) => d.status !== 'false').map((d) => [d.kind, d] as const))(
    'the %s account signs in with the demo password and holds what the README says',
    async (_kind, demo) => {
      const token = await t.signIn(demo.email, demoPassword);
      const me = await t.get<SessionUser>('/api/auth/me', { token });
      expect(me.body.data).toMatchObject({
        email: demo.email,
        language: demo.language,
        roles: promisedRoles(demo),
      });
      const days = await t.get('/api/bayuser/remaining-test-days', { token });
      expect(days.body.data).toBe(demo.trialDaysLeft ?? 0);
    },
  );

  it('refuses the account whose e-mail is not confirmed', async () => {
    const inactive = demoAccounts.find((d) => d.status === 'false');
    expect(inactive).toBeDefined();
    const answer = await t.post('/api/auth/bayuser', { email: inactive?.email, password: demoPassword });
    expect(answer.body).toEqual({ statusCode: 403, data: null, message: 'accountNotActivated' });
  });

  it('fills the change log and the guiding videos', async () => {
    const token = await t.signIn(demoAccounts[0]?.email ?? '', demoPassword);
    expect((await t.get('/api/changelog', { token })).body.total).toBeGreaterThan(0);
    const dashboard = await t.get<unknown[]>('/api/common/guiding-videos-by-module?module=Dashboard', {
      token,
    });
    expect(dashboard.body.data.length).toBeGreaterThan(0);
  });

  it("dates every agreement by its cycle: a paid year from its start, a trial as long as the plan's trial", async () => {
    for (const demo of demoAccounts.filter((d) => d.plan)) {
      const token = await t.signIn(demo.email, demoPassword);
      const [agreement] = (
        await t.get<{ createdTime: string; nextPayment: string | null }[]>('/api/bayuser/agreements', {
          token,
        })
      ).body.data;
      const started = Date.parse(agreement?.createdTime ?? '');
      if (demo.trialDaysLeft === undefined) {
        // The ranking tiers' yearly plans begin with their trial; the year is paid when the trial ends.
        const trialDays = rankingTiers.includes(demo.plan ?? '') ? demoTrialDays : 0;
        const days = Math.round((Date.parse(agreement?.nextPayment ?? '') - started) / dayMs) - trialDays;
        expect([365, 366], demo.kind).toContain(days);
      } else {
        const daysAgo = Math.round((t.clock.now().getTime() - started) / dayMs);
        expect(daysAgo, demo.kind).toBe(demoTrialDays - demo.trialDaysLeft);
      }
    }
  });

  it('gives every account on a paid plan its paid orders and invoices, which only that account opens', async () => {
    expect(await seedDemoOrders(t.db, t.paymentGateway, t.clock.now)).toBe(0);
    const paying = demoAccounts.filter((d) => d.plan && d.trialDaysLeft === undefined);
    const invoiceIds: number[] = [];
    for (const demo of paying) {
      const token = await t.signIn(demo.email, demoPassword);
      const orders = await t.get<{ id: number; invoiceNumber: string }[]>('/api/order', { token });
      expect(orders.body.total, demo.kind).toBeGreaterThan(0);
      const first = orders.body.data[0];
      expect(first?.invoiceNumber).toMatch(/^RE\d{4}-\d{5}$/);
      const pdf = await t.get(`/api/invoice/${first?.id}`, { token });
      expect(pdf.status, demo.kind).toBe(200);
      invoiceIds.push(first?.id ?? 0);
    }
    const stranger = await t.signIn(demoAccounts.find((d) => d.kind === 'noPlan')?.email ?? '', demoPassword);
    for (const id of invoiceIds)
      expect((await t.get(`/api/invoice/${id}`, { token: stranger })).status).toBe(404);
  });
});
