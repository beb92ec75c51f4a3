import type { CategoryKey, CategoryRow } from '@baylytics/contract/listing-item-specifics';

export const listPath = '/app/listing-optimization/item-specifics';
const editorPath = '/app/listing-optimization/sync-item-specific';

/** The editor's address for a category (spec 002 §2: categoryId, categoryTree, eBaySiteId, sellerName). */
export function editorAddress(row: CategoryRow): string {
  const query = new URLSearchParams({
    categoryId: row.leafCategoryId,
    categoryTree: row.categoryTree,
    eBaySiteId: String(row.eBaySiteId),
    sellerName: row.sellerName,
  });
  return `${editorPath}?${query}`;
}

/** The category the editor's address names, or null when a part is missing. */
export function keyOfAddress(params: URLSearchParams): CategoryKey | null {
  const categoryId = params.get('categoryId');
  const sellerName = params.get('sellerName');
  const site = Number(params.get('eBaySiteId'));
  if (!categoryId || !/^\d+$/.test(categoryId) || !sellerName || !Number.isInteger(site)) return null;
  return { categoryId, sellerName, eBaySiteId: site, categoryTree: params.get('categoryTree') ?? undefined };
}
