import type { EbaySiteId } from './ebay-types.ts';

/** eBay's ids for one site across its APIs: REST marketplace id, Trading site name, category tree id. */
const sites: Record<EbaySiteId, { marketplaceId: string; tradingName: string; language: string }> = {
  77: { marketplaceId: 'EBAY_DE', tradingName: 'Germany', language: 'de-DE' },
  0: { marketplaceId: 'EBAY_US', tradingName: 'US', language: 'en-US' },
  3: { marketplaceId: 'EBAY_GB', tradingName: 'UK', language: 'en-GB' },
};

export const marketplaceIdOf = (siteId: EbaySiteId) => sites[siteId].marketplaceId;
export const languageOf = (siteId: EbaySiteId) => sites[siteId].language;

export function siteIdOfTradingName(name: string | undefined): EbaySiteId | null {
  for (const [id, site] of Object.entries(sites))
    if (site.tradingName === name) return Number(id) as EbaySiteId;
  return null;
}
