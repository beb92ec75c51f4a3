import type { SessionUser } from '@baylytics/contract/auth';
import { type ParentPlanName, parentPlans, trialRole } from '@baylytics/contract/plans';
import { type Role, roles } from '@baylytics/contract/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, demoAccounts, demoPassword } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

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
});
