import { type EbaySiteId, marketplaces } from '@baylytics/contract/marketplaces';

/** The position colour scale of spec 001 §9: 0 (not ranked), 1-10, 11-25, 26-50, 51-100, over 100. */
export const positionBands = [
  { band: 'top10', upTo: 10, color: 'green' },
  { band: 'top25', upTo: 25, color: 'teal' },
  { band: 'top50', upTo: 50, color: 'yellow' },
  { band: 'top100', upTo: 100, color: 'orange' },
  { band: 'beyond100', upTo: Number.POSITIVE_INFINITY, color: 'red' },
] as const;

export type PositionBand = (typeof positionBands)[number]['band'] | 'none';

export function positionBandOf(position: number): PositionBand {
  if (position <= 0) return 'none';
  return positionBands.find((b) => position <= b.upTo)?.band ?? 'beyond100';
}

export function positionColorOf(position: number): string | null {
  const band = positionBandOf(position);
  return positionBands.find((b) => b.band === band)?.color ?? null;
}

/** The marketplace's own search for a keyword on the keyword's site. */
export function marketplaceSearchUrl(keyword: string, siteId: number): string {
  const site = marketplaces.find((m) => m.eBaySiteId === (siteId as EbaySiteId)) ?? marketplaces[0];
  return `${site.url}/sch/i.html?_nkw=${encodeURIComponent(keyword)}`;
}
