import { describe, expect, it } from 'vitest';
import { localizedChartOption } from './localized-chart-option.ts';

type Formatter = (value: number) => string;
const labelFormatter = (axis: unknown) =>
  (axis as { axisLabel: { formatter: Formatter } }).axisLabel.formatter;

describe('charts write numbers and times in the page language', () => {
  const option = {
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'time' as const },
    yAxis: [{ type: 'value' as const, inverse: true }, { name: 'Score' }],
  };

  it('gives German value axes thousands dots and decimal commas', () => {
    const localized = localizedChartOption(option, 'de');
    const [places, score] = localized.yAxis as unknown[];
    expect(labelFormatter(places)(1000)).toBe('1.000');
    expect(labelFormatter(score)(2.5)).toBe('2,5');
  });

  it('gives English value axes thousands commas', () => {
    const [places] = localizedChartOption(option, 'en').yAxis as unknown[];
    expect(labelFormatter(places)(1000)).toBe('1,000');
  });

  it('writes time ticks as days at midnight and as times of day otherwise', () => {
    const midnight = new Date(2026, 10, 25).getTime();
    expect(labelFormatter(localizedChartOption(option, 'de').xAxis)(midnight)).toBe('25.11.');
    expect(labelFormatter(localizedChartOption(option, 'en').xAxis)(midnight)).toBe('11-25');
    expect(labelFormatter(localizedChartOption(option, 'de').xAxis)(midnight + 90 * 60_000)).toBe('01:30');
  });

  it('formats tooltip values and keeps a formatter a chart set itself', () => {
    const localized = localizedChartOption(option, 'de');
    const tooltip = localized.tooltip as unknown as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(1234.5)).toBe('1.234,5');
    const own = () => 'own';
    const kept = localizedChartOption({ yAxis: { type: 'value', axisLabel: { formatter: own } } }, 'de');
    expect(labelFormatter(kept.yAxis)).toBe(own);
  });
});
