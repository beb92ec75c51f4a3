import type { SiteId, SiteInfo } from './model.ts';

/** The three eBay sites of the market, in the order the stand-in lists them. */
export const siteInfos: readonly SiteInfo[] = [
  {
    siteId: 77,
    marketplaceId: 'EBAY_DE',
    globalId: 'EBAY-DE',
    currency: 'EUR',
    language: 'de',
    locale: 'de-DE',
    host: 'ebay.de',
    name: 'eBay Germany',
  },
  {
    siteId: 0,
    marketplaceId: 'EBAY_US',
    globalId: 'EBAY-US',
    currency: 'USD',
    language: 'en',
    locale: 'en-US',
    host: 'ebay.com',
    name: 'eBay United States',
  },
  {
    siteId: 3,
    marketplaceId: 'EBAY_GB',
    globalId: 'EBAY-GB',
    currency: 'GBP',
    language: 'en',
    locale: 'en-GB',
    host: 'ebay.co.uk',
    name: 'eBay United Kingdom',
  },
];

export const siteIds: readonly SiteId[] = siteInfos.map((site) => site.siteId);

/** Position of a site in `siteInfos` (0, 1, 2): the compact code the listing store keeps. */
export function siteIndex(siteId: SiteId): number {
  const index = siteIds.indexOf(siteId);
  if (index < 0) throw new RangeError(`unknown site ${siteId}`);
  return index;
}

export function isSiteId(value: unknown): value is SiteId {
  return value === 77 || value === 0 || value === 3;
}

/** Share of the market's listings on each site (by site index), and the price level in the site's currency. */
export const siteListingShare = [0.45, 0.33, 0.22] as const;
export const sitePriceFactor = [1, 1.08, 0.86] as const;
