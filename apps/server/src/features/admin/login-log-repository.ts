import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
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
        const match = or(ilike(users.email, pattern), ilike(loginLogs.ipAddress, pattern));
        if (match) conditions.push(match);
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
      const [total] = filter.keyword
        ? await db
            .select({ n: count() })
            .from(loginLogs)
            .innerJoin(users, eq(users.id, loginLogs.userId))
            .where(where)
        : await db.select({ n: count() }).from(loginLogs).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
