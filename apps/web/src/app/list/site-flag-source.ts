import { type Marketplace, marketplaces } from '@baylytics/contract/marketplaces';
import { DE, GB, US } from 'country-flag-icons/string/3x2';

/**
 * The flags as pictures, not emoji: Chromium on Linux draws regional-indicator emoji as boxes and Windows as
 * two letters. Only the product's three flags are imported, each a few hundred bytes of SVG.
 */
const flagSvgOf: Record<Marketplace['iso'], string> = { DE, US, GB };

/** The site (by its id) and its flag as a `data:` address for an `<img>`; `undefined` for an unknown site. */
export function siteFlagOf(siteId: number): { iso: Marketplace['iso']; source: string } | undefined {
  const site = marketplaces.find((entry) => entry.eBaySiteId === siteId);
  if (!site) return undefined;
  return { iso: site.iso, source: `data:image/svg+xml,${encodeURIComponent(flagSvgOf[site.iso])}` };
}
