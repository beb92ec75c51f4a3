import type { SessionUser } from '@baylytics/contract/auth';
import type { ParentPlanName } from '@baylytics/contract/plans';
import type { Role } from '@baylytics/contract/roles';
import { describe, expect, it } from 'vitest';
import { dayMs, type UserInput, useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function rolesOf(input: UserInput): Promise<{ roles: Role[]; token: string }> {
  const { token } = await t.signedInUser(input);
  const me = await t.get<SessionUser>('/api/auth/me', { token });
  expect(me.status).toBe(200);
  return { roles: me.body.data.roles, token };
}

describe('roles in force (GET /api/auth/me)', () => {
  it.each<[ParentPlanName, Role[]]>([
    ['Bronze', ['User', 'EbayRankingBronze']],
    ['Silver', ['User', 'EbayRankingSilver']],
    ['Gold', ['User', 'EbayRankingGold']],
    ['Platinum', ['User', 'EbayRankingPlatinum', 'Livegraph']],
  ])('a paid %s agreement grants %j', async (plan, expected) => {
    expect((await rolesOf({ plan })).roles).toEqual(expected);
  });

  it('without an agreement a user holds User only', async () => {
    expect((await rolesOf({})).roles).toEqual(['User']);
  });

  it('an agreement whose paid period has ended grants nothing', async () => {
    const paidUntil = new Date(Date.now() - dayMs);
    expect((await rolesOf({ plan: 'Gold', paidUntil })).roles).toEqual(['User']);
  });

  it('a granted Administrator role appears', async () => {
    expect((await rolesOf({ grantedRoles: ['Administrator'] })).roles).toEqual(['Administrator', 'User']);
  });

  it('a paid period that ends while signed in takes the roles away', async () => {
    const { token } = await rolesOf({ plan: 'Silver', paidUntil: new Date(Date.now() + 2 * dayMs) });
    t.clock.advance(3 * dayMs);
    const me = await t.get<SessionUser>('/api/auth/me', { token });
    expect(me.body.data.roles).toEqual(['User']);
  });
});

describe('trial', () => {
  it('grants the plan role and BGTest, and counts the days left', async () => {
    const { roles, token } = await rolesOf({ plan: 'Silver', trialDaysLeft: 9 });
    expect(roles).toEqual(['User', 'EbayRankingSilver', 'BGTest']);
    const days = await t.get<number>('/api/bayuser/remaining-test-days', { token });
    expect(days.status).toBe(200);
    expect(days.body.data).toBe(9);
  });

  it('counts down as days pass and ends with its roles', async () => {
    const { token } = await t.signedInUser({ plan: 'Gold', trialDaysLeft: 9 });
    t.clock.advance(4 * dayMs);
    expect((await t.get('/api/bayuser/remaining-test-days', { token })).body.data).toBe(5);

    t.clock.advance(5 * dayMs);
    expect((await t.get('/api/bayuser/remaining-test-days', { token })).body.data).toBe(0);
    expect((await t.get<SessionUser>('/api/auth/me', { token })).body.data.roles).toEqual(['User']);
  });

  it('answers 0 days without a trial, also for a paying user', async () => {
    const { token } = await t.signedInUser({ plan: 'Platinum' });
    expect((await t.get('/api/bayuser/remaining-test-days', { token })).body.data).toBe(0);
  });
});
