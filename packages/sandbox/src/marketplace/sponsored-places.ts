import type { Advertising } from './advertising.ts';
import { saltOf, unit } from './random.ts';
import type { SlotStore } from './slot-store.ts';
import { tokenize } from './text.ts';

/** A listing a search found, with what ranks it. */
export interface Candidate {
  slot: number;
  generation: number;
  relevance: number;
  score: number;
  price: number;
}

/** Most sponsored places among a search's first 200 (8 %). */
export const maxSponsoredPlaces = 16;

/**
 * The listings that bid for a search's sponsored places, best first: each bids its ad rate (a seller's ad in
 * force that day, else the listing's generated promotion), weighed by how well it fits the search and a
 * little daily noise.
 */
export function sponsoredCandidates(
  context: { store: SlotStore; advertising?: Advertising | undefined },
  candidates: readonly Candidate[],
  q: string,
  day: number,
  dayNo: number,
): Candidate[] {
  const { store, advertising } = context;
  const ads = advertising?.onDay(day);
  const queryWords = ads && ads.size > 0 ? tokenize(q) : [];
  const bidOf = (c: Candidate): number => {
    const entry = ads?.get(c.slot);
    if (entry && entry.generation === c.generation && advertising)
      return advertising.bidTenths(entry, c.slot, queryWords);
    return store.bidTenths[c.slot] ?? 0;
  };
  return candidates
    .map((c) => ({ c, bid: bidOf(c) }))
    .filter((e) => e.bid > 0)
    .map(({ c, bid }) => ({ c, ad: bid * (0.5 + c.relevance) * (1 + 0.1 * unit(c.slot, dayNo)) }))
    .sort((a, b) => b.ad - a.ad || a.c.slot - b.c.slot)
    .map((e) => e.c);
}

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
