import type { Database } from '../../../db/database.ts';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { createMyRankingRepository } from './repository.ts';

/** What an item group of My Ranking shows about its listing. */
export interface ItemDetails {
  title: string;
  imageUrl: string | null;
  sku: string;
  sellerName: string;
  itemCategory: string;
  expired: boolean;
}

export interface ItemDetailsSource {
  /** Details of the items, keyed by item number; every item asked for gets an entry. */
  forItems(
    userId: number,
    items: readonly { itemNumber: number; siteId: number }[],
  ): Promise<Map<number, ItemDetails>>;
  /** Whether eBay shows a live listing with this number on the site (asked fresh, not from memory). */
  isLiveOnEbay(siteId: number, itemNumber: number): Promise<boolean>;
}

/** How long an eBay answer is reused: the listing's title and image change rarely, an end is final. */
const foundTtlMs = 6 * 60 * 60_000;
const missingTtlMs = 60 * 60_000;
const cacheCapacity = 20_000;
/** Parallel eBay lookups per page load: enough for a first visit, gentle on the Browse quota. */
const lookupConcurrency = 4;

const unknownItem = (expired: boolean): ItemDetails => ({
  title: '',
  imageUrl: null,
  sku: '',
  sellerName: '',
  itemCategory: '',
  expired,
});

/**
 * Item facts for My Ranking: from an imported listing when there is one (the caller's own import first, since
 * only that one may show its SKU), else from eBay (Browse by item number, application token). eBay's answers are
 * kept in this process's memory for hours: the facts are public, the same for every user, and worth no table.
 */
export function createItemDetailsSource(deps: {
  db: Database;
  ebay: EbayClient;
  clock: () => Date;
}): ItemDetailsSource {
  const repository = createMyRankingRepository(deps.db);
  const cache = new Map<string, { details: ItemDetails; until: number }>();

  function remember(key: string, details: ItemDetails, ttlMs: number): void {
    cache.delete(key);
    cache.set(key, { details, until: deps.clock().getTime() + ttlMs });
    // Map keeps insertion order: the first key is the oldest entry.
    if (cache.size > cacheCapacity) cache.delete(cache.keys().next().value as string);
  }

  async function fromEbay(siteId: number, itemNumber: number): Promise<ItemDetails> {
    const key = `${siteId}:${itemNumber}`;
    const cached = cache.get(key);
    if (cached && cached.until > deps.clock().getTime()) return cached.details;
    try {
      const item = await deps.ebay.getItemByLegacyId(siteId as EbaySiteId, String(itemNumber));
      const details: ItemDetails = {
        title: item.title,
        imageUrl: item.imageUrl,
        sku: '',
        sellerName: item.sellerUsername ?? '',
        itemCategory: item.categoryPath?.split('|').at(-1) ?? '',
        expired: false,
      };
      remember(key, details, foundTtlMs);
      return details;
    } catch (error) {
      if (error instanceof EbayError && (error.kind === 'notFound' || error.kind === 'rejected')) {
        // Ended or never existed: eBay no longer answers for it. Keep what we knew of it, marked expired.
        const details = { ...(cached?.details ?? unknownItem(true)), expired: true };
        remember(key, details, missingTtlMs);
        return details;
      }
      // eBay unavailable: show the row without facts now, ask again next time.
      return cached?.details ?? unknownItem(false);
    }
  }

  return {
    async isLiveOnEbay(siteId, itemNumber) {
      cache.delete(`${siteId}:${itemNumber}`);
      const details = await fromEbay(siteId, itemNumber);
      if (!details.expired && details.title === '') throw new AppError('serviceUnavailable');
      return !details.expired;
    },

    async forItems(userId, items) {
      const found = new Map<number, ItemDetails>();
      if (items.length === 0) return found;
      const numbers = items.map((i) => i.itemNumber);
      const imported = await repository.importedItemFacts(userId, numbers, deps.clock());
      for (const item of imported) {
        found.set(item.itemNumber, {
          title: item.title,
          imageUrl: item.imageUrl,
          sku: item.isOwn ? item.sku : '',
          sellerName: item.sellerName,
          itemCategory: item.categoryName,
          expired: item.isEnded,
        });
      }
      const missing = items.filter((i) => !found.has(i.itemNumber));
      for (let start = 0; start < missing.length; start += lookupConcurrency) {
        const batch = missing.slice(start, start + lookupConcurrency);
        const details = await Promise.all(batch.map((i) => fromEbay(i.siteId, i.itemNumber)));
        batch.forEach((i, index) => {
          found.set(i.itemNumber, details[index] ?? unknownItem(false));
        });
      }
      return found;
    },
  };
}
