import { type ImportErrorCode, importListingLimit } from '@baylytics/contract/ranking';
import type { Database } from '../../db/database.ts';
import type { SellerListing, SellerSourceFor } from '../crawler/public.ts';
import { createImportRepository } from './import-repository.ts';
import { importProductReviews, type ProductReviewSource } from './import-reviews.ts';
import { createListingRepository, type ImportedListing } from './listing-repository.ts';

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
  const imports = createImportRepository(db);
  const listings = createListingRepository(db);
  const run = await imports.run(importId);
  if (!run || run.status === 'done' || run.status === 'failed') return;

  await imports.markRunning(importId, clock());

  const source = await deps.sellerSourceFor(run.userId, run.sellerName);
  if (!source) return fail(db, importId, 'ebayAccountNotConnected', clock());

  const now = clock();
  const window = { endTimeFrom: now, endTimeTo: new Date(now.getTime() + endTimeWindowDays * dayMs) };
  const stored = { importId, accountId: run.accountId };
  for (let page = run.nextPage; ; page += 1) {
    const answer = await source.getSellerList({ page, perPage: sellerListPageSize, ...window });
    if (answer.totalEntries > importListingLimit) return fail(db, importId, 'importListingLimit', clock());
    await listings.storePage(
      stored,
      page,
      answer.items.map((item) => listingRow(run.accountId, importId, item, clock())),
      answer.totalEntries,
    );
    deps.log?.(`import ${importId} (${run.sellerName}): page ${page} of ${answer.totalPages} stored`);
    if (!answer.hasMore || page >= answer.totalPages) break;
  }

  const reviewsFrom = performance.now();
  const reviews = await importProductReviews(deps, stored);
  deps.log?.(
    `import ${importId} (${run.sellerName}): reviews of ${reviews.read} listings read (${reviews.withReviews} with reviews) in ${Math.round(performance.now() - reviewsFrom)} ms`,
  );

  await listings.finishImport(stored, clock());
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
  await createImportRepository(db).markFailed(importId, error, now);
}

const fail = failImport;

function listingRow(accountId: number, importId: number, item: SellerListing, now: Date): ImportedListing {
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
