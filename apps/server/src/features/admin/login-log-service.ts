import { loginMethods } from '@baylytics/contract/account';
import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { isLocalAddress } from '../../integrations/ip-location/local-addresses.ts';
import { createKeptAnswers } from '../../kernel/kept-answers.ts';
import type { KeptSignInCount, LoginLogRepository, SignInFilter } from './login-log-repository.ts';

/** How many filters' counts are kept; the least recently asked goes first. */
const keptCountCapacity = 500;

/** How many pages are kept whole (200 sign-ins each, about 60 KB); the least recently asked goes first. */
const keptPageCapacity = 100;

type SignInPage = { data: AdminLoginLogEntry[]; total: number };
type PageView = Parameters<LoginLogRepository['page']>[1];

/** `keptPages`: how many whole pages to keep (0: make every page; the bench's first-ask path). */
export function createLoginLogService(repository: LoginLogRepository, options: { keptPages?: number } = {}) {
  // The count of each filter asked lately, extended by the sign-ins appended since (see the repository). A Map
  // iterates in insertion order: re-inserting on use makes the first key the least recently used.
  const keptCounts = new Map<string, KeptSignInCount>();

  // Full counts being read: a caller of the same filter waits for it and then counts only what was added since.
  const counting = new Map<string, Promise<KeptSignInCount>>();

  function keep(key: string, counted: KeptSignInCount) {
    keptCounts.delete(key);
    keptCounts.set(key, counted);
    if (keptCounts.size > keptCountCapacity) {
      const oldest = keptCounts.keys().next().value;
      if (oldest !== undefined) keptCounts.delete(oldest);
    }
  }

  async function count(filter: SignInFilter) {
    if (!filter.keyword && filter.userId === undefined) return repository.total();
    const key = JSON.stringify([filter.keyword, filter.userId ?? null]);
    const pending = counting.get(key);
    if (pending) await pending.catch(() => undefined);
    const kept = keptCounts.get(key);
    const read = repository.count(filter, kept);
    if (!kept) {
      counting.set(key, read);
      const done = () => {
        if (counting.get(key) === read) counting.delete(key);
      };
      read.then(done, done);
    }
    const counted = await read;
    keep(key, counted);
    return counted.total;
  }

  async function read(filter: SignInFilter, view: PageView): Promise<SignInPage> {
    const [rows, total] = await Promise.all([repository.page(filter, view), count(filter)]);
    return {
      data: rows.map((row) => ({
        ...row,
        createdTime: row.createdTime.toISOString(),
        method: loginMethods.find((m) => m === row.method) ?? 'password',
        localNetwork: row.ipAddress !== null && isLocalAddress(row.ipAddress),
      })),
      total,
    };
  }

  // Whole pages, kept while the log's numbers are unchanged: the numbers are read on every request, and a page
  // made after reading them is never older than the state they name (see sign-in-log-pages-kept).
  const keptPages = createKeptAnswers<SignInPage>(options.keptPages ?? keptPageCapacity);

  return {
    async page(filter: SignInFilter, view: PageView): Promise<SignInPage> {
      const key = JSON.stringify([
        filter.keyword,
        filter.userId ?? null,
        view.orderBy,
        view.direction,
        view.pageIndex,
        view.pageSize,
      ]);
      return keptPages.get(key, await repository.version(), () => read(filter, view));
    },
  };
}

export type LoginLogService = ReturnType<typeof createLoginLogService>;
