import {
  maxVariantItems,
  type VariantItem,
  type VariantItems,
  variantHistoryDays,
  variantKeywordItems,
  variantMessages,
} from '@baylytics/contract/research-variants';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { addDays, dayOf } from '../../crawler/public.ts';
import { type ListingPage, readListingPage } from './listing-page.ts';
import { forEachLimited, type ReadDeps, readListing } from './read-listing.ts';
import { combine, variantFigures } from './variant-figures.ts';

/** Results of the live search the keyword lookup reads its listings with variations from. */
const keywordSearchDepth = 50;
/** eBay calls one lookup makes at once. */
const parallelReads = 4;
/**
 * A reading this recent (and of today) is today's figures: a lookup uses it instead of asking eBay again. Many
 * sellers look at the same listings within minutes; each eBay call costs Browse quota (docs/scaling.md).
 */
export const freshReadingMs = 10 * 60_000;

const unavailable = (error: unknown) => error instanceof EbayError && error.kind === 'unavailable';

/**
 * The variant tool (spec 002 §2): a listing's sales per variation and per day, from our daily readings of its
 * sold quantities. A lookup reads eBay now, so today's figures are fresh; a listing looked up for the first
 * time joins the observed listings, and its history starts that day.
 */
export function createVariantService(
  deps: ReadDeps & {
    /** Where pasted pages are read: a worker pool on the server (listing-page-pool.ts), else this thread. */
    readPage?: (html: string, limit: number) => Promise<ListingPage>;
  },
) {
  const readPage = deps.readPage ?? readListingPage;
  async function figuresOf(itemNumber: string, today: string): Promise<VariantItem> {
    const [listing] = await deps.repository.listings([itemNumber]);
    if (!listing) throw new AppError('itemNotFoundOnEbay');
    const from = addDays(today, -variantHistoryDays);
    return variantFigures(listing, await deps.repository.snapshots(itemNumber, from, today));
  }

  /** `skipEnded`: a listing eBay no longer knows is left out instead of failing the lookup. */
  async function lookup(
    itemNumbers: readonly string[],
    siteId: EbaySiteId,
    field: string,
    skipEnded = false,
  ) {
    const today = dayOf(deps.clock());
    const known = new Map(
      (await deps.repository.listings(itemNumbers)).map((listing) => [listing.itemNumber, listing]),
    );
    const missing: string[] = [];
    try {
      await forEachLimited(itemNumbers, parallelReads, async (itemNumber) => {
        const stored = known.get(itemNumber);
        const now = deps.clock();
        const isFresh =
          stored !== undefined &&
          stored.endedAt === null &&
          now.getTime() - stored.lastReadAt.getTime() < freshReadingMs &&
          dayOf(stored.lastReadAt) === today;
        if (isFresh) return;
        const isRead = await readListing(
          deps,
          {
            itemNumber,
            siteId: (stored?.siteId as EbaySiteId | undefined) ?? siteId,
            hasVariations: stored?.hasVariations ?? false,
          },
          { day: today, today, observedSince: stored?.observedSince ?? today },
        );
        if (!isRead) missing.push(itemNumber);
      });
    } catch (error) {
      if (unavailable(error)) throw new AppError('serviceUnavailable');
      throw error;
    }
    if (missing.length > 0 && !skipEnded) {
      throw new AppError(
        'itemNotFoundOnEbay',
        missing.map((itemNumber) => ({ field, message: 'itemNotFoundOnEbay', params: { itemNumber } })),
      );
    }
    const items: VariantItem[] = [];
    for (const itemNumber of itemNumbers) {
      if (!missing.includes(itemNumber)) items.push(await figuresOf(itemNumber, today));
    }
    return combine(items);
  }

  return {
    item: (itemNumber: string) => lookup([itemNumber], 77, 'itemNumber'),

    multi: (itemNumbers: readonly string[]) => lookup(itemNumbers, 77, 'itemNumbers'),

    /**
     * Listings a keyword's ranking names (the sales tracker), in their order; ended ones are left out, so a
     * ranking read yesterday still answers.
     */
    ranked: (itemNumbers: readonly string[], siteId: EbaySiteId) =>
      lookup(itemNumbers, siteId, 'keyword', true),

    /** The first listings with variations of a live search, in eBay's best-match order. */
    async byKeyword(keyword: string, siteId: EbaySiteId): Promise<VariantItems> {
      let page: Awaited<ReturnType<ReadDeps['ebay']['searchItems']>>;
      try {
        page = await deps.ebay.searchItems({ siteId, q: keyword, limit: keywordSearchDepth });
      } catch (error) {
        if (unavailable(error)) throw new AppError('serviceUnavailable');
        throw error;
      }
      const itemNumbers = [
        ...new Set(
          page.items.flatMap((item) => (item.itemGroupType && item.legacyItemId ? [item.legacyItemId] : [])),
        ),
      ].slice(0, variantKeywordItems);
      if (itemNumbers.length === 0) return combine([]);
      return lookup(itemNumbers, siteId, 'keyword');
    },

    /** The listing(s) a pasted page source names; the markup is read as text, nothing in it is fetched or run. */
    async byHtmlSource(htmlSource: string): Promise<VariantItems> {
      const page = await readPage(htmlSource, maxVariantItems);
      if (page.itemNumbers.length === 0) {
        throw new AppError('validationFailed', [
          { field: 'htmlSource', message: variantMessages.noListingInHtmlSource },
        ]);
      }
      // The page's own marketplace (its address's host); Germany when the page does not say.
      return lookup(page.itemNumbers, (page.eBaySiteId ?? 77) as EbaySiteId, 'htmlSource');
    },
  };
}

export type VariantService = ReturnType<typeof createVariantService>;
