/** The check asked for in the address (`?itemNumber=…&keyword=…&ean=…`). */
export interface ItemCheckSearch {
  itemNumber: string;
  keyword: string;
  ean?: string;
}

/**
 * The check in the address: with both item number and keyword it runs at once (spec 002 §2), so a link from
 * My Ranking or a bookmark opens the result; with either missing there is no check yet, only the form.
 */
export function searchFromParams(params: URLSearchParams): ItemCheckSearch | null {
  const itemNumber = params.get('itemNumber')?.trim() ?? '';
  const keyword = params.get('keyword')?.trim() ?? '';
  if (!itemNumber || !keyword) return null;
  const ean = params.get('ean')?.trim();
  return ean ? { itemNumber, keyword, ean } : { itemNumber, keyword };
}

export function paramsOf(search: ItemCheckSearch): URLSearchParams {
  const params = new URLSearchParams({ itemNumber: search.itemNumber, keyword: search.keyword });
  if (search.ean) params.set('ean', search.ean);
  return params;
}
