import { adminLoginLogEntrySchema } from '@baylytics/contract/admin-login-logs';
import { isLocalAddress } from '../../integrations/ip-location/local-addresses.ts';
import { type PreparedAnswer, prepareJson } from '../../kernel/prepared-answer.ts';
import { loginLogEntryOf } from '../account/public.ts';
import type {
  KeptSignInCount,
  LoginLogRepository,
  LoginLogStatements,
  SignInFilter,
  SignInLogNumbers,
  SignInPageRow,
} from './login-log-repository.ts';

/** How many filters' counts are kept; the least recently asked goes first. */
const keptCountCapacity = 500;

/** How many pages are kept (200 sign-ins each, about 60 KB as text and 10 KB compressed); least recently asked first. */
const keptPageCapacity = 100;

type PageView = Parameters<LoginLogRepository['page']>[1];

/** A sign-in of a kept page: its place in the page's order (then its id) and its entry, serialized once. */
interface KeptRow {
  order: bigint | number;
  id: number;
  json: string;
}

/** A page as it is sent, the sign-ins it shows, and the log's numbers of the snapshot it was read in. */
interface KeptPage extends SignInLogNumbers {
  rows: KeptRow[];
  total: number;
  answer: PreparedAnswer;
}

/** A sign-in's entry, parsed by the contract's schema once: its fields in the schema's order, as sent before. */
function keptRowOf(row: SignInPageRow, view: PageView): KeptRow {
  const entry = adminLoginLogEntrySchema.parse({
    ...loginLogEntryOf(row),
    shopwareId: row.shopwareId,
    email: row.email,
    impersonatedBy: row.impersonatedBy,
    localNetwork: row.ipAddress !== null && isLocalAddress(row.ipAddress),
  });
  const order = view.orderBy === 'shopwareId' ? row.shopwareId : BigInt(row.timeKey);
  return { order, id: row.id, json: JSON.stringify(entry) };
}

/** The envelope of a page: the rows' kept JSON joined, nothing serialized again. */
const answerOf = (rows: KeptRow[], total: number) =>
  prepareJson(`{"statusCode":200,"data":[${rows.map((row) => row.json).join(',')}],"total":${total}}`);

/** The first page of `rows` in the page's order: by the sort column, then by id, both in the page's direction. */
function firstPageOf(rows: KeptRow[], view: PageView): KeptRow[] {
  const sign = view.direction === 'asc' ? 1 : -1;
  const compare = (a: KeptRow, b: KeptRow) =>
    sign * (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id - b.id);
  return rows.sort(compare).slice(0, view.pageSize);
}

const isSameLog = (a: SignInLogNumbers, b: SignInLogNumbers) =>
  a.appended === b.appended && a.rewritten === b.rewritten && a.impersonations === b.impersonations;

/** `keptPages`: how many pages to keep (0: make every page whole; the bench's first-ask path). */
export function createLoginLogService(repository: LoginLogRepository, options: { keptPages?: number } = {}) {
  // The count of each filter asked lately, extended by the sign-ins appended since (see the repository). A Map
  // iterates in insertion order: re-inserting on use makes the first key the least recently used.
  const keptCounts = new Map<string, KeptSignInCount>();

  // Full counts being read: a caller of the same filter waits for it and then counts only what was added since.
  const counting = new Map<string, Promise<KeptSignInCount>>();

  function keep<T>(map: Map<string, T>, capacity: number, key: string, value: T) {
    map.delete(key);
    map.set(key, value);
    if (map.size > capacity) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  async function count(filter: SignInFilter, statements: LoginLogStatements) {
    if (!filter.keyword && filter.userId === undefined) return statements.total();
    const key = JSON.stringify([filter.keyword, filter.userId ?? null]);
    const pending = counting.get(key);
    if (pending) await pending.catch(() => undefined);
    const kept = keptCounts.get(key);
    const read = statements.count(filter, kept);
    if (!kept) {
      counting.set(key, read);
      const done = () => {
        if (counting.get(key) === read) counting.delete(key);
      };
      read.then(done, done);
    }
    const counted = await read;
    keep(keptCounts, keptCountCapacity, key, counted);
    return counted.total;
  }

  /** A page made whole: the log's numbers, the page and its total read in one snapshot. */
  async function made(filter: SignInFilter, view: PageView): Promise<KeptPage> {
    const read = await repository.inSnapshot(async (statements) => {
      const numbers = await statements.numbers();
      const rows = await statements.page(filter, view);
      return { numbers, rows, total: await count(filter, statements) };
    });
    const rows = read.rows.map((row) => keptRowOf(row, view));
    return { ...read.numbers, rows, total: read.total, answer: await answerOf(rows, read.total) };
  }

  /**
   * A kept page brought up to the log as it is now, or null when it has to be made again: a sign-in changed or
   * removed, an e-mail changed or an impersonation begun or ended since it was read, or sign-ins added before a
   * later page (they would shift it). The first page in any order is the first of its rows and the matching
   * sign-ins added since (every sign-in of the log now is one of the two), so it takes those on and drops what
   * falls off its end; the total grows by the matching sign-ins added.
   */
  async function advanced(kept: KeptPage, filter: SignInFilter, view: PageView): Promise<KeptPage | null> {
    const since = await repository.since(filter, view, kept);
    if (!since) return null;
    const { numbers, added } = since;
    if (numbers.rewritten !== kept.rewritten || numbers.impersonations !== kept.impersonations) return null;
    if (numbers.appended < kept.appended) return null;
    if (added === 0) return { ...kept, ...numbers };
    if (view.pageIndex > 1) return null;
    const rows = firstPageOf([...kept.rows, ...since.rows.map((row) => keptRowOf(row, view))], view);
    const total = kept.total + added;
    return { ...numbers, rows, total, answer: await answerOf(rows, total) };
  }

  // Pages kept with the numbers of the snapshot they were read in (see sign-in-log-pages-kept and
  // sign-in-log-first-pages-advanced); `making`: a page being made whole, which a request of the same page waits
  // for instead of making it too.
  const capacity = options.keptPages ?? keptPageCapacity;
  const pages = new Map<string, KeptPage>();
  const making = new Map<string, Promise<KeptPage>>();

  /** Keeps `page` unless the page kept meanwhile was read in a later state of the log. */
  function remember(key: string, page: KeptPage) {
    const kept = pages.get(key);
    const isNewer =
      kept !== undefined &&
      kept.rewritten >= page.rewritten &&
      kept.impersonations >= page.impersonations &&
      kept.appended >= page.appended;
    keep(pages, capacity, key, isNewer ? kept : page);
  }

  return {
    /** A page of the sign-in log, serialized and compressed: the kept one while the log is unchanged. */
    async page(filter: SignInFilter, view: PageView): Promise<PreparedAnswer> {
      if (capacity === 0) return (await made(filter, view)).answer;
      const key = JSON.stringify([
        filter.keyword,
        filter.userId ?? null,
        view.orderBy,
        view.direction,
        view.pageIndex,
        view.pageSize,
      ]);
      const pending = making.get(key);
      if (pending) await pending.catch(() => undefined);
      const kept = pages.get(key);
      if (kept) {
        if (isSameLog(await repository.numbers(), kept)) {
          remember(key, kept);
          return kept.answer;
        }
        const next = await advanced(kept, filter, view);
        if (next) {
          remember(key, next);
          return next.answer;
        }
      }
      const read = made(filter, view);
      making.set(key, read);
      try {
        const page = await read;
        remember(key, page);
        return page.answer;
      } finally {
        if (making.get(key) === read) making.delete(key);
      }
    },
  };
}

export type LoginLogService = ReturnType<typeof createLoginLogService>;
