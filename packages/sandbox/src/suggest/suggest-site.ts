import type { SiteId } from '../marketplace/model.ts';

/**
 * Which synthetic keyword universe answers a search engine's suggest request. A search engine suggests in
 * the language of `hl` for the region of `gl`; our universes are per eBay site, so German (any region) is
 * eBay.de's, British English is eBay.co.uk's and every other language or region falls back to eBay.com's.
 */
export function siteOfLocale(hl: string | undefined, gl: string | undefined): SiteId {
  const [language = '', regionOfHl = ''] = (hl ?? '').toLowerCase().split(/[-_]/);
  const region = (gl ?? regionOfHl).toLowerCase();
  if (language === 'de') return 77;
  if (language === '' && ['de', 'at', 'ch'].includes(region)) return 77;
  if (region === 'gb' || region === 'uk') return 3;
  return 0;
}
