import { defaultEbaySiteId, type EbaySiteId } from '@baylytics/contract/marketplaces';
import { type MedianCondition, medianConditions } from '@baylytics/contract/research-median';
import { siteIdOf } from '../../../app/list/site-picker.tsx';

export interface MedianSearch {
  keywordOrEAN: string;
  eBaySiteId: EbaySiteId;
  condition: MedianCondition;
}

/**
 * The search lives in the address (`?keywordOrEAN=…&eBaySiteId=77&condition=new`), so a result can be
 * bookmarked and shared; without a keyword there is no search. Unknown sites and conditions read as the defaults.
 */
export function searchFromParams(params: URLSearchParams): MedianSearch | null {
  const keywordOrEAN = params.get('keywordOrEAN')?.trim() ?? '';
  if (!keywordOrEAN) return null;
  const condition = params.get('condition');
  return {
    keywordOrEAN,
    eBaySiteId: siteIdOf(params.get('eBaySiteId')) ?? defaultEbaySiteId,
    condition: medianConditions.find((known) => known === condition) ?? 'new',
  };
}

export function paramsOf(search: MedianSearch): URLSearchParams {
  return new URLSearchParams({
    keywordOrEAN: search.keywordOrEAN,
    eBaySiteId: String(search.eBaySiteId),
    condition: search.condition,
  });
}
