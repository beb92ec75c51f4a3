import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
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

/** The sign-in log's append, rewrite and impersonation numbers: what every page of the log is made from. */
export interface SignInLogNumbers {
  appended: number;
  rewritten: number;
  impersonations: number;
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

/**
 * Which sign-ins a filter keeps. `isEachUserAsked`: the same condition, with each sign-in's own user looked up by
 * primary key instead of every user whose e-mail matches found first: cheaper for a few sign-ins.
 */
function matching(filter: SignInFilter, isEachUserAsked = false): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(loginLogs.userId, filter.userId));
  if (filter.keyword) {
    const pattern = patternOf(filter.keyword);
    const byEmail = isEachUserAsked
      ? sql`exists (${matchingUsers(pattern)} and s.user_id = ${loginLogs.userId})`
      : sql`${loginLogs.userId} = any(array(${matchingUsers(pattern)}))`;
    conditions.push(sql`(${loginLogs.ipAddress} ilike ${pattern} or ${byEmail})`);
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

/** What a page reads of each sign-in, before anything is joined to it. */
const signInColumns = sql.raw(
  'id, created_time, user_id, ip_address, session_id, method, client_os, location, isp',
);

/**
 * A page's sign-in with its user's e-mail; the time as the driver answers it, and as microseconds since 1970
 * (`timeKey`, exact, for ordering sign-ins of different reads beside each other).
 */
type SignInRow = {
  id: number;
  timeKey: string;
  createdTime: string;
  shopwareId: number;
  email: string;
  ipAddress: string | null;
  sessionId: string;
  method: string;
  clientOs: string | null;
  location: string | null;
  isp: string | null;
  impersonatedBy: number | null;
};

/** A page's distinct users, read once in one lookup by primary key. */
const pageUsers = sql`page_users as materialized (
    select id, email from ${users} where id = any(array(select distinct user_id from page)))`;

/**
 * The sign-ins of `page` with the e-mail of each one's user and, for an impersonation, the administrator: only an
 * impersonation's session names one (the sign-in service opens no other session with an administrator), so no
 * other sign-in looks up its session.
 */
const pageSelect = sql`select p.id, (extract(epoch from p.created_time) * 1000000)::bigint::text as "timeKey",
      p.created_time as "createdTime", p.user_id as "shopwareId", u.email, p.ip_address as "ipAddress",
      p.session_id as "sessionId", p.method, p.client_os as "clientOs", p.location, p.isp,
      s.impersonator_id as "impersonatedBy"
    from page p join page_users u on u.id = p.user_id
    left join ${sessions} s on p.method = 'impersonation' and s.id = p.session_id`;

/** A page's sign-ins (`rows`, at most a page of them) with their users; the caller appends the order. */
function withUsers(rows: SQL) {
  return sql`with page as materialized (${rows}), ${pageUsers} ${pageSelect}`;
}

/** The time keeps its place as the first field and becomes a Date, as the query builder maps a timestamptz. */
const asPageRow = ({ createdTime, ...row }: SignInRow) => ({ ...row, createdTime: new Date(createdTime) });

export type SignInPageRow = ReturnType<typeof asPageRow>;

const numbersOf = (row: {
  appended: string;
  rewritten: string;
  impersonations: string;
}): SignInLogNumbers => ({
  appended: Number(row.appended),
  rewritten: Number(row.rewritten),
  impersonations: Number(row.impersonations),
});

function statementsOn(db: Executor) {
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
     * What every page of the log is made from: any sign-in added, changed or removed, an e-mail address changed or
     * an impersonation's session added or removed changes one of the numbers, in the writing transaction.
     */
    async numbers(): Promise<SignInLogNumbers> {
      const [row] = (
        await db.execute<{ appended: string; rewritten: string; impersonations: string }>(sql`
          select appended, rewritten, impersonations from ${signInLogVersion} where id = 1`)
      ).rows;
      return row ? numbersOf(row) : { appended: 0, rewritten: 0, impersonations: 0 };
    },

    /**
     * What a page kept under `kept` lacks, in one statement (one snapshot): the numbers now and, while no sign-in
     * was changed or removed, no e-mail address changed and no impersonation began or ended since `kept`, the
     * filter's sign-ins appended since (`added`), the first `pageSize` of them in the page's order with their
     * users (`rows`, in no particular order).
     */
    async since(
      filter: SignInFilter,
      view: { pageSize: number; orderBy: 'createdTime' | 'shopwareId'; direction: 'asc' | 'desc' },
      kept: SignInLogNumbers,
    ) {
      const direction = sql.raw(view.direction === 'asc' ? 'asc' : 'desc');
      const first = sql.raw(view.orderBy === 'shopwareId' ? 'user_id' : 'created_time');
      const found = await db.execute<
        { appended: string; rewritten: string; impersonations: string; added: number } & (
          | SignInRow
          | { [K in keyof SignInRow]: null }
        )
      >(sql`
        with v as materialized (
          select appended, rewritten, impersonations from ${signInLogVersion} where id = 1),
        fresh as materialized (
          select ${signInColumns} from ${loginLogs}
          where ${loginLogs.appendedIn} > ${kept.appended} and ${matching(filter, true) ?? sql`true`}
            and (select rewritten = ${kept.rewritten} and impersonations = ${kept.impersonations} from v)),
        page as materialized (
          select * from fresh order by ${first} ${direction}, id ${direction} limit ${view.pageSize}),
        ${pageUsers}
        select v.appended, v.rewritten, v.impersonations, (select count(*)::int from fresh) as added, r.*
        from v left join (${pageSelect}) r on true`);
      const [head] = found.rows;
      if (!head) return null;
      const rows = found.rows.flatMap((row) => (row.id === null ? [] : [asPageRow(row)]));
      return { numbers: numbersOf(head), added: head.added, rows };
    },

    /**
     * The filter's number of sign-ins. Given the count kept from an earlier call, only the sign-ins appended since
     * are counted, unless sign-ins were changed or removed (or an e-mail address changed) since, which counts
     * again. The numbers are read in the same statement (one snapshot) as the count. A snapshot older than the
     * kept count's (a statement of a transaction begun before it) counts again too.
     */
    async count(filter: SignInFilter, kept?: KeptSignInCount): Promise<KeptSignInCount> {
      const where = matching(filter);
      if (kept) {
        const since = await versionAnd(sql`select case when ${signInLogVersion.rewritten} = ${kept.rewritten}
            and ${signInLogVersion.appended} >= ${kept.appended} then (select count(*)::int from ${loginLogs}
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
      const direction = sql.raw(view.direction === 'asc' ? 'asc' : 'desc');
      const first = sql.raw(view.orderBy === 'shopwareId' ? 'user_id' : 'created_time');
      const offset = (view.pageIndex - 1) * view.pageSize;
      const byAddress =
        filter.keyword && filter.userId === undefined && view.orderBy === 'createdTime'
          ? await addressesOrWalk(filter.keyword, offset + view.pageSize)
          : null;
      const rows = byAddress
        ? sql`select ${signInColumns} from ${loginLogs} where id = any(array(
            ${searchPageIds(byAddress, { ...view, reach: offset + view.pageSize, offset })}))`
        : sql`select ${signInColumns} from ${loginLogs} where ${matching(filter) ?? sql`true`}
            order by ${first} ${direction}, id ${direction} limit ${view.pageSize} offset ${offset}`;
      const page = await db.execute<SignInRow>(sql`${withUsers(rows)}
        order by p.${first} ${direction}, p.id ${direction}`);
      return page.rows.map(asPageRow);
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

export type LoginLogStatements = ReturnType<typeof statementsOn>;

export function createLoginLogRepository(db: Executor) {
  return {
    ...statementsOn(db),
    /**
     * Runs `work` with the same statements in one read-only snapshot (a repeatable-read transaction): the numbers,
     * a page and its total read there belong together.
     */
    inSnapshot<T>(work: (statements: LoginLogStatements) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(statementsOn(tx)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },
  };
}

export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
