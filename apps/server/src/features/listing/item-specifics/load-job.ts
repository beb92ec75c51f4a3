import { z } from 'zod';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { TradingItem } from '../../../integrations/ebay/ebay-types.ts';
import { defineJob } from '../../../kernel/define-job.ts';
import type { EngineDeps } from '../../../kernel/engine-deps.ts';
import { createUsableTokens } from '../../marketplace/public.ts';
import { type CategoryRow, createCategoryRepository } from './category-repository.ts';
import { createItemRepository, type LoadedItem } from './item-repository.ts';

/** Listings read from eBay at once: GetItem answers in parallel, within the client's per-seller rate limit. */
const parallelReads = 8;
/** GetSellerList's page size maximum. */
const sellerListPageSize = 200;
/** GetSellerList answers listings ending within a window of at most 120 days: from now on, the live ones. */
const sellerListWindowMs = 120 * 24 * 60 * 60 * 1000;

const payload = z.object({
  categoryRowId: z.number().int().positive(),
  loadRun: z.number().int().positive(),
});

/** Trading's answers for a listing that cannot be read (17 not accessible, 37 bad id), or a 404. */
const isGone = (error: unknown) =>
  error instanceof EbayError &&
  (error.kind === 'notFound' || error.ebayErrors.some((e) => e.code === '17' || e.code === '37'));

export const loadJobKey = (categoryRowId: number) => `loadItemSpecifics:${categoryRowId}`;

function loadedOf(item: TradingItem, itemNumber: number): LoadedItem {
  return {
    itemNumber,
    title: item.title,
    sku: item.sku ?? '',
    galleryUrl: item.pictureUrls[0] ?? null,
    ebayUrl: item.viewItemUrl ?? `https://www.ebay.de/itm/${itemNumber}`,
    specifics: item.itemSpecifics.map((s) => ({ name: s.name, values: [...s.values] })),
  };
}

/**
 * Reads every live listing of one category of one seller with its specifics (Trading GetItem, the seller's token
 * or else one of the user's usable ones) and stores each as it arrives: IN_PROGRESS → PROCESSING → COMPLETED. A
 * resumed run (a killed worker, a retry after eBay failed) reads only the listings this run has not stored yet.
 */
export const loadItemSpecificsJob = defineJob({
  name: 'loadItemSpecifics',
  payload,
  async handler({ categoryRowId, loadRun }, deps, attempt) {
    const categories = createCategoryRepository(deps.db);
    const row = await categories.rowById(categoryRowId);
    if (!row || row.loadRun !== loadRun || row.loadStatus === 'COMPLETED') return;
    try {
      await loadCategory(row, loadRun, deps);
    } catch (error) {
      // eBay kept failing through every attempt: the load ends with what it stored, so the category is not left
      // PROCESSING for good (which would refuse every later load).
      if (attempt.attempts >= attempt.maxAttempts)
        await categories.setLoadStatus(row.id, loadRun, 'COMPLETED');
      throw error;
    }
  },
});

async function loadCategory(row: CategoryRow, loadRun: number, deps: EngineDeps): Promise<void> {
  const categories = createCategoryRepository(deps.db);
  const items = createItemRepository(deps.db);
  const ref = { siteId: row.siteId, categoryId: row.categoryId };
  const account = await categories.ownAccount(row.userId, row.sellerName);
  const tokens = createUsableTokens(deps.db);
  const now = deps.clock();
  const reader =
    (await tokens.usableTokenId(row.userId, row.sellerName, now)) ??
    (await firstUsableToken(tokens, row.userId, now));
  if (!account || reader === null) {
    // The account or every usable token went away: nothing can be read, the load ends with what it has.
    await categories.setLoadStatus(row.id, loadRun, 'COMPLETED');
    return;
  }
  await categories.setLoadStatus(row.id, loadRun, 'PROCESSING');
  const done = await items.loadedInRun(row.id, loadRun);
  const wanted = new Set((await categories.listingNumbers(account.id, ref)).filter((n) => !done.has(n)));
  const seller = deps.listingEbay.seller(reader);
  const rowId = row.id;

  // With the seller's own token, the category's listings come in pages of 200 with their specifics (GetSellerList
  // filtered by the category): one call per 200 listings instead of one GetItem each, which the per-seller pace
  // would stretch to a quarter of an hour for 5,000 listings. Each page is stored as it arrives.
  if (wanted.size > 0 && (await tokens.usableTokenId(row.userId, row.sellerName, now)) === reader) {
    for (let page = 1; ; page += 1) {
      const answer = await seller.getSellerList({
        page,
        perPage: sellerListPageSize,
        endTimeFrom: now,
        endTimeTo: new Date(now.getTime() + sellerListWindowMs),
        categoryId: row.categoryId,
        // The load keeps the listing's own specifics, title, SKU and picture: the variations are not needed.
        withVariations: false,
      });
      const found = answer.items.filter((item) => wanted.has(Number(item.itemId)));
      await items.storeLoaded(
        rowId,
        loadRun,
        found.map((item) => loadedOf(item, Number(item.itemId))),
      );
      for (const item of found) wanted.delete(Number(item.itemId));
      if (!answer.hasMore || wanted.size === 0) break;
    }
  }
  // What the pages did not hold (another token's reading, a listing moved to another category or ended since the
  // import) is read one by one.
  const queue = [...wanted];

  async function worker(): Promise<void> {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      try {
        const item = await seller.getItem(String(next));
        await items.storeLoaded(rowId, loadRun, loadedOf(item, next));
      } catch (error) {
        // An ended or removed listing is no longer in the category; anything else retries the job.
        if (!isGone(error)) throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: parallelReads }, worker));
  await items.dropNotLoaded(row.id, loadRun);
  await categories.setLoadStatus(row.id, loadRun, 'COMPLETED');
}

async function firstUsableToken(
  tokens: ReturnType<typeof createUsableTokens>,
  userId: number,
  now: Date,
): Promise<number | null> {
  const [name] = await tokens.usableSellerNames(userId, now);
  return name ? tokens.usableTokenId(userId, name, now) : null;
}
