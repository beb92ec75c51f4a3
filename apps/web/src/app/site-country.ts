import { marketplaces } from '@baylytics/contract/marketplaces';

/**
 * Some calls name a site by its country id (1 Germany, 2 United States, 3 United Kingdom), the site picker by
 * its eBay site id as text: these translate between the two.
 */
export function countryIdOfSite(eBaySiteId: string | null | undefined): number | null {
  return marketplaces.find((site) => String(site.eBaySiteId) === eBaySiteId)?.countryId ?? null;
}

/** The site picker's value for a country id (as a URL holds it); null for none of the product's sites. */
export function siteOfCountryId(countryId: string | number | null | undefined): string | null {
  const site = marketplaces.find((entry) => String(entry.countryId) === String(countryId ?? ''));
  return site ? String(site.eBaySiteId) : null;
}
