import { categoryTable } from './category-tree.ts';
import { mix, unit } from './random.ts';
import { type Season, seasonFactor, seasonIntegral, seasonOfRoot } from './seasons.ts';
import { generationDays, type SlotStore, slotFlag } from './slot-store.ts';

/**
 * Units sold per listing, variation and day. Expected sales follow the slot's velocity (set from the
 * hidden demand of its leaf, a conversion rate and its share of the ranking) times the season.
 * Counts come from the integral of that curve sampled at a random moment of each day:
 * cumulative(d) = floor(Λ(d + j(d)) + u) with j(d) in [0, 1). Because d + j(d) increases with d, daily
 * sales are never negative, they add up exactly to the cumulative count, and any day costs O(1).
 */
export interface SalesContext {
  seed: number;
  store: SlotStore;
  /** Day number (since 1970) of the market's epoch. */
  epochDayNo: number;
  seasons: Map<number, Season>;
}

function seasonOfSlot(context: SalesContext, slot: number): Season {
  const categories = categoryTable();
  const rootId = categories.rootId[categories.leaves[context.store.leaf[slot] ?? 0] ?? 0] ?? 0;
  let season = context.seasons.get(rootId);
  if (!season) {
    season = seasonOfRoot(context.seed, rootId);
    context.seasons.set(rootId, season);
  }
  return season;
}

/** Share of the slot's sales that each variation gets (sums to 1). */
export function variationWeights(seed: number, slot: number, count: number): number[] {
  const raw: number[] = [];
  for (let v = 0; v < count; v++) raw.push(0.3 + unit(seed, slot, v, 0x7a71));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / sum);
}

/** Units sold from the market's beginning up to and including `day` (relative to the epoch), for one part. */
function cumulative(context: SalesContext, slot: number, part: number, weight: number, day: number): number {
  const dayNo = context.epochDayNo + day;
  const jitter = unit(context.seed, slot, part, dayNo);
  const offset = unit(context.seed, slot, part, 0x0ff5e7);
  const velocity = (context.store.velocity[slot] ?? 0) * weight;
  return Math.floor(velocity * seasonIntegral(seasonOfSlot(context, slot), dayNo + jitter) + offset);
}

/** Sold in the given generation up to and including `day`, per variation (or one entry without variations). */
export function soldSinceStart(
  context: SalesContext,
  slot: number,
  generation: number,
  day: number,
): number[] {
  const store = context.store;
  const [first, last] = generationDays(store, slot, generation);
  const until = Math.min(day, last);
  const count = store.variationCount[slot] ?? 0;
  if ((store.flags[slot] ?? 0) & slotFlag.auction) {
    // An auction sells its one item at the end, if someone bid.
    const sold = until === last && day >= last && mix(context.seed, slot, generation) % 10 < 6 ? 1 : 0;
    return [sold];
  }
  if (until < first) return count > 0 ? new Array<number>(count).fill(0) : [0];
  if (count === 0)
    return [cumulative(context, slot, 0, 1, until) - cumulative(context, slot, 0, 1, first - 1)];
  const weights = variationWeights(context.seed, slot, count);
  return weights.map(
    (w, v) => cumulative(context, slot, v + 1, w, until) - cumulative(context, slot, v + 1, w, first - 1),
  );
}

/** Sold on exactly that day, per variation (or one entry). */
export function soldOnDay(context: SalesContext, slot: number, generation: number, day: number): number[] {
  const today = soldSinceStart(context, slot, generation, day);
  const before = soldSinceStart(context, slot, generation, day - 1);
  return today.map((n, i) => n - (before[i] ?? 0));
}

/** Expected units per day around `day`: what the ranking reads as sales velocity. */
export function expectedVelocity(context: SalesContext, slot: number, day: number): number {
  return (
    (context.store.velocity[slot] ?? 0) * seasonFactor(seasonOfSlot(context, slot), context.epochDayNo + day)
  );
}
