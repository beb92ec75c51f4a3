import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs } from '../src/db/schema/users-and-auth.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('a sign-in log search', () => {
  it('pages the sign-ins of the matching addresses and e-mails by time, as a walk over the whole log would', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const mark = `srch${Date.now().toString(36)}`;
    const named = await t.createUser({ email: `${mark}@test.baylytics.de` });
    const others = [await t.createUser(), await t.createUser()];
    const start = Date.now() - 1000 * 60_000;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      userId: i % 7 === 0 ? named.id : (others[i % 2]?.id ?? named.id),
      sessionId: crypto.randomUUID(),
      method: 'password',
      // Few sign-ins from 192.0.2.x, many from 198.51.100.x; some at the same moment (the id decides).
      ipAddress: i % 5 === 0 ? `192.0.2.${i % 3}` : `198.51.100.${i % 4}`,
      createdTime: new Date(start + Math.floor(i / 2) * 60_000),
    }));
    await t.db.insert(loginLogs).values(rows);

    const page = async (query: string) =>
      (await t.get<AdminLoginLogEntry[]>(`/api/activitylog/logined?${query}`, { token: admin.token })).body;
    const expected = async (keyword: string, direction: 'asc' | 'desc', offset: number, size: number) => {
      const pattern = `%${keyword}%`;
      const order = sql.raw(direction);
      return (
        await t.db.execute<{ id: number; session_id: string }>(sql`
          select l.id, l.session_id from login_logs l join users u on u.id = l.user_id
          where l.ip_address ilike ${pattern} or u.email ilike ${pattern}
          order by l.created_time ${order}, l.id ${order} limit ${size} offset ${offset}`)
      ).rows.map((row) => row.session_id);
    };

    // One rare address, the e-mail of one user, every address of a block, and addresses with the user's e-mail.
    for (const keyword of ['192.0.2.1', mark, '198.51.100.', '.']) {
      for (const direction of ['desc', 'asc'] as const) {
        for (const pageIndex of [1, 2, 3]) {
          const answer = await page(
            `keyword=${encodeURIComponent(keyword)}&direction=${direction}&pageSize=5&pageIndex=${pageIndex}`,
          );
          expect(
            answer.data.map((row) => row.sessionId),
            `${keyword} ${direction} ${pageIndex}`,
          ).toEqual(await expected(keyword, direction, (pageIndex - 1) * 5, 5));
          expect(answer.total).toBe((await expected(keyword, direction, 0, 1000)).length);
        }
      }
    }

    // A new sign-in from a new address is found at once.
    await t.db.insert(loginLogs).values({
      userId: others[0]?.id ?? named.id,
      sessionId: crypto.randomUUID(),
      method: 'password',
      ipAddress: '203.0.113.77',
    });
    const fresh = await page('keyword=203.0.113.77');
    expect(fresh.data.map((row) => row.ipAddress)).toEqual(['203.0.113.77']);
    expect(fresh.total).toBe(1);
  });
});
