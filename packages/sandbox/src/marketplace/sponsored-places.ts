import type { Advertising } from './advertising.ts';
import { unit } from './random.ts';
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

/** 1-based positions of sponsored listings among the first 200 (~8 %). */
export const sponsoredPositions = [1, 2, 6, 11, 17, 24, 33, 45, 58, 72, 88, 105, 124, 145, 168, 193];

/**
 * The listings that win a search's sponsored places, best first: each bids its ad rate (a seller's ad in
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
    .slice(0, sponsoredPositions.length)
    .map((e) => e.c);
}
