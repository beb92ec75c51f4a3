import type { AfterbuyProduct } from './listing-catalogue.ts';

/** At most this many products per page of GetShopProducts (Afterbuy's `MaxShopItems` caps at 250). */
export const maxShopItems = 250;

export interface ShopProductsRequest {
  MaxShopItems?: string;
  PageNumber?: string;
  DataFilter?: {
    Filter?: { FilterName?: string; FilterValues?: { FilterValue?: string[] } }[];
  };
}

/** The filters of GetShopProducts the stand-in answers; any other is refused by name. */
export const shopProductFilters = ['ProductID', 'Anr', 'Ean'] as const;

/**
 * GetShopProducts: the products whose field of each filter is one of its values (several filters must all
 * hold), a page of them in request order, and whether more follow. Unknown filter names answer an error text.
 */
export function shopProductsPage(
  request: ShopProductsRequest,
  find: (filter: (typeof shopProductFilters)[number], value: string) => AfterbuyProduct | undefined,
): { error: string } | { products: AfterbuyProduct[]; hasMore: boolean; total: number } {
  const filters = request.DataFilter?.Filter ?? [];
  const unknown = filters.find(
    (f) => !shopProductFilters.includes(f.FilterName as (typeof shopProductFilters)[number]),
  );
  if (unknown) return { error: `The filter ${unknown.FilterName ?? ''} is not known for GetShopProducts.` };
  const [first, ...rest] = filters;
  if (!first) return { error: 'GetShopProducts needs a filter here.' };
  const field = { ProductID: 'productId', Anr: 'anr', Ean: 'ean' } as const;
  const seen = new Set<number>();
  const matches: AfterbuyProduct[] = [];
  for (const value of first.FilterValues?.FilterValue ?? []) {
    const product = find(first.FilterName as (typeof shopProductFilters)[number], String(value).trim());
    if (!product || seen.has(product.productId)) continue;
    const holdsRest = rest.every((f) =>
      (f.FilterValues?.FilterValue ?? []).some(
        (v) =>
          String(product[field[f.FilterName as (typeof shopProductFilters)[number]]]) === String(v).trim(),
      ),
    );
    if (!holdsRest) continue;
    seen.add(product.productId);
    matches.push(product);
  }
  const size = Math.min(maxShopItems, Math.max(1, Number(request.MaxShopItems) || 100));
  const page = Math.max(1, Number(request.PageNumber) || 1);
  const products = matches.slice((page - 1) * size, page * size);
  return { products, hasMore: page * size < matches.length, total: matches.length };
}
