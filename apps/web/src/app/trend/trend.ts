/**
 * How a measure reads. A `score` (the position score) is better when higher. A `place` (a search place, 1 = first,
 * or the BayScore, a median place) is better when lower, and 0 there means not among the first 200 results.
 */
export type TrendMeasure = 'score' | 'place';

/** Better, worse or the same as yesterday; `entered` and `left` are places ranked on one of the two days only. */
export type TrendVerdict = 'better' | 'worse' | 'same';

export interface Trend {
  verdict: TrendVerdict;
  /** How far it moved, in the measure's unit; `null` for a place ranked on one day only. */
  change: number | null;
  /** A place ranked today but not yesterday (`entered`), or yesterday but not today (`left`). */
  reason?: 'entered' | 'left';
}

/**
 * Today against yesterday, read as better or worse for the measure (the arrow then points up for better, down for
 * worse, right for the same). No trend when both values are 0 or unknown: 0 means "not ranked" there.
 */
export function trendOf(
  yesterday: number | null | undefined,
  today: number | null | undefined,
  measure: TrendMeasure,
): Trend | null {
  const before = yesterday ?? 0;
  const now = today ?? 0;
  if (before === 0 && now === 0) return null;
  if (measure === 'place') {
    if (before === 0) return { verdict: 'better', change: null, reason: 'entered' };
    if (now === 0) return { verdict: 'worse', change: null, reason: 'left' };
  }
  // Positive means better: a higher score, a lower place.
  const gain = measure === 'score' ? now - before : before - now;
  return { verdict: gain > 0 ? 'better' : gain < 0 ? 'worse' : 'same', change: Math.abs(gain) };
}
