import { saltOf, unit } from './random.ts';

/** Most sponsored places among a search's first 200 (8 %). */
export const maxSponsoredPlaces = 16;

/**
 * The 1-based sponsored places of a keyword's first 200: as many as the competition pays for, more where
 * more matching listings are promoted and where prices are higher (a click is worth more), at positions
 * that differ by keyword (the first one or two near the top, then spread over the page) and stay the same
 * for the same keyword.
 */
export function sponsoredPlacesFor(query: string, promotedMatches: number, priceLevel: number): number[] {
  if (promotedMatches <= 0) return [];
  const competition = Math.min(1, promotedMatches / 40);
  const price = Math.max(0, Math.min(1, Math.log(Math.max(1, priceLevel) / 4) / Math.log(100)));
  const count = Math.max(
    1,
    Math.min(promotedMatches, Math.round(maxSponsoredPlaces * competition * (0.45 + 0.55 * price))),
  );
  const key = saltOf(query.trim().toLowerCase().replace(/\s+/g, ' '));
  const gap = 196 / count;
  const places: number[] = [];
  let place = 1 + Math.floor(unit(key, 0x5b0) * 3);
  for (let i = 0; i < count && place <= 200; i++) {
    places.push(place);
    place += Math.max(2, Math.round(gap * (0.55 + 0.9 * unit(key, i, 0x5b1))));
  }
  return places;
}
