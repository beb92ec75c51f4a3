import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInHours } from '../../db/schema/admin.ts';
import { loginLogs, sessions, users } from '../../db/schema/users-and-auth.ts';

export function createLoginLogRepository(db: Database) {
  return {
    /** Every user's sign-ins: a part of the e-mail or IP address, one user, newest first by default. */
    async page(
      filter: { keyword: string; userId?: number },
      view: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'createdTime' | 'shopwareId';
        direction: 'asc' | 'desc';
      },
    ) {
      const conditions: SQL[] = [];
      if (filter.userId !== undefined) conditions.push(eq(loginLogs.userId, filter.userId));
      if (filter.keyword) {
        const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        // The users whose e-mail matches, found by the trigram index of the user summaries (their search text
        // holds the e-mail), then the sign-ins by user or by IP address, each through its own index.
        conditions.push(sql`(${loginLogs.ipAddress} ilike ${pattern} or ${loginLogs.userId} = any(array(
          select s.user_id from user_summaries s join users u on u.id = s.user_id
          where s.search_text ilike ${pattern} and u.email ilike ${pattern})))`);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = view.direction === 'asc' ? asc : desc;
      const first = view.orderBy === 'shopwareId' ? loginLogs.userId : loginLogs.createdTime;
      const rows = await db
        .select({
          createdTime: loginLogs.createdTime,
          shopwareId: loginLogs.userId,
          email: users.email,
          ipAddress: loginLogs.ipAddress,
          sessionId: loginLogs.sessionId,
          method: loginLogs.method,
          clientOs: loginLogs.clientOs,
          location: loginLogs.location,
          isp: loginLogs.isp,
          impersonatedBy: sessions.impersonatorId,
        })
        .from(loginLogs)
        .innerJoin(users, eq(users.id, loginLogs.userId))
        .leftJoin(sessions, eq(sessions.id, loginLogs.sessionId))
        .where(where)
        .orderBy(order(first), order(loginLogs.id))
        .limit(view.pageSize)
        .offset((view.pageIndex - 1) * view.pageSize);
      // Every sign-in is counted per hour as it is written; a filter counts its matches.
      const [total] = where
        ? await db.select({ n: count() }).from(loginLogs).where(where)
        : await db
            .select({ n: sql<number>`coalesce(sum(${signInHours.signIns}), 0)::int` })
            .from(signInHours);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
