import type { KpiSummary } from '@baylytics/contract/admin-kpi';
import type { ChartOption } from '../../app/chart/echart.tsx';
import { chartDay } from '../../app/format/dates.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Range buttons of the new-versus-cancelled chart, in days (null: all); the default is the last 60 days. */
export const stockRanges = { '1w': 7, '2w': 14, '1m': 30, '2m': 60, all: null } as const;
export type StockRange = keyof typeof stockRanges;
export const defaultStockRange: StockRange = '2m';

type Point = { x: number; y: number };

/** The points of the last `days` days up to `today` (a UTC day start), or all of them. */
export function pointsInRange(points: readonly Point[], range: StockRange, today: number): Point[] {
  const days = stockRanges[range];
  if (days === null) return [...points];
  const from = today - (days - 1) * dayMs;
  return points.filter((point) => point.x >= from);
}

/** Chart dates DD.MM in UTC (spec 002 §9). */
export { chartDay } from '../../app/format/dates.ts';

/** 'YYYY-MM' as MM.YYYY. */
export function chartMonth(month: string): string {
  return `${month.slice(5, 7)}.${month.slice(0, 4)}`;
}

export function barOption(
  categories: readonly string[],
  values: readonly number[],
  name: string,
  formatValue: (value: number) => string,
): ChartOption {
  return {
    grid: { left: 64, right: 16, top: 16, bottom: 40 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => formatValue(Number(value)) },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatValue(value) } },
    series: [{ type: 'bar', name, data: [...values], itemStyle: { color: '#228be6' } }],
  };
}

export function pieOption(totals: KpiSummary['totalsPerPlan'], name: string): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { orient: 'vertical', left: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        name,
        radius: ['35%', '62%'],
        center: ['60%', '50%'],
        label: { formatter: '{b}: {c}' },
        data: totals
          .filter((plan) => plan.total > 0)
          .map((plan) => ({ name: plan.parentPlan, value: plan.total })),
      },
    ],
  };
}

export function stockOption(
  entry: KpiSummary['newAndCancellationAgreements'][number] | undefined,
  range: StockRange,
  today: number,
  names: { new: string; cancellation: string },
): ChartOption {
  const series = (points: readonly Point[] | undefined) =>
    pointsInRange(points ?? [], range, today).map((point) => [point.x, point.y]);
  return {
    grid: { left: 48, right: 16, top: 40, bottom: 40 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (value: number) => chartDay(value) },
      ...(stockRanges[range] !== null && {
        min: today - ((stockRanges[range] ?? 1) - 1) * dayMs,
        max: today,
      }),
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: names.new, data: series(entry?.new), itemStyle: { color: '#40c057' } },
      {
        type: 'bar',
        name: names.cancellation,
        data: series(entry?.cancellation),
        itemStyle: { color: '#fa5252' },
      },
    ],
  };
}
