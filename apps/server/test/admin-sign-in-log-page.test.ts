import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, sessions, users } from '../src/db/schema/users-and-auth.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('a sign-in log page', () => {
  it('shows each sign-in with its own user and, for an impersonation, its administrator, in every order', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const mark = `page${Date.now().toString(36)}`;
    const people = [
      await t.createUser({ email: `${mark}-a@test.baylytics.de` }),
      await t.createUser({ email: `${mark}-b@test.baylytics.de` }),
      await t.createUser({ email: `${mark}-c@test.baylytics.de` }),
    ];
    const sessionOf = async (userId: number, impersonatorId: number | null) => {
      const [session] = await t.db
        .insert(sessions)
        .values({
          userId,
          tokenHash: crypto.randomUUID(),
          impersonatorId,
          expiresAt: new Date(Date.now() + 3600_000),
        })
        .returning({ id: sessions.id });
      return session?.id ?? crypto.randomUUID();
    };
    const start = Date.now() - 500 * 60_000;
    // Three users share the pages; some sign-ins at the same moment (the id decides); every fifth an impersonation;
    // some sessions are gone (ended and removed), so they name no administrator.
    const rows = [];
    for (let i = 0; i < 40; i++) {
      const user = people[i % 3] ?? people[0];
      const isImpersonation = i % 5 === 0;
      rows.push({
        userId: user?.id ?? admin.id,
        sessionId:
          i % 4 === 3
            ? crypto.randomUUID()
            : await sessionOf(user?.id ?? admin.id, isImpersonation ? admin.id : null),
        method: isImpersonation ? 'impersonation' : 'password',
        ipAddress: `198.51.100.${i % 6}`,
        createdTime: new Date(start + Math.floor(i / 3) * 60_000),
      });
    }
    await t.db.insert(loginLogs).values(rows);
    // An e-mail changed after signing in: the log shows the user's address of now.
    const renamed = `${mark}-renamed@test.baylytics.de`;
    await t.db
      .update(users)
      .set({ email: renamed })
      .where(eq(users.id, people[2]?.id ?? admin.id));

    const shown = (entry: AdminLoginLogEntry) => [
      entry.sessionId,
      entry.shopwareId,
      entry.email,
      entry.impersonatedBy,
      Date.parse(entry.createdTime),
    ];
    const expected = async (
      where: string,
      order: { by: 'created_time' | 'user_id'; direction: 'asc' | 'desc' },
      offset: number,
    ) =>
      (
        await t.db.execute<{
          session_id: string;
          user_id: number;
          email: string;
          by: number | null;
          ms: string;
        }>(sql`
          select l.session_id, l.user_id, u.email, s.impersonator_id as by,
            floor(extract(epoch from l.created_time) * 1000)::bigint as ms
          from login_logs l join users u on u.id = l.user_id left join sessions s on s.id = l.session_id
          where ${sql.raw(where)}
          order by l.${sql.raw(order.by)} ${sql.raw(order.direction)}, l.id ${sql.raw(order.direction)}
          limit 7 offset ${offset}`)
      ).rows.map((row) => [row.session_id, row.user_id, row.email, row.by, Number(row.ms)]);

    const filters = [
      ['', 'true'],
      [`keyword=${mark}`, `u.email ilike '%${mark}%'`],
      ['keyword=198.51.100.', `l.ip_address ilike '%198.51.100.%'`],
      [`shopwareId=${people[1]?.id}`, `l.user_id = ${people[1]?.id}`],
    ] as const;
    for (const [query, where] of filters) {
      for (const [orderBy, by] of [
        ['createdTime', 'created_time'],
        ['shopwareId', 'user_id'],
      ] as const) {
        for (const direction of ['desc', 'asc'] as const) {
          for (const pageIndex of [1, 2, 4]) {
            const answer = await t.get<AdminLoginLogEntry[]>(
              `/api/activitylog/logined?${query}&orderBy=${orderBy}&direction=${direction}&pageSize=7&pageIndex=${pageIndex}`,
              { token: admin.token },
            );
            expect(answer.status).toBe(200);
            expect(answer.body.data.map(shown), `${query} ${orderBy} ${direction} ${pageIndex}`).toEqual(
              await expected(where, { by, direction }, (pageIndex - 1) * 7),
            );
          }
        }
      }
    }

    const first = await t.get<AdminLoginLogEntry[]>('/api/activitylog/logined', { token: admin.token });
    const ours = first.body.data.filter((entry) => entry.email.includes(mark));
    expect(ours.filter((entry) => entry.impersonatedBy === admin.id)).toHaveLength(
      rows.filter((row, i) => row.method === 'impersonation' && i % 4 !== 3).length,
    );
    expect(ours.filter((entry) => entry.email === renamed)).toHaveLength(
      rows.filter((_, i) => i % 3 === 2).length,
    );
  });
});
