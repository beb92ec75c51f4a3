import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { itemSpecificItems, type SpecificValues } from '../../../db/schema/item-specifics.ts';

export type LoadedItem = Pick<
  typeof itemSpecificItems.$inferInsert,
  'itemNumber' | 'title' | 'sku' | 'galleryUrl' | 'ebayUrl' | 'specifics'
>;
export type ItemRow = typeof itemSpecificItems.$inferSelect;

/** The outcome of one item of a sync; `specifics` are the listing's values after it when eBay took them. */
export interface ItemSyncOutcome {
  ack: 'Success' | 'Warning' | 'Failure';
  error: string;
  specifics: SpecificValues[] | null;
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The category's listings, those whose title, item number or SKU holds the keyword when one is given. */
function matching(rowId: number, keyword: string | undefined) {
  const search = keyword
    ? sql`(lower(${itemSpecificItems.title}) like ${likePattern(keyword)}
        or ${itemSpecificItems.itemNumber}::text like ${likePattern(keyword)}
        or lower(${itemSpecificItems.sku}) like ${likePattern(keyword)})`
    : undefined;
  return and(eq(itemSpecificItems.categoryRowId, rowId), search);
}

/** SQL of the listings of a loaded category (their specifics, drafts and sync results); scoped by the row. */
export function createItemRepository(db: Executor) {
  const item = (rowId: number, itemNumber: number) =>
    and(eq(itemSpecificItems.categoryRowId, rowId), eq(itemSpecificItems.itemNumber, itemNumber));

  return {
    /** Item numbers already read in this load run: a resumed load skips them. */
    async loadedInRun(rowId: number, loadRun: number): Promise<Set<number>> {
      const rows = await db
        .select({ itemNumber: itemSpecificItems.itemNumber })
        .from(itemSpecificItems)
        .where(and(eq(itemSpecificItems.categoryRowId, rowId), eq(itemSpecificItems.loadedRun, loadRun)));
      return new Set(rows.map((row) => row.itemNumber));
    },

    /** Stores listings as read (one statement for a page of them); their drafts and the values kept for a restore stay. */
    async storeLoaded(
      rowId: number,
      loadRun: number,
      loaded: LoadedItem | readonly LoadedItem[],
    ): Promise<void> {
      const list = Array.isArray(loaded) ? loaded : [loaded as LoadedItem];
      if (list.length === 0) return;
      await db
        .insert(itemSpecificItems)
        .values(list.map((one) => ({ ...one, categoryRowId: rowId, loadedRun: loadRun })))
        .onConflictDoUpdate({
          target: [itemSpecificItems.categoryRowId, itemSpecificItems.itemNumber],
          set: {
            title: sql`excluded.title`,
            sku: sql`excluded.sku`,
            galleryUrl: sql`excluded.gallery_url`,
            ebayUrl: sql`excluded.ebay_url`,
            specifics: sql`excluded.specifics`,
            loadedRun: loadRun,
          },
        });
    },

    /** After a load: listings no longer in the category (not read in this run) leave it. */
    async dropNotLoaded(rowId: number, loadRun: number): Promise<void> {
      await db
        .delete(itemSpecificItems)
        .where(and(eq(itemSpecificItems.categoryRowId, rowId), lt(itemSpecificItems.loadedRun, loadRun)));
    },

    async page(
      rowId: number,
      keyword: string | undefined,
      page: { offset: number; limit: number },
    ): Promise<{ rows: ItemRow[]; total: number }> {
      const where = matching(rowId, keyword);
      const rows = await db
        .select()
        .from(itemSpecificItems)
        .where(where)
        .orderBy(asc(itemSpecificItems.itemNumber))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(itemSpecificItems)
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * Every matching listing in item number order, `chunkRows` at a time: each chunk is read after the one before
     * it by item number (not by offset), so memory stays flat and no listing is read twice.
     */
    async *chunks(rowId: number, keyword: string | undefined, chunkRows: number): AsyncGenerator<ItemRow[]> {
      let after = -1;
      for (;;) {
        const rows = await db
          .select()
          .from(itemSpecificItems)
          .where(and(matching(rowId, keyword), gt(itemSpecificItems.itemNumber, after)))
          .orderBy(asc(itemSpecificItems.itemNumber))
          .limit(chunkRows);
        if (rows.length === 0) return;
        yield rows;
        after = rows[rows.length - 1]?.itemNumber ?? after;
        if (rows.length < chunkRows) return;
      }
    },

    async byNumbers(rowId: number, itemNumbers: readonly number[]): Promise<ItemRow[]> {
      if (itemNumbers.length === 0) return [];
      return db
        .select()
        .from(itemSpecificItems)
        .where(
          and(
            eq(itemSpecificItems.categoryRowId, rowId),
            sql`${itemSpecificItems.itemNumber} in (${sql.join(
              itemNumbers.map((n) => sql`${n}`),
              sql`, `,
            )})`,
          ),
        );
    },

    async saveDraft(rowId: number, itemNumber: number, draft: SpecificValues[]): Promise<void> {
      await db.update(itemSpecificItems).set({ draft }).where(item(rowId, itemNumber));
    },

    /** Items with a saved draft, by item number. */
    async drafted(rowId: number): Promise<ItemRow[]> {
      return db
        .select()
        .from(itemSpecificItems)
        .where(and(eq(itemSpecificItems.categoryRowId, rowId), isNotNull(itemSpecificItems.draft)))
        .orderBy(asc(itemSpecificItems.itemNumber));
    },

    async counts(rowId: number): Promise<{ changed: number; restorable: number }> {
      const [row] = await db
        .select({
          changed: sql<number>`count(*) filter (where ${itemSpecificItems.draft} is not null)::int`,
          restorable: sql<number>`count(*) filter (where ${itemSpecificItems.previous} is not null)::int`,
        })
        .from(itemSpecificItems)
        .where(eq(itemSpecificItems.categoryRowId, rowId));
      return { changed: row?.changed ?? 0, restorable: row?.restorable ?? 0 };
    },

    /** Every drafted item joins the sync run, to send. */
    async joinSync(rowId: number, syncRun: number): Promise<number> {
      const rows = await db
        .update(itemSpecificItems)
        .set({ syncRun, syncState: 'pending', syncAck: null, syncError: null })
        .where(and(eq(itemSpecificItems.categoryRowId, rowId), isNotNull(itemSpecificItems.draft)))
        .returning({ itemNumber: itemSpecificItems.itemNumber });
      return rows.length;
    },

    /** The run's items not done yet: sending ones first (their answer may be lost), then pending ones. */
    async unfinished(rowId: number, syncRun: number): Promise<ItemRow[]> {
      return db
        .select()
        .from(itemSpecificItems)
        .where(
          and(
            eq(itemSpecificItems.categoryRowId, rowId),
            eq(itemSpecificItems.syncRun, syncRun),
            sql`${itemSpecificItems.syncState} in ('sending', 'pending')`,
          ),
        )
        .orderBy(sql`${itemSpecificItems.syncState} = 'pending'`, asc(itemSpecificItems.itemNumber));
    },

    /** Recorded before the revision goes out, so a resumed job knows it may have reached eBay. */
    async markSending(rowId: number, itemNumber: number): Promise<void> {
      await db.update(itemSpecificItems).set({ syncState: 'sending' }).where(item(rowId, itemNumber));
    },

    /** Stores an item's result; when eBay took the values they become the listing's, the old ones kept. */
    async storeOutcome(rowId: number, itemNumber: number, outcome: ItemSyncOutcome): Promise<void> {
      const taken = outcome.specifics;
      await db
        .update(itemSpecificItems)
        .set({
          syncState: 'done',
          syncAck: outcome.ack,
          syncError: outcome.error,
          ...(taken ? { previous: sql`${itemSpecificItems.specifics}`, specifics: taken, draft: null } : {}),
        })
        .where(item(rowId, itemNumber));
    },

    async results(
      rowId: number,
      syncRun: number,
    ): Promise<{ itemNumber: number; ack: string; error: string; hasPrevious: boolean }[]> {
      const rows = await db
        .select({
          itemNumber: itemSpecificItems.itemNumber,
          ack: itemSpecificItems.syncAck,
          error: itemSpecificItems.syncError,
          hasPrevious: sql<boolean>`${itemSpecificItems.previous} is not null`,
        })
        .from(itemSpecificItems)
        .where(
          and(
            eq(itemSpecificItems.categoryRowId, rowId),
            eq(itemSpecificItems.syncRun, syncRun),
            eq(itemSpecificItems.syncState, 'done'),
          ),
        )
        .orderBy(asc(itemSpecificItems.itemNumber));
      return rows.map((row) => ({ ...row, ack: row.ack ?? 'Failure', error: row.error ?? '' }));
    },

    /** Items whose values from before the last sync are kept (the given ones, or all). */
    async withPrevious(rowId: number, itemNumbers: readonly number[] | undefined): Promise<ItemRow[]> {
      if (itemNumbers?.length === 0) return [];
      const only = itemNumbers
        ? sql`${itemSpecificItems.itemNumber} in (${sql.join(
            itemNumbers.map((n) => sql`${n}`),
            sql`, `,
          )})`
        : undefined;
      return db
        .select()
        .from(itemSpecificItems)
        .where(and(eq(itemSpecificItems.categoryRowId, rowId), isNotNull(itemSpecificItems.previous), only));
    },
  };
}

export type ItemRepository = ReturnType<typeof createItemRepository>;
