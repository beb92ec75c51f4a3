import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import type { VariantSalesSource } from '../ports.ts';
import type { VariantRepository } from './variant-repository.ts';

export interface ReadDeps {
  repository: VariantRepository;
  ebay: VariantSalesSource;
  clock: () => Date;
}

/**
 * Reads one listing's sold quantities from eBay (as of `day`; a past day only on the stand-in) and stores
 * them as that day's reading. Answers false when eBay no longer knows the listing.
 */
export async function readListing(
  deps: ReadDeps,
  listing: { itemNumber: string; siteId: EbaySiteId; hasVariations?: boolean },
  o: { day: string; today: string; observedSince: string },
): Promise<boolean> {
  const isPast = o.day < o.today;
  try {
    const sales = await deps.ebay.listingSales(listing.siteId, listing.itemNumber, {
      ...(isPast ? { asOf: o.day } : {}),
      ...(listing.hasVariations ? { isItemGroup: true } : {}),
    });
    await deps.repository.saveReading(
      {
        itemNumber: listing.itemNumber,
        siteId: listing.siteId,
        title: sales.title,
        pictureUrl: sales.pictureUrl,
        currency: sales.variations.find((variation) => variation.currency)?.currency ?? null,
        hasVariations: sales.hasVariations,
        variations: sales.variations,
      },
      { day: o.day, observedSince: o.observedSince, at: deps.clock(), isPast },
    );
    return true;
  } catch (error) {
    if (error instanceof EbayError && error.kind === 'notFound') return false;
    throw error;
  }
}

/** Runs `work` over the entries with at most `parallel` at once. */
export async function forEachLimited<T>(
  entries: readonly T[],
  parallel: number,
  work: (entry: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++] as T;
      await work(entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, entries.length) }, worker));
}
