import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { listingImports, listings, rankingAccounts } from '../../db/schema/ranking.ts';
import { createOptimizedMarkRepository } from './optimized-marks.ts';

/** A listing as one import page stores it (`listings` row without the derived scores). */
export type ImportedListing = typeof listings.$inferInsert;

/** Product review figures of one listing; nulls when its product has none. */
export interface ListingReviews {
  itemNumber: number;
  averageReview: number | null;
  totalReviews: number | null;
  reviewSummary: string | null;
}

/**
 * Takes the account's row before a transaction writes many of its listings. Writers of many listings of one
 * account (an import page, its reviews, the listings it ends, the derivation's copy of the scores) take turns
 * at that row instead of each locking some of the listings and waiting for the others' (a deadlock). Inserting
 * listings, which only shares the row (foreign key), is not held up by it.
 */
async function holdAccount(tx: Executor, accountId: number): Promise<void> {
  await tx.execute(sql`select id from ranking_accounts where id = ${accountId} for no key update`);
}

/** SQL of the listings an import writes: its pages, their product reviews, and the listings it ended. */
export function createListingRepository(db: Executor) {
  return {
    /**
     * Upserts one page by (account, item number) and moves the run's checkpoint past it, in one
     * transaction: a crashed run resumes at the first page not stored and a page stored twice leaves no
     * duplicate.
     */
    async storePage(
      run: { importId: number; accountId: number },
      page: number,
      rows: ImportedListing[],
      totalEntries: number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await holdAccount(tx, run.accountId);
        if (rows.length > 0)
          await tx
            .insert(listings)
            .values(rows)
            .onConflictDoUpdate({
              target: [listings.accountId, listings.itemNumber],
              set: {
                siteId: sql`excluded.site_id`,
                title: sql`excluded.title`,
                sku: sql`excluded.sku`,
                categoryId: sql`excluded.category_id`,
                categoryName: sql`excluded.category_name`,
                imageUrl: sql`excluded.image_url`,
                hasVariations: sql`excluded.has_variations`,
                price: sql`excluded.price`,
                currency: sql`excluded.currency`,
                quantity: sql`excluded.quantity`,
                quantitySold: sql`excluded.quantity_sold`,
                startTime: sql`excluded.start_time`,
                endTime: sql`excluded.end_time`,
                isEnded: sql`excluded.is_ended`,
                lastImportId: sql`excluded.last_import_id`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
        // A mark the item check kept while the listing was not imported moves onto the imported listing.
        await createOptimizedMarkRepository(tx).moveOntoImported(
          run.accountId,
          rows.map((row) => row.itemNumber),
        );
        const [stored] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(listings)
          .where(and(eq(listings.accountId, run.accountId), eq(listings.lastImportId, run.importId)));
        await tx
          .update(listingImports)
          .set({ nextPage: page + 1, imported: stored?.n ?? 0, total: totalEntries })
          .where(eq(listingImports.id, run.importId));
      });
    },

    /** The next live listings this import stored, after `afterItem` in the account's primary key order. */
    async importedAfter(run: { importId: number; accountId: number }, afterItem: number, limit: number) {
      return db
        .select({
          itemNumber: listings.itemNumber,
          siteId: listings.siteId,
          hasVariations: listings.hasVariations,
        })
        .from(listings)
        .where(
          and(
            eq(listings.accountId, run.accountId),
            eq(listings.lastImportId, run.importId),
            eq(listings.isEnded, false),
            gt(listings.itemNumber, afterItem),
          ),
        )
        .orderBy(asc(listings.itemNumber))
        .limit(limit);
    },

    /** Writes the review figures of a batch of the account's listings in one transaction. */
    async saveReviews(accountId: number, batch: ListingReviews[]): Promise<void> {
      await db.transaction(async (tx) => {
        await holdAccount(tx, accountId);
        for (const { itemNumber, ...figures } of batch) {
          await tx
            .update(listings)
            .set(figures)
            .where(and(eq(listings.accountId, accountId), eq(listings.itemNumber, itemNumber)));
        }
      });
    },

    /** Ends the account's listings this run did not see and marks the run done, in one transaction. */
    async finishImport(run: { importId: number; accountId: number }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await holdAccount(tx, run.accountId);
        await tx
          .update(listings)
          .set({ isEnded: true })
          .where(
            and(
              eq(listings.accountId, run.accountId),
              sql`${listings.lastImportId} is distinct from ${run.importId}`,
            ),
          );
        await tx
          .update(listingImports)
          .set({ status: 'done', finishedAt: now, error: null })
          .where(eq(listingImports.id, run.importId));
      });
    },

    /** The video a user's listing shows after a change made on eBay (null: none), until the next import reads it. */
    async setVideo(userId: number, itemNumber: string, videoId: string | null): Promise<void> {
      await db
        .update(listings)
        .set({ videoId })
        .where(
          and(
            eq(listings.itemNumber, Number(itemNumber)),
            inArray(
              listings.accountId,
              db
                .select({ id: rankingAccounts.id })
                .from(rankingAccounts)
                .where(eq(rankingAccounts.userId, userId)),
            ),
          ),
        );
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
