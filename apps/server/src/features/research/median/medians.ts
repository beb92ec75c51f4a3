import { medianTiers } from '@baylytics/contract/research-median';

const cents = (value: number) => Math.round(value * 100) / 100;

/** The middle value of the figures (the mean of the two middle ones for an even count), to the cent. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return cents(value);
}

/**
 * The median of the first 20, 50, 100 and 200 prices in result order. A tier with fewer results than its size
 * takes what there is (the page says from how many), so a narrow search still gets a figure.
 */
export function tierMedians(pricesInOrder: readonly number[]) {
  const [top20, top50, top100, top200] = medianTiers.map((size) => median(pricesInOrder.slice(0, size)));
  return {
    top20Median: top20 ?? null,
    top50Median: top50 ?? null,
    top100Median: top100 ?? null,
    top200Median: top200 ?? null,
  };
}

/** How the results ship: free, paid, without a fixed amount; the median and mean of the amounts named. */
export function shippingSummary(costs: readonly (number | null)[]) {
  const named = costs.filter((cost): cost is number => cost !== null);
  return {
    free: named.filter((cost) => cost === 0).length,
    paid: named.filter((cost) => cost > 0).length,
    unknown: costs.length - named.length,
    median: median(named),
    average: named.length === 0 ? null : cents(named.reduce((sum, cost) => sum + cost, 0) / named.length),
  };
}
