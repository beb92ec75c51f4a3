import { type ChartRange, chartRanges } from '@baylytics/contract/my-ranking';

const dayMs = 24 * 60 * 60 * 1000;

/** Yesterday as yyyy-MM-dd in UTC, the day the server's figures use. */
export function yesterdayIsoDate(now = new Date()): string {
  return new Date(now.getTime() - dayMs).toISOString().slice(0, 10);
}

/** The window a range button stands for, ending now (spec 001 §9: 1d, 3d, 1w, 1m = 30 days, all = 60 days). */
export function chartWindow(range: ChartRange, now = new Date()): { fromDate: string; toDate: string } {
  return {
    fromDate: new Date(now.getTime() - chartRanges[range] * dayMs).toISOString(),
    toDate: now.toISOString(),
  };
}
