import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, users } from '../src/db/schema/users-and-auth.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('the sign-in log total of a search', () => {
  it('equals the matching sign-ins after every sign-in added, removed or re-addressed, not only the first time', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.createUser();
    const address = `198.51.100.${user.id % 250}`;
    const keyword = address;
    const sign = (ipAddress: string, userId = user.id) => ({
      userId,
      sessionId: crypto.randomUUID(),
      method: 'password',
      ipAddress,
    });
    const total = async (query: string) =>
      (await t.get<AdminLoginLogEntry[]>(`/api/activitylog/logined?${query}`, { token: admin.token })).body
        .total;
    const counted = async (query: string) => {
      const [row] = (
        await t.db.execute<{ n: number }>(sql`
          select count(*)::int as n from login_logs l join users u on u.id = l.user_id
          where ${sql.raw(query)}`)
      ).rows;
      return row?.n ?? Number.NaN;
    };
    const byAddress = `l.ip_address ilike '%${keyword}%' or u.email ilike '%${keyword}%'`;

    await t.db.insert(loginLogs).values([sign(address), sign(address), sign('203.0.113.1')]);
    expect(await total(`keyword=${keyword}`)).toBe(2);
    expect(await total(`keyword=${keyword}`)).toBe(2);

    // Added one at a time and several in one transaction: each counted once.
    await t.db.insert(loginLogs).values(sign(address));
    expect(await total(`keyword=${keyword}`)).toBe(3);
    await t.db.transaction(async (tx) => {
      await tx.insert(loginLogs).values(sign(address));
      await tx.insert(loginLogs).values([sign(address), sign('203.0.113.2')]);
    });
    expect(await total(`keyword=${keyword}`)).toBe(5);
    expect(await total(`keyword=${keyword}`)).toBe(await counted(byAddress));

    // A rolled-back sign-in is not counted; one written beside it later is.
    await t.db
      .transaction(async (tx) => {
        await tx.insert(loginLogs).values(sign(address));
        tx.rollback();
      })
      .catch(() => undefined);
    await t.db.insert(loginLogs).values(sign(address));
    expect(await total(`keyword=${keyword}`)).toBe(6);

    // Removed sign-ins (the retention job, an account's deletion) are no longer counted.
    await t.db.delete(loginLogs).where(eq(loginLogs.ipAddress, address)).returning({ id: loginLogs.id });
    await t.db.insert(loginLogs).values(sign(address));
    expect(await total(`keyword=${keyword}`)).toBe(1);

    // A user whose e-mail address comes to match brings the own sign-ins into the search.
    const other = await t.createUser();
    await t.db.insert(loginLogs).values([sign('203.0.113.3', other.id), sign('203.0.113.4', other.id)]);
    const mailKeyword = `renamed${other.id}`;
    expect(await total(`keyword=${mailKeyword}`)).toBe(0);
    await t.db
      .update(users)
      .set({ email: `${mailKeyword}@test.baylytics.de` })
      .where(eq(users.id, other.id));
    expect(await total(`keyword=${mailKeyword}`)).toBe(2);
    expect(await total(`keyword=${mailKeyword}&shopwareId=${other.id}`)).toBe(2);
    await t.db.insert(loginLogs).values(sign('203.0.113.5', other.id));
    expect(await total(`keyword=${mailKeyword}`)).toBe(3);
    expect(await total(`shopwareId=${other.id}`)).toBe(3);
    expect(await total(`keyword=${keyword}`)).toBe(await counted(byAddress));
  });
});
