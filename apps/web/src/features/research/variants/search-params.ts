import { defaultEbaySiteId, type EbaySiteId } from '@baylytics/contract/marketplaces';
import { splitItemNumbers } from '@baylytics/contract/research-variants';
import { siteIdOf } from '../../../app/list/site-picker.tsx';

export type VariantMode = 'htmlSource' | 'itemNumbers' | 'keyword';
export const variantModes: readonly VariantMode[] = ['htmlSource', 'itemNumbers', 'keyword'];

/** A lookup the address can hold: item numbers or a keyword (a pasted page source is too large for it). */
export type VariantSearch =
  | { mode: 'itemNumbers'; itemNumbers: string[] }
  | { mode: 'keyword'; keyword: string; eBaySiteId: EbaySiteId };

/** The tab in the address (`?mode=`); the page source's tab by default, as the spec lists it first. */
export function modeFromParams(params: URLSearchParams): VariantMode {
  const mode = params.get('mode');
  return variantModes.find((known) => known === mode) ?? 'htmlSource';
}

/** `?mode=itemNumbers&itemNumbers=1,2` or `?mode=keyword&keyword=…&eBaySiteId=77`; anything else: no lookup. */
export function searchFromParams(params: URLSearchParams): VariantSearch | null {
  const mode = modeFromParams(params);
  if (mode === 'itemNumbers') {
    const itemNumbers = splitItemNumbers(params.get('itemNumbers') ?? '');
    return itemNumbers.length > 0 ? { mode, itemNumbers } : null;
  }
  if (mode === 'keyword') {
    const keyword = params.get('keyword')?.trim() ?? '';
    if (!keyword) return null;
    return { mode, keyword, eBaySiteId: siteIdOf(params.get('eBaySiteId')) ?? defaultEbaySiteId };
  }
  return null;
}

export function paramsOf(search: VariantSearch): URLSearchParams {
  return search.mode === 'itemNumbers'
    ? new URLSearchParams({ mode: search.mode, itemNumbers: search.itemNumbers.join(',') })
    : new URLSearchParams({
        mode: search.mode,
        keyword: search.keyword,
        eBaySiteId: String(search.eBaySiteId),
      });
}
