import { describe, expect, it } from 'vitest';
import { type KpiDay, kpiChartOption } from './kpi-chart-option.ts';

const days: KpiDay[] = [
  {
    createdDate: '2026-05-01',
    medianSingle: 12.5,
    singlePositionScore: 40,
    medianVariant: 8,
    variantPositionScore: 55,
  },
  {
    createdDate: '2026-05-02',
    medianSingle: null,
    singlePositionScore: 42,
    medianVariant: 7.25,
    variantPositionScore: 60,
  },
];

describe('kpiChartOption', () => {
  it('draws the single listings from the single fields, one point per day, gaps kept', () => {
    const option = kpiChartOption(days, 'single', { median: 'BayScore', score: 'Score' }, (day) =>
      day.slice(5),
    );
    expect(option.xAxis).toEqual({ type: 'category', data: ['05-01', '05-02'] });
    expect(option.series).toEqual([
      expect.objectContaining({ name: 'BayScore', yAxisIndex: 0, data: [12.5, null] }),
      expect.objectContaining({ name: 'Score', yAxisIndex: 1, data: [40, 42] }),
    ]);
  });
  it('draws the variant listings from the variant fields', () => {
    const option = kpiChartOption(days, 'variant', { median: 'm', score: 's' }, (day) => day);
    expect(option.series).toEqual([
      expect.objectContaining({ data: [8, 7.25] }),
      expect.objectContaining({ data: [55, 60] }),
    ]);
  });
});
