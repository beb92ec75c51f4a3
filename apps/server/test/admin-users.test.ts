import type { ManagedUser, TestUser, UserNote } from '@baylytics/contract/admin-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, payments } from '../src/db/schema/billing.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

const admin = () => t.signedInUser({ grantedRoles: ['Administrator'] });

async function list(token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ pageSize: '200', ...query });
  return t.get<ManagedUser[]>(`/api/bayuser?${search}`, { token });
}

describe('GET /api/bayuser (the user list)', () => {
  it('is refused to every non-administrator, assistants included', async () => {
    for (const input of [{}, { grantedRoles: ['Assistant' as const] }, { plan: 'Platinum' as const }]) {
      const { token } = await t.signedInUser(input);
      const answer = await list(token);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('noPermission');
    }
    expect((await t.get('/api/bayuser')).status).toBe(401);
  });

  it('shows each user with the latest agreement, and filters by status, plan, source and keyword', async () => {
    const { token } = await admin();
    const gold = await t.createUser({ plan: 'Gold', email: `gold-${Date.now()}@filter.test` });
    const silver = await t.createUser({ plan: 'Silver' });
    const unconfirmed = await t.createUser({ status: 'false' });
    await t.db
      .update(agreements)
      .set({ source: 'paypal', externalId: `I-GOLD${gold.id}` })
      .where(eq(agreements.userId, gold.id));

    const all = await list(token);
    expect(all.status).toBe(200);
    const goldRow = all.body.data.find((u) => u.shopwareId === gold.id);
    expect(goldRow).toMatchObject({
      active: 'active',
      agreementId: `I-GOLD${gold.id}`,
      agreementActive: true,
      agreementSource: 'paypal',
      subscriptionDesc: 'Gold',
      email: gold.email,
      cancelledTime: null,
    });
    expect(goldRow?.price).toBeGreaterThan(0);
    expect(all.body.total).toBeGreaterThanOrEqual(3);

    const inactive = await list(token, { userStatus: 'inactive' });
    expect(inactive.body.data.map((u) => u.shopwareId)).toContain(unconfirmed.id);
    expect(inactive.body.data.every((u) => u.active === 'inactive')).toBe(true);

    const active = await list(token, { userStatus: 'active' });
    expect(active.body.data.map((u) => u.shopwareId)).not.toContain(unconfirmed.id);

    const silverOnly = await list(token, { parentPlanName: 'Silver' });
    expect(silverOnly.body.data.map((u) => u.shopwareId)).toEqual([silver.id]);

    const paypal = await list(token, { agreementFrom: 'paypal' });
    expect(paypal.body.data.map((u) => u.shopwareId)).toEqual([gold.id]);

    const byMail = await list(token, { keyword: 'filter.test' });
    expect(byMail.body.data.map((u) => u.shopwareId)).toEqual([gold.id]);
    expect((await list(token, { keyword: String(silver.id) })).body.data.map((u) => u.shopwareId)).toContain(
      silver.id,
    );
  });

  it('pages by 25 by default, sorted by user id, and sorts by other columns on request', async () => {
    const { token } = await admin();
    for (let i = 0; i < 26; i++) await t.createUser();
    const first = await t.get<ManagedUser[]>('/api/bayuser', { token });
    expect(first.body.data).toHaveLength(25);
    const ids = first.body.data.map((u) => u.shopwareId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await t.get<ManagedUser[]>('/api/bayuser?pageIndex=2', { token });
    expect(second.body.data[0]?.shopwareId).toBeGreaterThan(ids.at(-1) ?? 0);
    const newest = await t.get<ManagedUser[]>('/api/bayuser?orderBy=createdTime&direction=desc&pageSize=1', {
      token,
    });
    expect(newest.body.data[0]?.shopwareId).toBe(
      Math.max(...second.body.data.map((u) => u.shopwareId), ...ids),
    );
  });

  it('answers a repeated search with every change since: a new user, a payment, a rename, a phone number', async () => {
    const { token } = await admin();
    const name = `Wiederholt${Date.now()}`;
    const search = async (query: Record<string, string> = {}) => {
      const answer = await list(token, { keyword: name, ...query });
      return {
        ids: answer.body.data.map((u) => u.shopwareId),
        total: answer.body.total,
        rows: answer.body.data,
      };
    };
    const named = async (plan: 'Gold', lastName: string) => {
      const user = await t.createUser({ plan });
      await t.db.update(users).set({ lastName }).where(eq(users.id, user.id));
      return user;
    };
    const first = await named('Gold', name);
    expect(await search()).toMatchObject({ ids: [first.id], total: 1 });
    expect(await search()).toMatchObject({ ids: [first.id], total: 1 });

    const second = await named('Gold', `${name}b`);
    expect(await search()).toMatchObject({ ids: [first.id, second.id], total: 2 });

    // The user paid last comes first by last payment, as soon as the payment is written.
    const byPayment = { orderBy: 'lastPayment', direction: 'desc' };
    const before = await search(byPayment);
    const payer = before.ids.at(-1) ?? 0;
    const [agreement] = await t.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.userId, payer));
    const paidAt = new Date(t.clock.now().getTime() + dayMs);
    await t.db.insert(payments).values({
      agreementId: agreement?.id ?? 0,
      externalId: `REPEAT-${payer}`,
      amount: '29.75',
      currency: 'EUR',
      paidAt,
      periodStart: paidAt,
      periodEnd: paidAt,
    });
    const after = await search(byPayment);
    expect(after.ids[0]).toBe(payer);
    expect(after.rows[0]?.lastPayment).toBe(paidAt.toISOString());

    await t.db.update(users).set({ lastName: 'Anders' }).where(eq(users.id, first.id));
    expect(await search()).toMatchObject({ ids: [second.id], total: 1 });

    // A field the search does not read still shows at once on the same page.
    await t.db.update(users).set({ phone: '+49 30 1234567' }).where(eq(users.id, second.id));
    expect((await search()).rows[0]?.phone).toBe('+49 30 1234567');
  });

  it("shows the latest payment of all a user's agreements and a trial in any of them, after each change", async () => {
    const { token } = await admin();
    const mark = `Zeilen${Date.now()}`;
    const people = [
      await t.createUser({ plan: 'Gold' }),
      await t.createUser({ plan: 'Silver' }),
      await t.createUser(),
    ];
    for (const person of people)
      await t.db.update(users).set({ lastName: mark }).where(eq(users.id, person.id));
    const [plan] = await t.db
      .select({ id: agreements.planId })
      .from(agreements)
      .where(eq(agreements.userId, people[0]?.id ?? 0));
    const now = t.clock.now().getTime();
    const day = (n: number) => new Date(now + n * dayMs);
    // The first user's agreement written last has neither payment nor trial; an older one has both.
    const [older] = await t.db
      .insert(agreements)
      .values({
        userId: people[0]?.id ?? 0,
        planId: plan?.id ?? 0,
        source: 'demo',
        status: 'cancelled',
        startedAt: day(-90),
        paidUntil: day(-60),
        trialEndsAt: day(-76),
        createdAt: day(-90),
      })
      .returning({ id: agreements.id });
    const pay = async (agreementId: number, at: Date) => {
      const [payment] = await t.db
        .insert(payments)
        .values({
          agreementId,
          externalId: `ROW-${agreementId}-${at.getTime()}`,
          amount: '9.90',
          currency: 'EUR',
          paidAt: at,
          periodStart: at,
          periodEnd: at,
        })
        .returning({ id: payments.id });
      return payment?.id ?? 0;
    };
    await pay(older?.id ?? 0, day(-80));
    const [second] = await t.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.userId, people[1]?.id ?? 0));
    await pay(second?.id ?? 0, day(-3));
    const latest = await pay(second?.id ?? 0, day(-1));

    const rows = async () => {
      const answer = await list(token, { keyword: mark });
      return answer.body.data.map((u) => [u.shopwareId, u.lastPayment, u.isTestUser]);
    };
    expect(await rows()).toEqual([
      [people[0]?.id, day(-80).toISOString(), true],
      [people[1]?.id, day(-1).toISOString(), false],
      [people[2]?.id, null, false],
    ]);
    // A payment removed, a trial added to a user's only agreement, an agreement with its payments removed.
    await t.db.delete(payments).where(eq(payments.id, latest));
    await t.db
      .update(agreements)
      .set({ trialEndsAt: day(14) })
      .where(eq(agreements.userId, people[1]?.id ?? 0));
    await t.db.delete(agreements).where(eq(agreements.id, older?.id ?? 0));
    expect(await rows()).toEqual([
      [people[0]?.id, null, false],
      [people[1]?.id, day(-3).toISOString(), true],
      [people[2]?.id, null, false],
    ]);
  });

  it('refuses an unknown filter value and changes nothing', async () => {
    const { token } = await admin();
    const answer = await list(token, { userStatus: 'sleeping' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('validationFailed');
  });
});

describe('POST /api/auth/bayuser/revoke-token', () => {
  it('ends every session of the user; only administrators may', async () => {
    const { token } = await admin();
    const victim = await t.signedInUser();
    const refused = await t.post(
      '/api/auth/bayuser/revoke-token',
      { shopwareId: victim.id },
      { token: victim.token },
    );
    expect(refused.status).toBe(403);
    const answer = await t.post<{ revokedSessions: number }>(
      '/api/auth/bayuser/revoke-token',
      { shopwareId: victim.id },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.revokedSessions).toBe(1);
    expect((await t.get('/api/auth/me', { token: victim.token })).status).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const { token } = await admin();
    expect((await t.post('/api/auth/bayuser/revoke-token', { shopwareId: 999_999 }, { token })).status).toBe(
      404,
    );
  });
});

describe('POST /api/auth/bayuser/send-verification-email', () => {
  it('mails a new confirmation link to an unconfirmed user, and the link confirms the address', async () => {
    const { token } = await admin();
    const user = await t.createUser({ status: 'false', language: 'en' });
    const answer = await t.post(
      '/api/auth/bayuser/send-verification-email',
      { shopwareId: user.id },
      { token },
    );
    expect(answer.status).toBe(200);
    const mail = t.lastMail(user.email, 'verifyEmail');
    expect(mail.language).toBe('en');
    const link = new URL(String(mail.data.link));
    const verified = await t.request('PUT', `/api/auth/verify-email/${link.searchParams.get('token')}`);
    expect(verified.status).toBe(200);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('email_verified');
  });

  it('refuses a user whose address is confirmed already, and non-administrators', async () => {
    const { token } = await admin();
    const user = await t.createUser();
    const answer = await t.post(
      '/api/auth/bayuser/send-verification-email',
      { shopwareId: user.id },
      { token },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('userAlreadyVerified');
    const assistant = await t.signedInUser({ grantedRoles: ['Assistant'] });
    const refused = await t.post(
      '/api/auth/bayuser/send-verification-email',
      { shopwareId: user.id },
      { token: assistant.token },
    );
    expect(refused.status).toBe(403);
  });
});

describe('notes and test users', () => {
  it('assistants and administrators add, read and edit notes; a third note is refused; users are refused', async () => {
    const assistant = await t.signedInUser({ grantedRoles: ['Assistant'] });
    const { token } = await admin();
    const user = await t.signedInUser();
    const first = await t.post<UserNote>(
      '/api/bayuser/notes',
      { shopwareId: user.id, notes: 'Called, wants Gold' },
      { token: assistant.token },
    );
    expect(first.status).toBe(200);
    await t.post('/api/bayuser/notes', { shopwareId: user.id, notes: 'Second' }, { token });
    const third = await t.post('/api/bayuser/notes', { shopwareId: user.id, notes: 'Third' }, { token });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('noteLimitReached');
    const edited = await t.request<UserNote>('PUT', '/api/bayuser/notes', {
      token: assistant.token,
      body: { id: first.body.data.id, notes: 'Called twice' },
    });
    expect(edited.body.data).toEqual({ id: first.body.data.id, shopwareId: user.id, notes: 'Called twice' });
    const read = await t.get<UserNote[]>(`/api/bayuser/${user.id}/notes`, { token: assistant.token });
    expect(read.body.data.map((n) => n.notes)).toEqual(['Called twice', 'Second']);
    expect((await t.get(`/api/bayuser/${user.id}/notes`, { token: user.token })).status).toBe(403);
    const empty = await t.post('/api/bayuser/notes', { shopwareId: user.id, notes: '   ' }, { token });
    expect(empty.status).toBe(400);
  });

  it('lists trial users, with notes only and with a running trial only', async () => {
    const assistant = await t.signedInUser({ grantedRoles: ['Assistant'] });
    const running = await t.createUser({ plan: 'Gold', trialDaysLeft: 5 });
    const ended = await t.createUser({ plan: 'Gold', trialDaysLeft: 5 });
    await t.db
      .update(agreements)
      .set({ trialEndsAt: new Date(t.clock.now().getTime() - dayMs) })
      .where(eq(agreements.userId, ended.id));
    const paying = await t.createUser({ plan: 'Gold' });
    await t.post(
      '/api/bayuser/notes',
      { shopwareId: ended.id, notes: 'No answer' },
      { token: assistant.token },
    );

    const all = await t.get<TestUser[]>('/api/bayuser/test-user?pageSize=200', { token: assistant.token });
    const ids = all.body.data.map((u) => u.shopwareId);
    expect(ids).toEqual(expect.arrayContaining([running.id, ended.id]));
    expect(ids).not.toContain(paying.id);
    const runningOnly = await t.get<TestUser[]>(
      '/api/bayuser/test-user?pageSize=200&userRoleStatusFilter=active',
      {
        token: assistant.token,
      },
    );
    expect(runningOnly.body.data.map((u) => u.shopwareId)).toContain(running.id);
    expect(runningOnly.body.data.map((u) => u.shopwareId)).not.toContain(ended.id);
    const withNotes = await t.get<TestUser[]>('/api/bayuser/test-user?pageSize=200&hasNote=yes', {
      token: assistant.token,
    });
    expect(withNotes.body.data.find((u) => u.shopwareId === ended.id)?.noteCount).toBe(1);
    expect(withNotes.body.data.map((u) => u.shopwareId)).not.toContain(running.id);
    const user = await t.signedInUser();
    expect((await t.get('/api/bayuser/test-user', { token: user.token })).status).toBe(403);
  });
});
