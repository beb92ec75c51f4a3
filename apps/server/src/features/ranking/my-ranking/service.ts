import { marketplaces } from '@baylytics/contract/marketplaces';
import type {
  ChartSeries,
  KeywordSuggestion,
  Limitation,
  RankedItemGroup,
  RankedKeyword,
} from '@baylytics/contract/my-ranking';
import { singleChartRange } from '@baylytics/contract/my-ranking';
import { keywordLimitFor } from '@baylytics/contract/ranking';
import type { Role } from '@baylytics/contract/roles';
import isoCountries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../kernel/errors.ts';
import { addDays, dayOf, startOfDay } from '../../crawler/public.ts';
import { setPremium, trackKeywords } from '../tracked-keywords.ts';
import type { ItemDetails, ItemDetailsSource } from './item-details.ts';
import type { MyRankingRepository, TrackedKey, TrackedRow } from './repository.ts';

isoCountries.registerLocale(de);
isoCountries.registerLocale(en);

type Language = 'de' | 'en';
type RankingUser = { id: number; roles: readonly Role[] };

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** Line colours of the charts, one per keyword (organic solid, advertised dashed in the same colour). */
const palette = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f59f00', '#0c8599', '#c2255c'];

function siteOf(siteId: number) {
  return marketplaces.find((m) => m.eBaySiteId === siteId) ?? marketplaces[0];
}

export function siteIdOfCountry(countryId: number): number {
  const site = marketplaces.find((m) => m.countryId === countryId);
  if (!site) throw new AppError('validationFailed', [{ field: 'countryId', message: 'invalid_value' }]);
  return site.eBaySiteId;
}

function toRankedKeyword(row: TrackedRow, language: Language): RankedKeyword {
  const site = siteOf(row.siteId);
  return {
    id: row.id,
    keywords: row.keyword,
    notes: row.notes,
    isSelected: row.isSelected,
    premiumKeyword: row.isPremium,
    position1: row.position1,
    position2: row.position2,
    position1ADS: row.position1Ads,
    position2ADS: row.position2Ads,
    created: row.createdAt.toISOString(),
    flag: site.iso,
    siteName: isoCountries.getName(site.iso, language) ?? site.iso,
    globalId: site.globalId,
    eBaySiteId: site.eBaySiteId,
  };
}

interface GroupKey {
  itemNumber: number;
  siteId: number;
  created: number;
  keywords: string[];
  details: ItemDetails;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function compareGroups(orderBy: string): (a: GroupKey, b: GroupKey) => number {
  switch (orderBy) {
    case 'itemNumber':
      return (a, b) => a.itemNumber - b.itemNumber;
    case 'title':
      return (a, b) => collator.compare(a.details.title, b.details.title) || a.itemNumber - b.itemNumber;
    case 'created':
      return (a, b) => a.created - b.created || a.itemNumber - b.itemNumber;
    default:
      return (a, b) =>
        collator.compare(a.details.sellerName, b.details.sellerName) || a.itemNumber - b.itemNumber;
  }
}

function matches(group: GroupKey, search: string): boolean {
  const needle = search.toLowerCase();
  return (
    String(group.itemNumber).includes(needle) ||
    group.details.title.toLowerCase().includes(needle) ||
    group.details.sellerName.toLowerCase().includes(needle) ||
    group.keywords.some((k) => k.includes(needle))
  );
}

function groupKeys(keys: readonly TrackedKey[]): Omit<GroupKey, 'details'>[] {
  const groups = new Map<number, Omit<GroupKey, 'details'>>();
  for (const key of keys) {
    const group = groups.get(key.itemNumber);
    if (group) {
      group.keywords.push(key.keyword);
      group.created = Math.min(group.created, key.createdAt.getTime());
    } else {
      groups.set(key.itemNumber, {
        itemNumber: key.itemNumber,
        siteId: key.siteId,
        created: key.createdAt.getTime(),
        keywords: [key.keyword],
      });
    }
  }
  return [...groups.values()];
}

export function createMyRankingService(deps: {
  db: Database;
  repository: MyRankingRepository;
  items: ItemDetailsSource;
  clock: () => Date;
}) {
  const { repository } = deps;
  const today = () => dayOf(deps.clock());

  return {
    /**
     * Item groups of one page. A user tracks at most their plan's keywords (≤ 1,000 rows), so the groups are
     * filtered and sorted in memory with the item facts; only the page's rows read their places.
     */
    async list(
      user: RankingUser,
      q: {
        pageIndex: number;
        pageSize: number;
        orderBy: string;
        direction: 'asc' | 'desc';
        keyword?: string;
      },
      language: Language,
    ): Promise<{ data: RankedItemGroup[]; total: number }> {
      const keys = await repository.keysOf(user.id);
      const bare = groupKeys(keys);
      const details = await deps.items.forItems(user.id, bare);
      let groups: GroupKey[] = bare.map((g) => ({
        ...g,
        details: details.get(g.itemNumber) ?? {
          title: '',
          imageUrl: null,
          sku: '',
          sellerName: '',
          itemCategory: '',
          expired: false,
        },
      }));
      if (q.keyword) groups = groups.filter((g) => matches(g, q.keyword ?? ''));
      const compare = compareGroups(q.orderBy);
      groups.sort(q.direction === 'desc' ? (a, b) => compare(b, a) : compare);
      const page = groups.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize);
      const day = today();
      const rows = await repository.rowsWithPlaces(
        user.id,
        page.map((g) => g.itemNumber),
        {
          yesterday: startOfDay(addDays(day, -1)),
          today: startOfDay(day),
          tomorrow: startOfDay(addDays(day, 1)),
        },
      );
      const data = page.map((g) => ({
        itemNumber: g.itemNumber,
        title: g.details.title,
        imageUrl: g.details.imageUrl,
        sku: g.details.sku,
        sellerName: g.details.sellerName,
        itemCategory: g.details.itemCategory,
        eBaySiteUrl: `${siteOf(g.siteId).url}/itm/${g.itemNumber}`,
        expired: g.details.expired,
        keywords: rows.filter((r) => r.itemNumber === g.itemNumber).map((r) => toRankedKeyword(r, language)),
      }));
      return { data, total: groups.length };
    },

    /** One row's organic and advertised line from every search in the window (see singleChartRange). */
    async singleChart(userId: number, rowId: number, q: { fromDate?: string; toDate?: string }) {
      const row = await repository.rowOf(userId, rowId);
      if (!row) throw new AppError('notFound');
      const now = deps.clock();
      const to = q.toDate ? endOf(q.toDate) : now;
      const earliest = to.getTime() - singleChartRange.historyDays * dayMs;
      let from = q.fromDate
        ? new Date(q.fromDate)
        : new Date(to.getTime() - singleChartRange.defaultDays * dayMs);
      from = new Date(Math.max(from.getTime(), earliest));
      if (to.getTime() - from.getTime() < singleChartRange.minimumMinutes * minuteMs)
        from = new Date(to.getTime() - singleChartRange.minimumMinutes * minuteMs);
      const points = await repository.chartPoints(row.keywordId, row.itemNumber, from, to);
      const color = palette[rowId % palette.length] ?? '#1c7ed6';
      const line = (shape: 'organic' | 'ads'): ChartSeries => ({
        chartType: 'line',
        data: points.map((p) => [p.at.getTime(), shape === 'organic' ? p.organic : p.ads]),
        name: row.keyword,
        id: `${rowId}-${shape}`,
        yAxis: 0,
        lineWidth: shape === 'organic' ? 2 : 1,
        color,
        marker: { enabled: points.length < 50 },
        tooltip: { valueSuffix: '' },
        shape,
      });
      return [line('organic'), line('ads')];
    },

    async suggestions(
      userId: number,
      itemNumber: number,
      q: { countryId: number; fromDate?: string; toDate?: string; pageSize: number },
    ): Promise<KeywordSuggestion[]> {
      const fromDay = q.fromDate ?? addDays(today(), -1);
      const toDay = q.toDate ?? fromDay;
      return repository.suggestions(userId, {
        itemNumber,
        siteId: siteIdOfCountry(q.countryId),
        from: startOfDay(fromDay),
        to: startOfDay(addDays(toDay, 1)),
        limit: q.pageSize,
      });
    },

    async addKeywords(user: RankingUser, b: { itemNumber: number; countryId: number; keywords: string[] }) {
      const siteId = siteIdOfCountry(b.countryId);
      // A number eBay shows no live listing for is a typing slip: it must not take a keyword slot.
      if (!(await deps.items.isLiveOnEbay(siteId, b.itemNumber))) throw new AppError('itemNotFoundOnEbay');
      const added = await trackKeywords(deps.db, user, b.itemNumber, siteId, b.keywords);
      return { added: added.length };
    },

    async setPremium(user: RankingUser, rowId: number, isPremium: boolean): Promise<null> {
      await setPremium(deps.db, user, rowId, isPremium);
      return null;
    },

    async limitation(user: RankingUser): Promise<Limitation> {
      const counts = await repository.counts(user.id);
      const limit = keywordLimitFor(user.roles);
      return {
        totalKeywords: counts.keywords,
        keywordLimitation: limit.keywords,
        totalPremiums: counts.premium,
        premiumLimitation: limit.premium,
      };
    },

    async editRows(userId: number, data: Record<string, { isSelected?: 'true' | 'false'; notes?: string }>) {
      const edits = Object.entries(data).map(([id, edit]) => ({
        id: Number(id),
        ...(edit.isSelected !== undefined && { isSelected: edit.isSelected === 'true' }),
        ...(edit.notes !== undefined && { notes: edit.notes.trim() }),
      }));
      return repository.editRows(userId, edits);
    },

    async deleteRow(userId: number, rowId: number): Promise<null> {
      if (!(await repository.deleteRow(userId, rowId))) throw new AppError('notFound');
      return null;
    },

    async deleteItem(userId: number, itemNumber: number) {
      const deleted = await repository.deleteItem(userId, itemNumber);
      if (deleted === 0) throw new AppError('notFound');
      return { deleted };
    },

    async moveItem(userId: number, oldItemNumber: number, newItemNumber: number) {
      if (oldItemNumber === newItemNumber) {
        throw new AppError('validationFailed', [{ field: 'newItemNumber', message: 'invalid_value' }]);
      }
      const moved = await repository.moveItem(userId, oldItemNumber, newItemNumber);
      if (moved === 0) throw new AppError('notFound');
      return { moved };
    },
  };
}

/** A bare date as the end of the window means the end of that day. */
function endOf(date: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(startOfDay(addDays(date, 1)).getTime() - 1)
    : new Date(date);
}

export type MyRankingService = ReturnType<typeof createMyRankingService>;
