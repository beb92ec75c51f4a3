import type { MedianPart } from '@baylytics/contract/score-breakdown';

/**
 * The derivation's median worked out in the open: the values sorted, the middle one (odd count) or two (even
 * count), and their median rounded to two decimals as PostgreSQL's `round(percentile_cont(0.5) …, 2)` does.
 * Worked in hundredths: the average of two middle values is then a whole or half number of hundredths, and
 * a half rounds up (away from zero; every score is positive), as `round` on numeric does.
 */
export function medianOf(values: readonly number[], stored: number | null): MedianPart {
  const sortedValues = [...values].sort((a, b) => a - b);
  const count = sortedValues.length;
  if (count === 0) return { sortedValues, middle: [], median: null, stored };
  const upper = Math.floor(count / 2);
  const middle = count % 2 === 1 ? [upper] : [upper - 1, upper];
  const hundredths = middle.map((index) => Math.round((sortedValues[index] ?? 0) * 100));
  const sum = hundredths.reduce((total, value) => total + value, 0);
  const median = Math.round(sum / middle.length) / 100;
  return { sortedValues, middle, median, stored };
}
