import { defaultEbaySiteId, type EbaySiteId, marketplaces } from '@baylytics/contract/marketplaces';
import type { KeywordToolSearch } from './api.ts';

/** The search lives in the URL (`?keyword=…&eBaySiteId=77`), so a result can be bookmarked and shared. */
export function searchFromParams(params: URLSearchParams): KeywordToolSearch | null {
  const keyword = params.get('keyword')?.trim() ?? '';
  if (!keyword) return null;
  return { keyword, eBaySiteId: siteIdOf(params.get('eBaySiteId')) };
}

/** A site id from text; anything that is not one of the three sites falls back to Germany. */
export function siteIdOf(value: string | null | undefined): EbaySiteId {
  const id = Number.parseInt(value ?? '', 10);
  return marketplaces.find((site) => site.eBaySiteId === id)?.eBaySiteId ?? defaultEbaySiteId;
}

export function paramsOf(search: KeywordToolSearch): URLSearchParams {
  return new URLSearchParams({ keyword: search.keyword, eBaySiteId: String(search.eBaySiteId) });
}
