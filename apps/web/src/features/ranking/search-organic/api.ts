import { searchOrganic } from '@baylytics/contract/search-organic';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
import type { SearchOrganicRequest } from './search-organic-values.ts';

/** A live search; `run` counts the clicks so that searching the same again asks eBay again. */
export function useSearchOrganic(request: SearchOrganicRequest | null, run: number) {
  return useQuery({
    queryKey: ['searchOrganic', request, run],
    queryFn: () => {
      if (!request) throw new Error('no search');
      return apiCall(searchOrganic, {
        query: { countryId: request.countryId, keyword: request.keyword, itemNumber: request.itemNumber },
      });
    },
    enabled: request !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
