import type { AgreementFromFilter, UserStatusFilter } from '@baylytics/contract/admin-users';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { createKeptAnswers } from '../../kernel/kept-answers.ts';
import { createUserListMarks, type MarkedOrder } from './user-list-marks.ts';

/** Pages of the user list kept at once (ids and total of a page each, a few hundred bytes). */
const keptPageLimit = 500;

/** Sort orders whose marks are kept at once (100 marks of a few dozen bytes each per 100,000 users). */
const keptMarkOrders = 50;

/** A user with the latest agreement, as the user tables read it. */
export interface ManagedUserRow {
  id: number;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  createdAt: Date;
  agreementId: number | null;
  externalId: string | null;
  source: string | null;
  agreementStatus: string | null;
  agreementCreatedAt: Date | null;
  startedAt: Date | null;
  paidUntil: Date | null;
  trialEndsAt: Date | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  planId: number | null;
  planName: string | null;
  parentName: string | null;
  price: string | null;
  lastPayment: Date | null;
  isTestUser: boolean;
  noteCount: number;
}

export interface UserPage {
  pageIndex: number;
  pageSize: number;
  orderBy: string;
  direction: 'asc' | 'desc';
}

// The sort keys of the contract, as columns of the query below; the id breaks ties so pages never overlap.
const orderColumns: Record<string, SQL> = {
  shopwareId: sql`u.id`,
  email: sql`lower(u.email)`,
  lastName: sql`lower(u.last_name)`,
  createdTime: sql`u.created_at`,
  startedTime: sql`a.started_at`,
  lastPayment: sql`"lastPayment"`,
  nextPayment: sql`a.paid_until`,
};

// One user per row with the agreement written last and its plan: what the filters and the count need.
const fromUsers = sql`
  from users u
  left join lateral (
    select * from agreements x where x.user_id = u.id order by x.created_at desc, x.id desc limit 1
  ) a on true
  left join plans p on p.id = a.plan_id`;

// The row's fields of the user, the agreement written last and its plan.
const userFields = sql`
  u.id, u.status, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone,
  u.created_at as "createdAt",
  a.id as "agreementId", a.external_id as "externalId", a.source, a.status as "agreementStatus",
  a.created_at as "agreementCreatedAt", a.started_at as "startedAt", a.paid_until as "paidUntil",
  a.trial_ends_at as "trialEndsAt", a.cancelled_at as "cancelledAt",
  a.cancellation_reason as "cancellationReason",
  p.id as "planId", p.name as "planName", p.parent_name as "parentName",
  case when p.id is null then null else
    round(p.price_month * p.number_of_month, 2)
      + round(round(p.price_month * p.number_of_month, 2) * p.tax_rate / 100, 2) end as price`;

// The row's fields; the payments' latest date, the trial flag and the note count only for the rows shown.
const userColumns = sql`${userFields},
  (select max(pm.paid_at) from payments pm join agreements y on y.id = pm.agreement_id where y.user_id = u.id)
    as "lastPayment",
  exists (select 1 from agreements t where t.user_id = u.id and t.trial_ends_at is not null) as "isTestUser",
  (select count(*)::int from user_notes n where n.user_id = u.id) as "noteCount"`;

// The same fields where the user's summary `s` is joined: its latest payment is the same maximum over the user's
// payments, and a latest trial end exists exactly when one of the user's agreements has a trial (both kept in the
// writing transaction, see admin-figures-kept-by-triggers).
const summaryUserColumns = sql`${userFields},
  s.last_payment_at as "lastPayment", s.trial_ends_max is not null as "isTestUser",
  (select count(*)::int from user_notes n where n.user_id = u.id) as "noteCount"`;

function toRow(raw: Record<string, unknown>): ManagedUserRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));
  return {
    ...(raw as unknown as ManagedUserRow),
    createdAt: new Date(String(raw.createdAt)),
    agreementCreatedAt: date(raw.agreementCreatedAt),
    startedAt: date(raw.startedAt),
    paidUntil: date(raw.paidUntil),
    trialEndsAt: date(raw.trialEndsAt),
    cancelledAt: date(raw.cancelledAt),
    lastPayment: date(raw.lastPayment),
    noteCount: Number(raw.noteCount),
  };
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The keyword's trigrams that any text containing the keyword contains too: its runs of three ASCII letters or
 * digits, lower-cased, as pg_trgm's show_trgm writes them. Other characters (accents, `%`, `_`, spaces) are left
 * out, so a keyword without three such characters in a row has none.
 */
export function searchTrigramsOf(keyword: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= keyword.length; i++) {
    const part = keyword.slice(i, i + 3);
    if (/^[A-Za-z0-9]{3}$/.test(part)) found.add(part.toLowerCase());
  }
  return [...found];
}

/**
 * More users holding a keyword's rarest trigram than this: the search asks the trigram index for the whole
 * keyword instead (the candidates would be most users either way).
 */
const mostCandidates = 5000;

function keywordFilter(keyword: string): SQL | null {
  if (!keyword) return null;
  const pattern = likePattern(keyword);
  const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  return sql`(u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
    or (u.first_name || ' ' || u.last_name) ilike ${pattern} or a.external_id ilike ${pattern}
    ${id === null ? sql`` : sql`or u.id = ${id}`})`;
}

async function page(db: Database, filters: SQL[], view: UserPage, isOnUsersOnly: boolean) {
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const column = orderColumns[view.orderBy] ?? sql`u.id`;
  const direction = view.direction === 'desc' ? sql`desc` : sql`asc`;
  const offset = (view.pageIndex - 1) * view.pageSize;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${userColumns} ${fromUsers} ${where}
    order by ${column} ${direction} nulls last, u.id ${direction}
    limit ${view.pageSize} offset ${offset}`);
  // Filters on the user alone are counted without looking up every user's agreement.
  const from = isOnUsersOnly ? sql`from users u` : fromUsers;
  const { rows: counted } = await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} ${where}`);
  return { rows: rows.map(toRow), total: Number(counted[0]?.n ?? 0) };
}

// The user list's sort keys as columns of user_summaries, each served by an index in both directions; columns
// that can be empty sort those last either way (the tie on the user id too, so the index matches).
const summaryOrder: Record<string, { column: SQL; isNullable: boolean }> = {
  shopwareId: { column: sql`s.user_id`, isNullable: false },
  email: { column: sql`s.email_key`, isNullable: false },
  lastName: { column: sql`s.last_name_key`, isNullable: false },
  createdTime: { column: sql`s.created_at`, isNullable: false },
  startedTime: { column: sql`s.started_at`, isNullable: true },
  lastPayment: { column: sql`s.last_payment_at`, isNullable: true },
  nextPayment: { column: sql`s.paid_until`, isNullable: true },
};

interface UserListFilter {
  userStatus: UserStatusFilter;
  agreementFrom: AgreementFromFilter;
  keyword: string;
  parentPlanName: string;
}

/** A page of the user list as user_summaries answers it: the users' ids in the page's order and the total. */
interface SummaryIds {
  ids: number[];
  total: number;
}

/**
 * One page of the administrators' user list from user_summaries (the agreement written last and the latest payment
 * kept per user), in one statement: the page's ids by the index of the sort column, and the total from the kept
 * counts per filter combination, or for a search from the same matches as the page. The same rows, order and total
 * as reading every user. `rareTrigram`: one of the keyword's trigrams that few users hold, to find the candidates
 * by (see user-search-by-rarest-trigram).
 */
async function summaryIds(
  db: Database,
  filter: UserListFilter,
  view: UserPage,
  search: {
    rareTrigram: string | null;
    /** A deep page's ids read from a kept mark before it, or null to walk from the first user. */
    fromMark: (
      order: MarkedOrder,
      at: { offset: number; limit: number },
    ) => Promise<{ ids: SQL; version: string } | null>;
  },
): Promise<SummaryIds> {
  const { rareTrigram } = search;
  const filters: SQL[] = [];
  const counted: SQL[] = [];
  if (filter.userStatus !== 'all') {
    const isInactive = filter.userStatus === 'inactive';
    filters.push(sql`s.is_inactive = ${isInactive}`);
    counted.push(sql`is_inactive = ${isInactive}`);
  }
  if (filter.agreementFrom === 'paypal') {
    filters.push(sql`s.source = 'paypal'`);
    counted.push(sql`is_paypal`);
  }
  if (filter.parentPlanName !== 'ALL') {
    filters.push(sql`s.parent_plan = ${filter.parentPlanName}`);
    counted.push(sql`parent_plan = ${filter.parentPlanName}`);
  }
  const keyword = keywordFilter(filter.keyword);
  let searched = sql`user_summaries`;
  if (keyword) {
    // The search text is the searched fields joined by spaces: a keyword without a space matches it exactly when
    // it matches one of them. A keyword with a space could also span two fields, so the exact rule decides then.
    // The search text is lower-cased already, and ILIKE is LIKE of both sides lower-cased (in a UTF-8 database):
    // LIKE with the keyword lower-cased once gives the same matches without lower-casing every candidate's text.
    const id = /^\d{1,9}$/.test(filter.keyword) ? Number(filter.keyword) : null;
    filters.push(
      sql`(s.search_text like lower(${likePattern(filter.keyword)}) ${id === null ? sql`` : sql`or s.user_id = ${id}`})`,
    );
    // With a rare trigram, the trigram index is asked for the users holding it only (every user whose search text
    // contains the keyword holds it), and the whole condition is tested on those few: in one scan the planner
    // would read the posting lists of every trigram of the keyword, the common ones too.
    if (rareTrigram)
      searched = sql`(select * from user_summaries where search_text like ${`%${rareTrigram}%`}
        ${id === null ? sql`` : sql`or user_id = ${id}`} offset 0)`;
    if (/\s/.test(filter.keyword))
      filters.push(sql`exists (select 1 from users u left join agreements a on a.id = s.agreement_id
        where u.id = s.user_id and ${keyword})`);
  }
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const order = summaryOrder[view.orderBy] ?? { column: sql`s.user_id`, isNullable: false };
  const direction = view.direction === 'desc' ? sql`desc` : sql`asc`;
  const nulls = order.isNullable ? sql`nulls last` : sql``;
  const offset = (view.pageIndex - 1) * view.pageSize;
  const sorted = sql`order by sort_key ${direction} ${nulls}, user_id ${direction} ${nulls}
    limit ${view.pageSize} offset ${offset}`;
  const fromMark = keyword
    ? null
    : await search.fromMark(
        { filters, column: order.column, isNullable: order.isNullable, direction: view.direction },
        { offset, limit: view.pageSize },
      );
  const walk = sql`select s.user_id from user_summaries s ${where}
    order by ${order.column} ${direction} ${nulls}, s.user_id ${direction} ${nulls}
    limit ${view.pageSize} offset ${offset}`;
  const listed = (ids: SQL) => sql`select
      (select coalesce(sum(users), 0)::int from user_list_counts
       ${counted.length > 0 ? sql`where ${sql.join(counted, sql` and `)}` : sql``}) as total,
      array(${ids}) as ids, (select version::text from user_list_version where id = 1) as version`;
  // A search reads its matches once for both the page and the total.
  const query = keyword
    ? sql`with matches as materialized (
          select s.user_id, ${order.column} as sort_key from ${searched} s ${where})
        select (select count(*)::int from matches) as total, array(select user_id from matches ${sorted}) as ids`
    : listed(fromMark?.ids ?? walk);
  type Read = { total: number; ids: number[]; version?: string };
  let [row] = (await db.execute<Read>(query)).rows;
  // Marks read in another state of the list than this statement's: the walk from the first user instead.
  if (fromMark && row?.version !== fromMark.version) [row] = (await db.execute<Read>(listed(walk))).rows;
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}

/** The users of a page with every field the list shows, in the page's order. */
async function rowsOf(db: Database, pageIds: number[]) {
  if (pageIds.length === 0) return [];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${summaryUserColumns}
    from users u
    join user_summaries s on s.user_id = u.id
    left join agreements a on a.id = s.agreement_id
    left join plans p on p.id = a.plan_id
    where u.id = any(${`{${pageIds.join(',')}}`}::int[])`);
  const position = new Map(pageIds.map((id, index) => [id, index]));
  return rows.map(toRow).sort((x, y) => (position.get(x.id) ?? 0) - (position.get(y.id) ?? 0));
}

/**
 * `keptPages`: how many user list pages to keep (0: read every page; the bench's uncached path). `markEvery`: the
 * distance of the kept marks deep pages start from (0: none), from offset `deepFrom` on.
 */
export function createAdminUsersRepository(
  db: Database,
  options: { keptPages?: number; markEvery?: number; deepFrom?: number } = {},
) {
  const keptPages = createKeptAnswers<SummaryIds>(options.keptPages ?? keptPageLimit);
  const marks = createUserListMarks(db, {
    every: options.markEvery ?? 1000,
    deepFrom: options.deepFrom ?? 5000,
    limit: keptMarkOrders,
  });
  return {
    /** The user list of administrators: every filter of the screen, one page. */
    async userPage(filter: UserListFilter, view: UserPage) {
      // The page's ids and total are kept while user_summaries is unchanged (user_list_version, raised in every
      // transaction that changes it); the rows themselves are read on every call, so notes, phone numbers and
      // payments shown are always current.
      // A search reads, with the version, how many users hold each of the keyword's trigrams.
      const trigrams = filter.keyword ? searchTrigramsOf(filter.keyword) : [];
      const [current] = (
        await db.execute<{ version: string; counts: Record<string, number> | null }>(sql`
          select version, ${
            trigrams.length > 0
              ? sql`(select json_object_agg(trigram, users) from user_search_trigrams
                     where trigram = any(${`{${trigrams.join(',')}}`}::text[]))`
              : sql`null`
          } as counts
          from user_list_version where id = 1`)
      ).rows;
      const rarest = trigrams
        .map((trigram) => ({ trigram, users: current?.counts?.[trigram] ?? 0 }))
        .sort((a, b) => a.users - b.users)[0];
      const rareTrigram = rarest && rarest.users <= mostCandidates ? rarest.trigram : null;
      const key = JSON.stringify([
        filter.userStatus,
        filter.agreementFrom,
        filter.parentPlanName,
        filter.keyword,
        view.orderBy,
        view.direction,
        view.pageIndex,
        view.pageSize,
      ]);
      const version = String(current?.version);
      const order = JSON.stringify([
        filter.userStatus,
        filter.agreementFrom,
        filter.parentPlanName,
        view.orderBy,
        view.direction,
      ]);
      const page = await keptPages.get(key, version, () =>
        summaryIds(db, filter, view, {
          rareTrigram,
          fromMark: (marked, at) => marks.pageIds(order, version, marked, at),
        }),
      );
      return { rows: await rowsOf(db, page.ids), total: page.total };
    },

    /** Users who hold or held a trial: with notes only, with a trial running now only. */
    async testUserPage(filter: { hasNote: boolean; isTrialRunning: boolean; now: Date }, view: UserPage) {
      const filters: SQL[] = [
        sql`exists (select 1 from agreements t where t.user_id = u.id and t.trial_ends_at is not null)`,
      ];
      if (filter.hasNote) filters.push(sql`exists (select 1 from user_notes n where n.user_id = u.id)`);
      if (filter.isTrialRunning)
        filters.push(
          sql`exists (select 1 from agreements t where t.user_id = u.id and t.trial_ends_at > ${filter.now})`,
        );
      return page(db, filters, view, true);
    },

    async userById(userId: number) {
      const { rows } = await db.execute<Record<string, unknown>>(
        sql`select ${userColumns} ${fromUsers} where u.id = ${userId}`,
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async languageOf(userId: number) {
      const { rows } = await db.execute<{ language: string }>(
        sql`select language from users where id = ${userId}`,
      );
      return rows[0]?.language ?? null;
    },

    /** The roles granted directly to a user (Administrator, Assistant, …). */
    async grantedRoles(userId: number) {
      const { rows } = await db.execute<{ role: string }>(
        sql`select role from user_roles where user_id = ${userId}`,
      );
      return rows.map((row) => row.role);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
