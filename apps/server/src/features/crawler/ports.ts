// What the engine needs from eBay, narrowed to the calls it makes. The eBay client (integrations/ebay)
// satisfies these structurally; tests may hand in a source of their own.

import type { Money } from '../../integrations/ebay/ebay-types.ts';

export type SiteId = 77 | 0 | 3;

export interface SearchHit {
  itemId: string;
  /** The Trading item number; null for results that only carry a REST item id. */
  legacyItemId: string | null;
  title: string;
  /** The price the result list shows; the crawler stores which places are super prices (super-price.ts). */
  price: Money | null;
  categoryIds: string[];
  /** A sponsored (promoted) placement. */
  isPriorityListing: boolean;
}

export interface SearchSource {
  searchItems(params: {
    siteId: SiteId;
    q: string;
    limit: number;
    offset?: number;
    /** 'YYYY-MM-DD': answer as of a past day (the stand-in reads it; eBay ignores it). */
    asOf?: string;
  }): Promise<{ total: number; items: SearchHit[] }>;
}

export interface SuggestSource {
  /** Marketplace suggestions for a prefix, best first. */
  autocomplete(siteId: SiteId, prefix: string, options?: { asOf?: string }): Promise<string[]>;
}

export interface SellerListing {
  itemId: string;
  title: string;
  siteId: SiteId | null;
  categoryId: string;
  categoryName: string | null;
  price: number | null;
  currency: string | null;
  quantity: number;
  quantitySold: number;
  sku: string | null;
  pictureUrls: string[];
  variations: readonly unknown[];
  startTime: Date | null;
  endTime: Date | null;
}

export interface SellerListSource {
  getSellerList(params: {
    page: number;
    perPage: number;
    endTimeFrom: Date;
    endTimeTo: Date;
  }): Promise<{ items: SellerListing[]; totalPages: number; totalEntries: number; hasMore: boolean }>;
}

/** The seller client of one connected account (user and seller name), or null if not connected. */
export type SellerSourceFor = (userId: number, sellerName: string) => Promise<SellerListSource | null>;

/** The item number of a search result: the Trading id, else the middle part of `v1|<number>|<variation>`. */
export function itemNumberOf(hit: Pick<SearchHit, 'itemId' | 'legacyItemId'>): number | null {
  const raw = hit.legacyItemId ?? hit.itemId.split('|')[1] ?? hit.itemId;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
