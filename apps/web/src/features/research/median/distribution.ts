/** One bar of a distribution: the values from `from` up to (not including) `to`, and how many there are. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** A round step near `rough`: 1, 2, 2.5 or 5 times a power of ten, so the bars read as "10–20 €". */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  const factor = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10;
  return factor * power;
}

/**
 * The values in about `targetBins` bars of one round width, from the lowest bar holding the smallest value to
 * the bar holding the largest; bars in between stay, empty, so gaps show. No values, no bars.
 */
export function histogram(values: readonly number[], targetBins = 10): Bin[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = niceStep((max - min) / targetBins);
  const start = Math.floor(min / step) * step;
  const count = Math.floor((max - start) / step) + 1;
  const bins: Bin[] = Array.from({ length: count }, (_, index) => ({
    from: round(start + index * step),
    to: round(start + (index + 1) * step),
    count: 0,
  }));
  for (const value of values) {
    const index = Math.min(count - 1, Math.floor((value - start) / step + 1e-9));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}

const round = (value: number) => Math.round(value * 100) / 100;
