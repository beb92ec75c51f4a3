import { marketplaces } from '@baylytics/contract/marketplaces';
import {
  type OrganicResult,
  organicSearchDepth,
  organicSearchLimit,
} from '@baylytics/contract/search-organic';
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
export function createSearchOrganicService(deps: { ebay: LiveSearchSource; clock: () => Date }) {
  const window = createPerUserWindow({
    limit: organicSearchLimit.searches,
    windowMs: organicSearchLimit.windowMs,
    clock: deps.clock,
  });
  return {
    async search(userId: number, query: SearchOrganicQuery): Promise<OrganicResult> {
      const site = marketplaces.find((m) => m.countryId === query.countryId);
      if (!site) throw new AppError('notFound');
      if (!window.tryTake(userId)) throw new AppError('tooManyLiveSearches');
      const page = await liveSearch(deps.ebay, site.eBaySiteId, query.keyword);
      return toOrganicResult(page, query.itemNumber, organicSearchDepth);
    },
  };
}

export type SearchOrganicService = ReturnType<typeof createSearchOrganicService>;
