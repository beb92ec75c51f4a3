import type {
  CategoryInfo,
  CategoryKey,
  CategoryRow as CategoryRowAnswer,
  EditorItem,
  LoadStatus,
  SyncStatus,
} from '@baylytics/contract/listing-item-specifics';
import { itemSpecificsEditorPageSize } from '@baylytics/contract/listing-item-specifics';
import { marketplaces } from '@baylytics/contract/marketplaces';
import type { SpecificValues } from '../../../db/schema/item-specifics.ts';
import { AppError } from '../../../kernel/errors.ts';
import type { JobQueue } from '../../../kernel/job-queue.ts';
import { toAppError } from '../../marketplace/public.ts';
import type { ListingEbay, UsableTokens } from '../item-check/own-listing.ts';
import { siteOf } from '../item-check/own-listing.ts';
import { aspectColumnOf } from './aspect-columns.ts';
import type { CategoryRef, CategoryRepository, CategoryRow } from './category-repository.ts';
import type { ItemRepository, ItemRow } from './item-repository.ts';
import { loadItemSpecificsJob, loadJobKey } from './load-job.ts';
import { aspectKey } from './specifics-values.ts';

export interface ItemSpecificsDeps {
  categories: CategoryRepository;
  items: ItemRepository;
  tokens: UsableTokens;
  ebay: ListingEbay;
  jobs: JobQueue;
  clock: () => Date;
}

export const siteNameOf = (siteId: number) =>
  marketplaces.find((m) => m.eBaySiteId === siteId)?.globalId ?? String(siteId);
export const refOf = (key: Pick<CategoryKey, 'eBaySiteId' | 'categoryId'>): CategoryRef => ({
  siteId: key.eBaySiteId,
  categoryId: key.categoryId,
});

export function rowAnswer(row: CategoryRow, totalListings: number): CategoryRowAnswer {
  return {
    eBaySiteId: row.siteId,
    eBaySiteName: siteNameOf(row.siteId),
    leafCategoryId: row.categoryId,
    leafCategoryName: row.categoryName,
    categoryTree: row.categoryTree,
    totalListings,
    sellerName: row.sellerName,
    loadStatus: row.loadStatus as LoadStatus | null,
    syncStatus: row.syncStatus as SyncStatus | null,
    syncCompletedTime: row.syncCompletedAt?.toISOString() ?? null,
  };
}

/** What the editor shows of a listing: the draft's values over the listing's own. */
export function characteristicsOf(item: ItemRow): { name: string; value: string[] }[] {
  const draft = item.draft ?? [];
  const named = new Set(draft.map((d) => aspectKey(d.name)));
  const merged: SpecificValues[] = [...item.specifics.filter((s) => !named.has(aspectKey(s.name))), ...draft];
  return merged.map((s) => ({ name: s.name, value: s.values }));
}

/**
 * The item specifics list and the editor's reading side (spec 002 §2): the seller's leaf categories, the load job,
 * the category's columns and its loaded listings. The seller must be one of the caller's imported accounts;
 * any other answers notFound.
 */
export function createItemSpecificsService(deps: ItemSpecificsDeps) {
  const { categories, items, tokens, ebay, jobs, clock } = deps;

  async function account(userId: number, sellerName: string) {
    const found = await categories.ownAccount(userId, sellerName);
    if (!found) throw new AppError('notFound');
    return found;
  }

  async function loadedRow(userId: number, key: CategoryKey): Promise<CategoryRow> {
    const owned = await account(userId, key.sellerName);
    const row = await categories.row(userId, owned.sellerName, refOf(key));
    if (!row) throw new AppError('itemSpecificsNotLoaded');
    return row;
  }

  return {
    account,
    loadedRow,

    async summary(userId: number, sellerName: string, page: { pageIndex: number; pageSize: number }) {
      const owned = await account(userId, sellerName);
      const { rows, total } = await categories.leafCategories(userId, owned.id, {
        offset: (page.pageIndex - 1) * page.pageSize,
        limit: page.pageSize,
      });
      return {
        total,
        data: rows.map(
          (r): CategoryRowAnswer => ({
            eBaySiteId: r.siteId,
            eBaySiteName: siteNameOf(r.siteId),
            leafCategoryId: r.categoryId,
            leafCategoryName: r.categoryName,
            categoryTree: r.categoryTree,
            totalListings: r.totalListings,
            sellerName: owned.sellerName,
            loadStatus: r.loadStatus as LoadStatus | null,
            syncStatus: r.syncStatus as SyncStatus | null,
            syncCompletedTime: r.syncCompletedAt?.toISOString() ?? null,
          }),
        ),
      };
    },

    /** Queues the load of a category; refused while a load or a sync of it runs. */
    async createLoad(userId: number, key: CategoryKey): Promise<{ loadStatus: LoadStatus }> {
      const owned = await account(userId, key.sellerName);
      const ref = refOf(key);
      const leaf = await categories.leafOf(owned.id, ref);
      if (!leaf) throw new AppError('notFound');
      if ((await tokens.usableSellerNames(userId, clock())).length === 0)
        throw new AppError('ebayAccountNotConnected');
      const started = await categories.startLoad(userId, owned.sellerName, ref, leaf);
      if (!started) throw new AppError('itemSpecificsLoadInProgress');
      await jobs.add(
        loadItemSpecificsJob,
        { categoryRowId: started.id, loadRun: started.loadRun },
        { jobKey: loadJobKey(started.id) },
      );
      return { loadStatus: 'IN_PROGRESS' };
    },

    async loadStatuses(userId: number, sellerName: string, refs: CategoryRef[]) {
      const owned = await account(userId, sellerName);
      const rows = await categories.rows(userId, owned.sellerName, refs);
      return Promise.all(
        refs.map(async (ref) => {
          const row = rows.find((r) => r.siteId === ref.siteId && r.categoryId === ref.categoryId);
          const loaded = row ? (await items.loadedInRun(row.id, row.loadRun)).size : 0;
          return {
            categoryId: ref.categoryId,
            eBaySiteId: ref.siteId,
            loadStatus: (row?.loadStatus ?? null) as LoadStatus | null,
            loaded,
            total: row?.loadTotal ?? 0,
          };
        }),
      );
    },

    async categoryInfo(userId: number, key: CategoryKey): Promise<CategoryInfo> {
      const row = await loadedRow(userId, key);
      let aspects: CategoryInfo['aspects'];
      try {
        aspects = (await ebay.itemAspects(siteOf(row.siteId), row.categoryId)).map(aspectColumnOf);
      } catch (error) {
        throw toAppError(error);
      }
      const counts = await items.counts(row.id);
      const owned = await account(userId, key.sellerName);
      const leaf = await categories.leafOf(owned.id, refOf(key));
      return {
        category: rowAnswer(row, leaf?.total ?? row.loadTotal),
        aspects,
        hasToken: (await tokens.usableTokenId(userId, row.sellerName, clock())) !== null,
        changedItems: counts.changed,
        restorableItems: counts.restorable,
      };
    },

    /** What the CSV export needs before its first byte: the loaded category and its aspects' names. */
    async exportSource(userId: number, key: CategoryKey): Promise<{ rowId: number; aspectNames: string[] }> {
      const row = await loadedRow(userId, key);
      try {
        const aspects = await ebay.itemAspects(siteOf(row.siteId), row.categoryId);
        return { rowId: row.id, aspectNames: aspects.map((a) => a.name) };
      } catch (error) {
        throw toAppError(error);
      }
    },

    async editorItems(userId: number, key: CategoryKey, pageIndex: number, keyword: string | undefined) {
      const row = await loadedRow(userId, key);
      const offset = (pageIndex - 1) * itemSpecificsEditorPageSize;
      const page = await items.page(row.id, keyword || undefined, {
        offset,
        limit: itemSpecificsEditorPageSize,
      });
      return {
        total: page.total,
        data: page.rows.map(
          (item, i): EditorItem => ({
            itemNumber: String(item.itemNumber),
            title: item.title,
            sku: item.sku,
            galleryURL: item.galleryUrl,
            eBayUrl: item.ebayUrl,
            characteristics: characteristicsOf(item),
            changed: item.draft !== null,
            index: offset + i,
          }),
        ),
      };
    },
  };
}

export type ItemSpecificsService = ReturnType<typeof createItemSpecificsService>;
