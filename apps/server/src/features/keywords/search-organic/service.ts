import { marketplaces } from '@baylytics/contract/marketplaces';
import {
  type OrganicResult,
  organicSearchDepth,
  organicSearchLimit,
} from '@baylytics/contract/search-organic';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { type LiveSearchSource, liveSearch } from './live-search.ts';
import { toOrganicResult } from './organic-result.ts';
import { createPerUserWindow } from './per-user-window.ts';

export interface SearchOrganicQuery {
  countryId: number;
  keyword: string;
  itemNumber: number;
}

/** The organic search of spec 001 §2.4: live from eBay, never from stored crawls, limited per user. */
export function createSearchOrganicService(deps: {
  ebay: LiveSearchSource & Pick<EbayClient, 'getItemByLegacyId'>;
  clock: () => Date;
}) {
  /** A number eBay shows no listing for on the site is a typing slip: refused before a search is counted. */
  async function requireListing(siteId: EbaySiteId, itemNumber: number): Promise<void> {
    try {
      await deps.ebay.getItemByLegacyId(siteId, String(itemNumber));
    } catch (error) {
      if (error instanceof EbayError && (error.kind === 'notFound' || error.kind === 'rejected'))
        throw new AppError('itemNotFoundOnEbay');
      throw new AppError('serviceUnavailable');
    }
  }

  const window = createPerUserWindow({
    limit: organicSearchLimit.searches,
    windowMs: organicSearchLimit.windowMs,
    clock: deps.clock,
  });
  return {
    async search(userId: number, query: SearchOrganicQuery): Promise<OrganicResult> {
      const site = marketplaces.find((m) => m.countryId === query.countryId);
      if (!site) throw new AppError('notFound');
      await requireListing(site.eBaySiteId, query.itemNumber);
      if (!window.tryTake(userId)) throw new AppError('tooManyLiveSearches');
      const page = await liveSearch(deps.ebay, site.eBaySiteId, query.keyword);
      return toOrganicResult(page, query.itemNumber, organicSearchDepth);
    },
  };
}

export type SearchOrganicService = ReturnType<typeof createSearchOrganicService>;
