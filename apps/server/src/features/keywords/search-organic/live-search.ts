import { organicSearchDepth } from '@baylytics/contract/search-organic';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId, SearchPage } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';

/** What a live search needs of eBay: the Browse search with the application's token. */
export type LiveSearchSource = Pick<EbayClient, 'searchItems'>;

/**
 * The first 200 results of a keyword on a site, as eBay shows them now (one Browse call, best match).
 * eBay being unreachable after the client's retries is the caller's 503, not a crash.
 */
export async function liveSearch(
  source: LiveSearchSource,
  siteId: EbaySiteId,
  keyword: string,
): Promise<SearchPage> {
  try {
    return await source.searchItems({ siteId, q: keyword, limit: organicSearchDepth });
  } catch (error) {
    if (error instanceof EbayError && error.kind === 'unavailable') throw new AppError('serviceUnavailable');
    throw error;
  }
}
