import { type ImportErrorCode, importListingLimit } from '@baylytics/contract/ranking';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listingImports, listings, rankingAccounts } from '../../db/schema.ts';
import type { SellerListing, SellerSourceFor } from '../crawler/public.ts';
import { importProductReviews, type ProductReviewSource } from './import-reviews.ts';

/** Trading's page size maximum for GetSellerList. */
export const sellerListPageSize = 200;
/** GetSellerList answers listings ending within a window of at most 120 days: from now on, active ones. */
const endTimeWindowDays = 120;
const dayMs = 24 * 60 * 60 * 1000;

export interface ImportTaskDeps {
  db: Database;
  sellerSourceFor: SellerSourceFor;
  /** Browse item answers, for the listings' product reviews. */
  reviews: ProductReviewSource;
  clock: () => Date;
  log?: (message: string) => void;
}

/**
 * Imports one seller account's listings page by page. Each page is stored together with the checkpoint
 * (`next_page`) in one transaction, so a crashed or failed run resumes at the first page not stored;
 * listings are upserted by (account, item number), so a page stored twice leaves no duplicate. When the
 * last page is in, the product reviews of the stored listings are read (import-reviews.ts), and listings this
 * run did not see have ended on eBay and are marked so. A run that fails while reading reviews resumes after
 * the last page and reads the reviews again (they are written in place, so nothing doubles).
 */
export async function runListingImport(deps: ImportTaskDeps, importId: number): Promise<void> {
  const { db, clock } = deps;
  const [run] = await db
    .select({
      status: listingImports.status,
      nextPage: listingImports.nextPage,
      accountId: listingImports.accountId,
      userId: rankingAccounts.userId,
      sellerName: rankingAccounts.sellerName,
    })
    .from(listingImports)
    .innerJoin(rankingAccounts, eq(rankingAccounts.id, listingImports.accountId))
    .where(eq(listingImports.id, importId));
  if (!run || run.status === 'done' || run.status === 'failed') return;

  await db
    .update(listingImports)
    .set({ status: 'running', startedAt: sql`coalesce(${listingImports.startedAt}, ${clock()})` })
    .where(eq(listingImports.id, importId));

  const source = await deps.sellerSourceFor(run.userId, run.sellerName);
  if (!source) return fail(db, importId, 'ebayAccountNotConnected', clock());

  const now = clock();
  const window = { endTimeFrom: now, endTimeTo: new Date(now.getTime() + endTimeWindowDays * dayMs) };
  for (let page = run.nextPage; ; page += 1) {
    const answer = await source.getSellerList({ page, perPage: sellerListPageSize, ...window });
    if (answer.totalEntries > importListingLimit) return fail(db, importId, 'importListingLimit', clock());
    await db.transaction(async (tx) => {
      if (answer.items.length > 0)
        await tx
          .insert(listings)
          .values(answer.items.map((item) => listingRow(run.accountId, importId, item, clock())))
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
      const [stored] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(and(eq(listings.accountId, run.accountId), eq(listings.lastImportId, importId)));
      await tx
        .update(listingImports)
        .set({ nextPage: page + 1, imported: stored?.n ?? 0, total: answer.totalEntries })
        .where(eq(listingImports.id, importId));
    });
    deps.log?.(`import ${importId} (${run.sellerName}): page ${page} of ${answer.totalPages} stored`);
    if (!answer.hasMore || page >= answer.totalPages) break;
  }

  const reviewsFrom = performance.now();
  const reviews = await importProductReviews(deps, { importId, accountId: run.accountId });
  deps.log?.(
    `import ${importId} (${run.sellerName}): reviews of ${reviews.read} listings read (${reviews.withReviews} with reviews) in ${Math.round(performance.now() - reviewsFrom)} ms`,
  );

  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ isEnded: true })
      .where(
        and(
          eq(listings.accountId, run.accountId),
          sql`${listings.lastImportId} is distinct from ${importId}`,
        ),
      );
    await tx
      .update(listingImports)
      .set({ status: 'done', finishedAt: clock(), error: null })
      .where(eq(listingImports.id, importId));
  });
}

/**
 * Marks an import failed, unless it finished meanwhile. The job's last failed attempt ends here too, so an
 * import that eBay kept refusing shows as failed instead of running for ever; its listings stay, and a new
 * import resumes nothing but starts over with upserts.
 */
export async function failImport(
  db: Database,
  importId: number,
  error: ImportErrorCode,
  now: Date,
): Promise<void> {
  await db
    .update(listingImports)
    .set({ status: 'failed', error, finishedAt: now })
    .where(and(eq(listingImports.id, importId), sql`${listingImports.status} <> 'done'`));
}

const fail = failImport;

function listingRow(accountId: number, importId: number, item: SellerListing, now: Date) {
  const categoryId = Number(item.categoryId);
  return {
    accountId,
    itemNumber: Number(item.itemId),
    siteId: item.siteId ?? 77,
    title: item.title,
    sku: item.sku ?? '',
    categoryId: Number.isSafeInteger(categoryId) ? categoryId : null,
    categoryName: item.categoryName ?? '',
    imageUrl: item.pictureUrls[0] ?? null,
    hasVariations: item.variations.length > 0,
    price: item.price === null ? null : item.price.toFixed(2),
    currency: item.currency,
    quantity: item.quantity,
    quantitySold: item.quantitySold,
    startTime: item.startTime,
    endTime: item.endTime,
    isEnded: item.endTime !== null && item.endTime <= now,
    lastImportId: importId,
    updatedAt: now,
  };
}
