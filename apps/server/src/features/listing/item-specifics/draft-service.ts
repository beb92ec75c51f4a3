import type { FieldError } from '@baylytics/contract/envelope';
import type {
  CategoryKey,
  ChangedItem,
  SyncStatus,
  SyncStatusAnswer,
} from '@baylytics/contract/listing-item-specifics';
import type { SpecificValues } from '../../../db/schema/item-specifics.ts';
import { AppError } from '../../../kernel/errors.ts';
import { toAppError } from '../../marketplace/public.ts';
import { siteOf } from '../item-check/own-listing.ts';
import type { CategoryRow } from './category-repository.ts';
import type { ItemRow } from './item-repository.ts';
import type { ItemSpecificsDeps, ItemSpecificsService } from './service.ts';
import { draftRestoring, effectiveValues } from './specifics-values.ts';
import { syncItemSpecificsJob, syncJobKey } from './sync-job.ts';

const ackOf = (ack: string) => (ack === 'Success' || ack === 'Warning' ? ack : 'Failure');

/**
 * The editor's writing side (spec 002 §2, §5): drafts saved in the database, the sync to eBay as a job, its
 * status and results, and the restore of the values from before a sync. A draft is refused as a whole when any
 * changed item lacks a value for a characteristic eBay requires; the error names the item and the characteristic.
 */
export function createDraftService(deps: ItemSpecificsDeps, reading: ItemSpecificsService) {
  const { categories, items, tokens, ebay, jobs, clock } = deps;

  async function requiredNames(row: CategoryRow): Promise<string[]> {
    try {
      const aspects = await ebay.itemAspects(siteOf(row.siteId), row.categoryId);
      return aspects.filter((a) => a.isRequired).map((a) => a.name);
    } catch (error) {
      throw toAppError(error);
    }
  }

  /** One error per changed item and missing characteristic: `data.{i}` with the item's title and the name. */
  function missingOf(
    changed: readonly { item: ItemRow; draft: SpecificValues[] }[],
    required: readonly string[],
  ): FieldError[] {
    return changed.flatMap(({ item, draft }, index) =>
      required
        .filter((name) => effectiveValues(name, item.specifics, draft).length === 0)
        .map((name) => ({
          field: `data.${index}`,
          message: 'itemSpecifics.requiredMissing',
          params: { title: item.title, name, itemNumber: String(item.itemNumber) },
        })),
    );
  }

  async function editableRow(userId: number, key: CategoryKey): Promise<CategoryRow> {
    const row = await reading.loadedRow(userId, key);
    if (row.syncStatus === 'IN_PROGRESS') throw new AppError('itemSpecificsSyncInProgress');
    if (row.loadStatus !== 'COMPLETED') throw new AppError('itemSpecificsNotLoaded');
    return row;
  }

  return {
    async save(userId: number, key: CategoryKey, data: readonly ChangedItem[]) {
      const row = await editableRow(userId, key);
      const numbers = data.map((d) => Number(d.itemNumber));
      const found = await items.byNumbers(row.id, numbers);
      const changed = data.map((d) => {
        const item = found.find((f) => f.itemNumber === Number(d.itemNumber));
        if (!item) throw new AppError('notFound');
        return { item, draft: d.characteristics.map((c) => ({ name: c.name, values: c.value })) };
      });
      const missing = missingOf(changed, await requiredNames(row));
      if (missing.length > 0) throw new AppError('validationFailed', missing);
      for (const { item, draft } of changed) await items.saveDraft(row.id, item.itemNumber, draft);
      return { changedItems: (await items.counts(row.id)).changed };
    },

    /** Queues the sync of every saved draft; needs the seller's usable token (spec 002 §6). */
    async apply(userId: number, key: CategoryKey): Promise<{ syncStatus: SyncStatus }> {
      const row = await editableRow(userId, key);
      if ((await tokens.usableTokenId(userId, row.sellerName, clock())) === null)
        throw new AppError('ebayTokenRequired');
      const drafted = await items.drafted(row.id);
      if (drafted.length === 0) throw new AppError('nothingToSync');
      const missing = missingOf(
        drafted.map((item) => ({ item, draft: item.draft ?? [] })),
        await requiredNames(row),
      );
      if (missing.length > 0) throw new AppError('validationFailed', missing);
      const syncRun = await categories.startSync(row.id);
      if (syncRun === null) throw new AppError('itemSpecificsSyncInProgress');
      await items.joinSync(row.id, syncRun);
      await jobs.add(
        syncItemSpecificsJob,
        { categoryRowId: row.id, syncRun },
        { jobKey: syncJobKey(row.id) },
      );
      return { syncStatus: 'IN_PROGRESS' };
    },

    async status(userId: number, key: CategoryKey): Promise<SyncStatusAnswer> {
      const owned = await reading.account(userId, key.sellerName);
      const row = await categories.row(userId, owned.sellerName, {
        siteId: key.eBaySiteId,
        categoryId: key.categoryId,
      });
      if (!row || row.syncRun === 0) return { syncStatus: null, syncCompletedTime: null, syncResults: [] };
      const results = await items.results(row.id, row.syncRun);
      return {
        syncStatus: row.syncStatus as SyncStatus | null,
        syncCompletedTime: row.syncCompletedAt?.toISOString() ?? null,
        syncResults: results.map((r) => ({
          itemNumber: String(r.itemNumber),
          ack: ackOf(r.ack),
          error: r.error,
          hasPrevious: r.hasPrevious,
        })),
      };
    },

    /** The values from before the last sync become drafts again, to be reviewed and synced. */
    async restore(userId: number, key: CategoryKey, itemNumbers: readonly string[] | undefined) {
      const row = await editableRow(userId, key);
      for (const item of await items.withPrevious(row.id, itemNumbers?.map(Number)))
        await items.saveDraft(row.id, item.itemNumber, draftRestoring(item.previous ?? [], item.specifics));
      return { changedItems: (await items.counts(row.id)).changed };
    },
  };
}

export type DraftService = ReturnType<typeof createDraftService>;
