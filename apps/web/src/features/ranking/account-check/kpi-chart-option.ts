import type { AccountKpi } from '@baylytics/contract/account-check-charts';
import type { ChartOption } from '../../../app/chart/echart.tsx';

/** One day of an account's KPI (spec 001 §3). */
export type KpiDay = AccountKpi;

export type KpiKind = 'single' | 'variant';

const fieldsOf = {
  single: { median: 'medianSingle', score: 'singlePositionScore' },
  variant: { median: 'medianVariant', score: 'variantPositionScore' },
} as const;

/**
 * The line chart of one listing kind: BayScore (median position) on the left axis, position score on the
 * right, one point per day; days without a value stay gaps rather than dropping to 0.
 */
export function kpiChartOption(
  days: readonly KpiDay[],
  kind: KpiKind,
  names: { median: string; score: string },
  formatDay: (isoDate: string) => string,
): ChartOption {
  const fields = fieldsOf[kind];
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 48, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: days.map((day) => formatDay(day.createdDate)) },
    yAxis: [
      { type: 'value', name: names.median, nameTextStyle: { align: 'left' } },
      { type: 'value', name: names.score, nameTextStyle: { align: 'right' }, splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: names.median, yAxisIndex: 0, data: days.map((day) => day[fields.median]) },
      { type: 'line', name: names.score, yAxisIndex: 1, data: days.map((day) => day[fields.score]) },
    ],
  };
}
