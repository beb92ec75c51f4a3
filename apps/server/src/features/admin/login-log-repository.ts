import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInHours, signInLogVersion } from '../../db/schema/admin.ts';
import { loginLogs, sessions, users } from '../../db/schema/users-and-auth.ts';

/**
 * A filter's exact number of sign-ins as of the sign-in log's append and rewrite numbers of the snapshot it was
 * counted in.
 */
export interface KeptSignInCount {
  appended: number;
  rewritten: number;
  total: number;
}

export interface SignInFilter {
  keyword: string;
  userId?: number;
}

function matching(filter: SignInFilter): SQL | undefined {
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
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createLoginLogRepository(db: Database) {
  async function versionAnd(count: SQL) {
    const [row] = (
      await db.execute<{ appended: string; rewritten: string; n: number | null }>(sql`
        select appended, rewritten, (${count}) as n from ${signInLogVersion} where id = 1`)
    ).rows;
    return {
      appended: Number(row?.appended ?? 0),
      rewritten: Number(row?.rewritten ?? 0),
      n: row?.n ?? null,
    };
  }

  return {
    /**
     * The filter's number of sign-ins. Given the count kept from an earlier call, only the sign-ins appended since
     * are counted, unless sign-ins were changed or removed (or an e-mail address changed) since, which counts
     * again. The numbers are read in the same statement (one snapshot) as the count.
     */
    async count(filter: SignInFilter, kept?: KeptSignInCount): Promise<KeptSignInCount> {
      const where = matching(filter);
      if (kept) {
        const since = await versionAnd(sql`select case when ${signInLogVersion.rewritten} = ${kept.rewritten}
          then (select count(*)::int from ${loginLogs}
                where ${loginLogs.appendedIn} > ${kept.appended} and ${where ?? sql`true`}) end`);
        if (since.n !== null)
          return { appended: since.appended, rewritten: since.rewritten, total: kept.total + since.n };
      }
      const counted = await versionAnd(
        sql`select count(*)::int from ${loginLogs} where ${where ?? sql`true`}`,
      );
      return { appended: counted.appended, rewritten: counted.rewritten, total: counted.n ?? 0 };
    },

    /** A page of every user's sign-ins: a part of the e-mail or IP address, one user, newest first by default. */
    async page(
      filter: SignInFilter,
      view: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'createdTime' | 'shopwareId';
        direction: 'asc' | 'desc';
      },
    ) {
      const where = matching(filter);
      const order = view.direction === 'asc' ? asc : desc;
      const first = view.orderBy === 'shopwareId' ? loginLogs.userId : loginLogs.createdTime;
      return db
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
    },

    /** Every sign-in, counted per hour as it is written. */
    async total() {
      const [total] = await db
        .select({ n: sql<number>`coalesce(sum(${signInHours.signIns}), 0)::int` })
        .from(signInHours);
      return total?.n ?? 0;
    },
  };
}

export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
