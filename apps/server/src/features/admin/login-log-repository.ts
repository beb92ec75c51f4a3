import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInAddresses, signInHours, signInLogVersion } from '../../db/schema/admin.ts';
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

const patternOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The users whose e-mail matches, found by the trigram index of the user summaries (their search text holds the
// e-mail).
const matchingUsers = (
  pattern: string,
) => sql`select s.user_id from user_summaries s join users u on u.id = s.user_id
  where s.search_text ilike ${pattern} and u.email ilike ${pattern}`;

function matching(filter: SignInFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(loginLogs.userId, filter.userId));
  if (filter.keyword) {
    const pattern = patternOf(filter.keyword);
    conditions.push(sql`(${loginLogs.ipAddress} ilike ${pattern} or ${loginLogs.userId} = any(array(
      ${matchingUsers(pattern)})))`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** More matching addresses or users than this: a search walks the log by time instead of by each of them. */
const mostAddresses = 1000;
const mostUsers = 200;

/**
 * The ids of a page of a search's sign-ins by time, from the newest (or oldest) `reach` sign-ins of each matching
 * address and of each matching user, each read through its own index ((address, time, id), (user, time, id)).
 */
function searchPageIds(
  found: { addresses: string[]; users: number[] },
  view: { reach: number; offset: number; pageSize: number; direction: 'asc' | 'desc' },
) {
  const order = sql.raw(view.direction === 'asc' ? 'asc' : 'desc');
  return sql`select id from (
      select l.id, l.created_time from json_array_elements_text(${JSON.stringify(found.addresses)}::json) a(address)
      cross join lateral (select id, created_time from login_logs where ip_address = a.address
                          order by created_time ${order}, id ${order} limit ${view.reach}) l
      union
      select l.id, l.created_time from json_array_elements_text(${JSON.stringify(found.users)}::json) u(user_id)
      cross join lateral (select id, created_time from login_logs where user_id = u.user_id::int
                          order by created_time ${order}, id ${order} limit ${view.reach}) l
    ) candidates
    order by created_time ${order}, id ${order} limit ${view.pageSize} offset ${view.offset}`;
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

  /**
   * A search's matching addresses (from the kept addresses, trigram index) and users, when reading each one's
   * newest `reach` sign-ins is cheaper than walking the whole log newest first until `reach` match: that walk
   * reads about `reach` × all sign-ins / matching sign-ins rows. Null when the walk is cheaper.
   */
  async function addressesOrWalk(keyword: string, reach: number) {
    const pattern = patternOf(keyword);
    const [row] = (
      await db.execute<{ addresses: [string, number][]; users: number[]; total: number }>(sql`
        select
          coalesce((select json_agg(json_build_array(address, sign_ins)) from (
            select address, sign_ins from ${signInAddresses} where address ilike ${pattern}
            limit ${mostAddresses + 1}) a), '[]') as addresses,
          array(${matchingUsers(pattern)} limit ${mostUsers + 1}) as users,
          (select coalesce(sum(sign_ins), 0)::int from ${signInHours}) as total`)
    ).rows;
    if (!row || row.addresses.length > mostAddresses || row.users.length > mostUsers) return null;
    const matched = row.addresses.reduce((sum, [, n]) => sum + n, 0);
    const perEach =
      row.addresses.reduce((sum, [, n]) => sum + Math.min(n, reach), 0) + row.users.length * reach;
    const walk = matched === 0 ? row.total : (reach * row.total) / matched;
    if (perEach > walk) return null;
    return { addresses: row.addresses.map(([address]) => address), users: row.users };
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
      const order = view.direction === 'asc' ? asc : desc;
      const first = view.orderBy === 'shopwareId' ? loginLogs.userId : loginLogs.createdTime;
      const offset = (view.pageIndex - 1) * view.pageSize;
      const byAddress =
        filter.keyword && filter.userId === undefined && view.orderBy === 'createdTime'
          ? await addressesOrWalk(filter.keyword, offset + view.pageSize)
          : null;
      const where = byAddress
        ? sql`${loginLogs.id} in (${searchPageIds(byAddress, { ...view, reach: offset + view.pageSize, offset })})`
        : matching(filter);
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
        .offset(byAddress ? 0 : offset);
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
