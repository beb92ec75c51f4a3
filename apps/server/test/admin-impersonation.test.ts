import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { impersonations } from '../src/db/schema/admin.ts';
import { minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function impersonate(adminToken: string, shopwareId: number, ip = '203.0.113.7') {
  return t.get<{ session: string; expiresAt: string }>(
    `/api/auth/impersonate-user?shopwareId=${shopwareId}`,
    {
      token: adminToken,
      ip,
    },
  );
}

describe('GET /api/auth/impersonate-user', () => {
  it('opens a session of its own as the user and writes who, whom, when, from where and until when', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.signedInUser({ plan: 'Gold' });
    const answer = await impersonate(admin.token, user.id);
    expect(answer.status).toBe(200);
    const { session, expiresAt } = answer.body.data;
    expect(session).not.toBe(admin.token);

    const me = await t.get<{ shopwareId: number; isImpersonated: boolean; roles: string[] }>('/api/auth/me', {
      token: session,
    });
    expect(me.body.data).toMatchObject({ shopwareId: user.id, isImpersonated: true });
    expect(me.body.data.roles).not.toContain('Administrator');
    // The administrator's own session goes on untouched.
    expect(
      (await t.get<{ shopwareId: number }>('/api/auth/me', { token: admin.token })).body.data.shopwareId,
    ).toBe(admin.id);

    const [entry] = await t.db.select().from(impersonations).where(eq(impersonations.userId, user.id));
    expect(entry).toMatchObject({
      adminId: admin.id,
      userId: user.id,
      ipAddress: '203.0.113.7',
      endedAt: null,
    });
    expect(entry?.expiresAt.toISOString()).toBe(expiresAt);
    expect(entry?.expiresAt.getTime()).toBeGreaterThan(entry?.startedAt.getTime() ?? 0);

    const bar = await t.get<{ adminEmail: string; expiresAt: string }>('/api/auth/impersonation', {
      token: session,
    });
    expect(bar.body.data).toEqual(expect.objectContaining({ adminEmail: admin.email, expiresAt }));
    expect((await t.get('/api/auth/impersonation', { token: user.token })).body.data).toBeNull();
  });

  it("refuses the user's password, e-mail and payment changes in the impersonated session", async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.signedInUser({ plan: 'Gold' });
    const { session } = (await impersonate(admin.token, user.id)).body.data;
    const refused = [
      await t.request('PATCH', '/api/bayuser/change-password', {
        token: session,
        body: { oldPassword: user.password, newPassword: 'N3w-Passw0rd!x' },
      }),
      await t.post('/api/bayuser/verify-email-owner', { password: user.password }, { token: session }),
      await t.post(
        '/api/bayuser/request-to-change-email',
        { email: 'new@x.test', otp: '123456' },
        { token: session },
      ),
      await t.post('/api/paypal', { planId: 1 }, { token: session }),
      await t.request('PUT', '/api/bayuser/cancel-agreement/1', {
        token: session,
        body: { reason: 'other', text: 'x' },
      }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('notWhileImpersonating');
    }
    // The user's own password still signs in: nothing was changed.
    expect(await t.signIn(user.email, user.password)).toBeTruthy();
    // Reading the user's data works.
    expect((await t.get('/api/bayuser/agreements', { token: session })).status).toBe(200);
  });

  it('the way back ends the session, closes the audit entry and leaves the administrator signed in', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.signedInUser();
    const { session } = (await impersonate(admin.token, user.id)).body.data;
    t.clock.advance(5 * minuteMs);
    expect((await t.post('/api/auth/impersonate-user/end', undefined, { token: session })).status).toBe(200);
    expect((await t.get('/api/auth/me', { token: session })).status).toBe(401);
    expect((await t.get('/api/auth/me', { token: admin.token })).status).toBe(200);
    const [entry] = await t.db.select().from(impersonations).where(eq(impersonations.userId, user.id));
    expect(entry?.endedAt?.getTime()).toBeGreaterThanOrEqual(
      (entry?.startedAt.getTime() ?? 0) + 5 * minuteMs,
    );
    // Outside an impersonation there is nothing to end.
    expect((await t.post('/api/auth/impersonate-user/end', undefined, { token: user.token })).status).toBe(
      404,
    );
  });

  it('the session ends by itself after an hour', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.signedInUser();
    const { session } = (await impersonate(admin.token, user.id)).body.data;
    t.clock.advance(61 * minuteMs);
    expect((await t.get('/api/auth/me', { token: session })).status).toBe(401);
  });

  it('refuses oneself, other administrators, unconfirmed accounts and non-administrators', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const otherAdmin = await t.createUser({ grantedRoles: ['Administrator'] });
    const unconfirmed = await t.createUser({ status: 'false' });
    for (const id of [admin.id, otherAdmin.id, unconfirmed.id]) {
      const answer = await impersonate(admin.token, id);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('cannotImpersonateUserNow');
    }
    const assistant = await t.signedInUser({ grantedRoles: ['Assistant'] });
    const user = await t.createUser();
    expect((await impersonate(assistant.token, user.id)).status).toBe(403);
    expect((await impersonate(admin.token, 999_999)).status).toBe(404);
    const rows = await t.db.select().from(impersonations).where(eq(impersonations.adminId, admin.id));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/activitylog/logined', () => {
  it('lists every sign-in for administrators, by user and by keyword, impersonations marked', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.signedInUser();
    await t.signIn(user.email, user.password);
    await impersonate(admin.token, user.id);

    const byUser = await t.get<AdminLoginLogEntry[]>(`/api/activitylog/logined?shopwareId=${user.id}`, {
      token: admin.token,
    });
    expect(byUser.status).toBe(200);
    expect(byUser.body.total).toBe(3);
    expect(byUser.body.data.map((e) => e.method)).toEqual(['impersonation', 'password', 'password']);
    expect(byUser.body.data[0]?.impersonatedBy).toBe(admin.id);
    expect(byUser.body.data.every((e) => e.email === user.email)).toBe(true);

    const byKeyword = await t.get<AdminLoginLogEntry[]>(
      `/api/activitylog/logined?keyword=${encodeURIComponent(user.email)}`,
      { token: admin.token },
    );
    expect(byKeyword.body.total).toBe(3);
    const all = await t.get<AdminLoginLogEntry[]>('/api/activitylog/logined', { token: admin.token });
    const times = all.body.data.map((e) => e.createdTime);
    expect(times).toEqual([...times].sort().reverse());

    for (const token of [user.token, (await t.signedInUser({ grantedRoles: ['Assistant'] })).token]) {
      expect((await t.get('/api/activitylog/logined', { token })).status).toBe(403);
    }
  });
});

describe('the place of a sign-in', () => {
  it('is located by the shipped databases for a public address, and shown as the local network otherwise', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.createUser();
    const credentials = { email: user.email, password: user.password };
    expect((await t.post('/api/auth/bayuser', credentials, { ip: '8.8.8.8' })).status).toBe(200);
    expect((await t.post('/api/auth/bayuser', credentials, { ip: '2001:4860:4860::8888' })).status).toBe(200);
    expect((await t.post('/api/auth/bayuser', credentials, { ip: '192.168.1.20' })).status).toBe(200);
    expect((await t.post('/api/auth/bayuser', credentials, { ip: '127.0.0.1' })).status).toBe(200);

    const log = await t.get<AdminLoginLogEntry[]>(`/api/activitylog/logined?shopwareId=${user.id}`, {
      token: admin.token,
    });
    const byAddress = new Map(log.body.data.map((entry) => [entry.ipAddress, entry]));
    expect(byAddress.get('8.8.8.8')).toMatchObject({
      location: 'US',
      isp: 'Google LLC (AS15169)',
      localNetwork: false,
    });
    expect(byAddress.get('2001:4860:4860::8888')).toMatchObject({
      location: 'US',
      isp: 'Google LLC (AS15169)',
      localNetwork: false,
    });
    for (const address of ['192.168.1.20', '127.0.0.1'])
      expect(byAddress.get(address)).toMatchObject({ location: null, isp: null, localNetwork: true });
  });
});

describe('the audit entry closes with the session', () => {
  it('when the impersonated session signs out, or the user’s sessions are revoked', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.signedInUser();
    const first = (await impersonate(admin.token, user.id)).body.data.session;
    const second = (await impersonate(admin.token, user.id)).body.data.session;
    await t.post('/api/auth/bayuser/logout', undefined, { token: first });
    await t.post('/api/auth/bayuser/revoke-token', { shopwareId: user.id }, { token: admin.token });
    expect((await t.get('/api/auth/me', { token: second })).status).toBe(401);
    const rows = await t.db.select().from(impersonations).where(eq(impersonations.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.endedAt !== null)).toBe(true);
  });
});
