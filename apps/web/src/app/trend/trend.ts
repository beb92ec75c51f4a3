/** Direction of a trend arrow (spec 001 §4): `null` means no arrow at all. */
export type Trend = 'up' | 'down' | 'flat';

/**
 * Today minus yesterday: positive is up (green), negative down (red), zero flat (grey, pointing right);
 * no arrow when both values are 0 or either is unknown, since 0 means "not ranked" there.
 */
export function trendOf(
  yesterday: number | null | undefined,
  today: number | null | undefined,
): Trend | null {
  const before = yesterday ?? 0;
  const now = today ?? 0;
  if (before === 0 && now === 0) return null;
  const difference = now - before;
  if (difference > 0) return 'up';
  if (difference < 0) return 'down';
  return 'flat';
}
