import {
  accountCheckGroupChartKeywordLimit,
  accountCheckHistoryDays,
} from '@baylytics/contract/account-check';
import type {
  AccountKpi,
  GroupChartSeries,
  ItemKeywordPositions,
  ItemScorePoint,
} from '@baylytics/contract/account-check-charts';
import type { RankingFilter, RankingSortColumn } from '@baylytics/contract/account-check-filter';
import { type StarColor, starColors } from '@baylytics/contract/account-check-star-colors';
import { AppError } from '../../../kernel/errors.ts';
import { createKeptAnswers } from '../../../kernel/kept-answers.ts';
import { type PreparedAnswer, prepareAnswer } from '../../../kernel/prepared-answer.ts';
import { addDays, dayOf } from '../../crawler/public.ts';
import type { RankingAccount } from './list-state.ts';
import type { PromotionAdvice } from './promotion-advice.ts';
import type { AccountCheckRepository, KeywordDay } from './repository.ts';

export interface RankingListRequest {
  filter: RankingFilter;
  orderBy: RankingSortColumn;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

const keywordColors = ['#228be6', '#40c057', '#fab005', '#be4bdb', '#15aabf'];

/** Pages kept per user and query (a page of 50 rows is ~40 KB as JSON and gzip together). */
const keptPageLimit = 500;

/**
 * The caller's account ids the filter names (all of them when it names none). A name that is not one of the
 * caller's accounts is notFound, so nobody learns about another user's accounts.
 */
function accountIdsNamed(
  accounts: readonly RankingAccount[],
  names: readonly string[] | undefined,
): number[] {
  if (!names || names.length === 0) return accounts.map((account) => account.id);
  return names.map((name) => {
    const match = accounts.find((account) => account.sellerName.toLowerCase() === name.toLowerCase());
    if (!match) throw new AppError('notFound');
    return match.id;
  });
}

/**
 * Business rules of the account check: whose accounts a call may touch, which days, what a chart shows. With
 * `advice`, a page's rows carry eBay's promotion advice (promotion-advice.ts).
 */
export function createAccountCheckService(
  repository: AccountCheckRepository,
  clock: () => Date,
  advice?: PromotionAdvice,
) {
  const today = () => dayOf(clock());
  // A page's answer, serialized and compressed, while the user's account check version is unchanged
  // (docs/decisions/account-check-pages-kept.md).
  const keptPages = createKeptAnswers<{ answer: PreparedAnswer; freshUntil: number }>(keptPageLimit);

  async function accountIdsFor(userId: number, names: readonly string[] | undefined): Promise<number[]> {
    return accountIdsNamed(await repository.accountsOf(userId), names);
  }

  /** A page as the table shows it, with eBay's advice when it is asked, and until when the advice holds. */
  async function pageOf(userId: number, accountIds: number[], request: RankingListRequest) {
    if (accountIds.length === 0)
      return { answer: await prepareAnswer([], 0), freshUntil: Number.POSITIVE_INFINITY };
    const page = await repository.list({
      accountIds,
      filter: request.filter,
      orderBy: request.orderBy,
      direction: request.direction,
      limit: request.pageSize,
      offset: (request.pageIndex - 1) * request.pageSize,
      userId,
    });
    const filled = advice
      ? await advice.fill(userId, page.data)
      : { items: page.data, freshUntil: Number.POSITIVE_INFINITY };
    return { answer: await prepareAnswer(filled.items, page.total), freshUntil: filled.freshUntil };
  }

  async function requireListing(userId: number, itemNumber: number, siteId?: number) {
    const listing = await repository.listingOf(userId, itemNumber, siteId);
    if (!listing) throw new AppError('notFound');
    return listing;
  }

  async function requireCallersItem(userId: number, itemNumber: number): Promise<void> {
    if (!(await repository.isCallersItem(userId, itemNumber))) throw new AppError('notFound');
  }

  /** Days of the history window ending today: the last 60 days (today included). */
  const historyFrom = () => addDays(today(), -(accountCheckHistoryDays - 1));

  return {
    today,
    accountIdsFor,

    /**
     * A page of the table as the answer's JSON and gzip. One small statement reads the caller's accounts and
     * version; while the version is the same as the kept page's (and eBay's advice on it is not due again), the
     * kept page is sent, else the page is read again.
     */
    async list(userId: number, request: RankingListRequest): Promise<PreparedAnswer> {
      const state = await repository.listState(userId);
      const accountIds = accountIdsNamed(state.accounts, request.filter.accounts);
      const key = JSON.stringify([userId, request]);
      let isMadeHere = false;
      const load = () =>
        keptPages.get(key, state.version, () => {
          isMadeHere = true;
          return pageOf(userId, accountIds, request);
        });
      let kept = await load();
      // A kept page whose advice is due again is made again (asking eBay); one made just now is sent as it is.
      if (!isMadeHere && kept.freshUntil <= clock().getTime()) {
        keptPages.forget(key);
        kept = await load();
      }
      return kept.answer;
    },

    async kpi(userId: number, account: string, fromDate?: string, toDate?: string): Promise<AccountKpi[]> {
      const [accountId] = await accountIdsFor(userId, [account]);
      if (accountId === undefined) throw new AppError('notFound');
      return repository.kpi(accountId, fromDate ?? historyFrom(), toDate ?? today());
    },

    async starColors(userId: number): Promise<StarColor[]> {
      const texts = await repository.starColorTexts(userId);
      return starColors.map(({ id, color, defaultText }) => {
        const own = texts.get(id);
        return { id, color, text: own ?? defaultText, isDefault: own === undefined };
      });
    },

    async setStarColorText(userId: number, id: number, text: string): Promise<void> {
      await repository.setStarColorText(userId, id, text.trim());
    },

    async setItemStarColor(userId: number, itemNumber: number, color: number) {
      const accountIds = await accountIdsFor(userId, undefined);
      const changed = accountIds.length
        ? await repository.setItemStarColor(accountIds, itemNumber, color)
        : 0;
      if (changed === 0) throw new AppError('notFound');
      return { itemNumber, starColor: color };
    },

    async deleteUnrankedItem(userId: number, itemNumber: number) {
      const accountIds = await accountIdsFor(userId, undefined);
      const { found, deleted } = accountIds.length
        ? await repository.deleteUnranked(accountIds, itemNumber)
        : { found: 0, deleted: 0 };
      if (found === 0) throw new AppError('notFound');
      if (deleted === 0) throw new AppError('itemStillRanked');
      return { itemNumber, deleted };
    },

    async setItemOptimized(userId: number, itemNumber: number, value: boolean | null) {
      const accountIds = await accountIdsFor(userId, undefined);
      const isOptimized = accountIds.length
        ? await repository.setItemOptimized(accountIds, itemNumber, value)
        : null;
      if (isOptimized === null) throw new AppError('notFound');
      return { itemNumber, isOptimized };
    },

    async setStarColorOnSearch(userId: number, filter: RankingFilter, value: number) {
      const accountIds = await accountIdsFor(userId, filter.accounts);
      if (accountIds.length === 0) return { updated: 0 };
      return { updated: await repository.setStarColorWhere(accountIds, filter, value) };
    },

    async setOptimizedOnSearch(userId: number, filter: RankingFilter, value: boolean) {
      const accountIds = await accountIdsFor(userId, filter.accounts);
      if (accountIds.length === 0) return { updated: 0 };
      return { updated: await repository.setOptimizedWhere(accountIds, filter, value) };
    },

    /**
     * Points an account at another eBay user name of the caller (a seller who changed their eBay user name
     * connects the new name, then renames): the new name must be one of the caller's usable tokens, so the
     * next import still finds its token. Listings, colours and flags stay with the account.
     */
    async changeAccountName(userId: number, oldName: string, newName: string) {
      const [accountId] = await accountIdsFor(userId, [oldName]);
      if (accountId === undefined) throw new AppError('notFound');
      const connected = await repository.connectedSellerNames(userId, clock());
      const tokenName = connected.find((name) => name.toLowerCase() === newName.toLowerCase());
      if (!tokenName) throw new AppError('ebayAccountNotConnected');
      const isRenamed = await repository.renameAccount(accountId, userId, tokenName);
      if (!isRenamed) {
        throw new AppError('validationFailed', [{ field: 'newSellerName', message: 'accountNameTaken' }]);
      }
      return { sellerName: tokenName };
    },

    async itemScoreChart(userId: number, itemNumber: number, siteId?: number): Promise<ItemScorePoint[]> {
      await requireListing(userId, itemNumber, siteId);
      return repository.itemScores(itemNumber, historyFrom(), today());
    },

    async itemKeywordChart(
      userId: number,
      itemNumber: number,
      fromDate?: string,
      toDate?: string,
    ): Promise<{ keywords: ItemKeywordPositions[] }> {
      await requireCallersItem(userId, itemNumber);
      const to = toDate ?? today();
      const from = fromDate ?? addDays(to, -7);
      if (from > to)
        throw new AppError('validationFailed', [{ field: 'fromDate', message: 'invalidDateRange' }]);
      const [days, tracked] = await Promise.all([
        repository.keywordDays(itemNumber, from, to),
        repository.trackedKeywordIds(userId, itemNumber),
      ]);
      return { keywords: groupByKeyword(days, tracked) };
    },

    async groupChart(userId: number, itemNumber: number, siteId?: number): Promise<GroupChartSeries[]> {
      await requireCallersItem(userId, itemNumber);
      const from = historyFrom();
      const to = today();
      const keywords = await repository.trackedKeywords(
        userId,
        itemNumber,
        accountCheckGroupChartKeywordLimit,
        siteId,
      );
      const [scores, days, steps] = await Promise.all([
        repository.itemScores(itemNumber, from, to),
        keywords.length
          ? repository.keywordDays(
              itemNumber,
              from,
              to,
              keywords.map((k) => k.keywordId),
            )
          : Promise.resolve([]),
        repository.seoStepsOf(userId, itemNumber),
      ]);
      return groupChartSeries(scores, keywords, days, steps);
    },

    /** What the ranking report mail needs: the listing's figures and the keywords of the last 30 days. */
    async reportOf(userId: number, itemNumber: number) {
      const listing = await requireListing(userId, itemNumber);
      const to = today();
      const days = await repository.keywordDays(itemNumber, addDays(to, -29), to);
      return { listing, days, today: to };
    },
  };
}

export type AccountCheckService = ReturnType<typeof createAccountCheckService>;

/** Keywords with their days, best median place first (a keyword found only through ads sorts last). */
function groupByKeyword(days: readonly KeywordDay[], tracked: ReadonlySet<number>): ItemKeywordPositions[] {
  const byKeyword = new Map<number, { entry: ItemKeywordPositions; places: number[] }>();
  for (const day of days) {
    let group = byKeyword.get(day.keywordId);
    if (!group) {
      group = {
        entry: {
          keyword: day.keyword,
          eBaySiteId: day.siteId,
          isTracked: tracked.has(day.keywordId),
          points: [],
        },
        places: [],
      };
      byKeyword.set(day.keywordId, group);
    }
    group.entry.points.push({ date: day.day, position: day.position, advPosition: day.advPosition });
    group.places.push(day.position || day.advPosition + 1000);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  return [...byKeyword.values()]
    .map((group) => ({ ...group, median: median(group.places) }))
    .sort((a, b) => a.median - b.median || a.entry.keyword.localeCompare(b.entry.keyword))
    .map((group) => group.entry);
}

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The group chart: BayScore line and position-score columns from the daily scores, one line per tracked
 * keyword (its best place per day, organic before sponsored; null = not in the top 200), SEO steps as flags.
 */
function groupChartSeries(
  scores: readonly ItemScorePoint[],
  keywords: readonly { keywordId: number; keyword: string }[],
  days: readonly KeywordDay[],
  steps: readonly { day: string; flag: string; description: string }[],
): GroupChartSeries[] {
  const line = { marker: { enabled: false }, shape: null } as const;
  const series: GroupChartSeries[] = [
    {
      ...line,
      chartType: 'line',
      id: 'bayScore',
      name: 'accountCheck.groupChart.bayScore',
      data: scores.map((p) => [timeOf(p.date), p.bayScore]),
      yAxis: 0,
      lineWidth: 3,
      color: '#212529',
      tooltip: { valueDecimals: 2 },
    },
    {
      ...line,
      chartType: 'column',
      id: 'positionScore',
      name: 'accountCheck.groupChart.positionScore',
      data: scores.map((p) => [timeOf(p.date), p.positionScore]),
      yAxis: 1,
      lineWidth: 0,
      color: '#ced4da',
      tooltip: { valueDecimals: 0 },
    },
  ];
  keywords.forEach((keyword, index) => {
    const places = new Map(
      days
        .filter((d) => d.keywordId === keyword.keywordId)
        .map((d) => [d.day, d.position || d.advPosition || null] as const),
    );
    series.push({
      ...line,
      chartType: 'line',
      id: `keyword-${keyword.keywordId}`,
      name: keyword.keyword,
      data: scores.map((p) => [timeOf(p.date), places.get(p.date) ?? null]),
      yAxis: 0,
      lineWidth: 2,
      color: keywordColors[index % keywordColors.length] ?? '#228be6',
      tooltip: { valueDecimals: 0 },
    });
  });
  if (steps.length > 0) {
    series.push({
      chartType: 'flags',
      id: 'seoSteps',
      name: 'accountCheck.groupChart.seoSteps',
      data: steps.map((s) => ({ x: timeOf(s.day), title: s.flag, text: s.description })),
      yAxis: 0,
      lineWidth: 1,
      color: '#fd7e14',
      marker: { enabled: true },
      tooltip: { valueDecimals: 0 },
      shape: 'flag',
    });
  }
  return series;
}
