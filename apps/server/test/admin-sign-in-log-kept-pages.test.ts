import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, sessions, users } from '../src/db/schema/users-and-auth.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('a sign-in log page asked again', () => {
  it('shows every sign-in added or removed, a changed e-mail and an ended impersonation on the next request', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.createUser();
    const address = `198.51.100.${user.id % 250}`;
    const sign = (ipAddress: string, at: Date, method = 'password', sessionId?: string) => ({
      userId: user.id,
      sessionId: sessionId ?? crypto.randomUUID(),
      method,
      ipAddress,
      createdTime: at,
    });
    // Later than every other sign-in of the log (the administrator's own), so each is the newest when written.
    const start = Date.now();
    const minute = (n: number) => new Date(start + n * 60_000);
    await t.db.insert(loginLogs).values([sign(address, minute(1)), sign('203.0.113.1', minute(2))]);

    const page = async (query = '') => {
      const answer = await t.get<AdminLoginLogEntry[]>(`/api/activitylog/logined?${query}`, {
        token: admin.token,
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const newest = async (query = '') => {
      const { data, total } = await page(query);
      return { ...data[0], total };
    };
    const byAddress = `keyword=${address}`;

    const firstTotal = (await page()).total ?? Number.NaN;
    expect(await newest(byAddress)).toMatchObject({ ipAddress: address, total: 1 });

    // A new sign-in is on top of the first page and of its address's search at once.
    await t.db.insert(loginLogs).values(sign(address, minute(3)));
    expect(await newest()).toMatchObject({ ipAddress: address, total: firstTotal + 1 });
    expect(await newest(byAddress)).toMatchObject({ total: 2, createdTime: minute(3).toISOString() });

    // A changed e-mail address shows on the kept pages, and the search by it finds the user's sign-ins.
    const email = `renamed${user.id}@test.baylytics.de`;
    await t.db.update(users).set({ email }).where(eq(users.id, user.id));
    expect(await newest()).toMatchObject({ email });
    expect((await page(`keyword=renamed${user.id}`)).total).toBe(3);

    // An impersonation names its administrator while its session exists, and no longer once it is removed.
    const [session] = await t.db
      .insert(sessions)
      .values({
        userId: user.id,
        tokenHash: crypto.randomUUID(),
        impersonatorId: admin.id,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning({ id: sessions.id });
    await t.db.insert(loginLogs).values(sign(address, minute(4), 'impersonation', session?.id));
    expect(await newest()).toMatchObject({ method: 'impersonation', impersonatedBy: admin.id });
    expect(await newest(byAddress)).toMatchObject({ impersonatedBy: admin.id, total: 3 });
    await t.db.delete(sessions).where(eq(sessions.id, session?.id ?? ''));
    expect(await newest()).toMatchObject({ method: 'impersonation', impersonatedBy: null });
    expect(await newest(byAddress)).toMatchObject({ impersonatedBy: null });

    // A removed sign-in is gone from both at once.
    await t.db.delete(loginLogs).where(eq(loginLogs.method, 'impersonation'));
    expect(await newest()).toMatchObject({ createdTime: minute(3).toISOString(), total: firstTotal + 1 });
    expect(await newest(byAddress)).toMatchObject({ createdTime: minute(3).toISOString(), total: 2 });
  });
});
