import type { ChartSeries } from '@baylytics/contract/my-ranking';
import { describe, expect, it } from 'vitest';
import { positionChartOption } from './chart-option.ts';

const line = (shape: 'organic' | 'ads'): ChartSeries => ({
  chartType: 'line',
  data: [
    [1, 4],
    [2, null],
  ],
  name: 'akku',
  id: `7-${shape}`,
  yAxis: 0,
  lineWidth: 2,
  color: '#1c7ed6',
  marker: { enabled: true },
  tooltip: { valueSuffix: '' },
  shape,
});

describe('the position chart', () => {
  it('puts place 1 on top, keeps gaps where the item was not found and dashes the advertised line', () => {
    const option = positionChartOption(
      [line('organic'), line('ads')],
      (l) => `${l.name} ${l.shape}`,
      'Place',
    );
    expect(option.yAxis).toMatchObject({ inverse: true, min: 1 });
    const series = option.series as { name: string; data: unknown[]; lineStyle: { type: string } }[];
    expect(series.map((s) => [s.name, s.lineStyle.type])).toEqual([
      ['akku organic', 'solid'],
      ['akku ads', 'dashed'],
    ]);
    const colors = (option.series as { itemStyle: { color: string } }[]).map((s) => s.itemStyle.color);
    expect(colors[0]).not.toBe(colors[1]);
    expect(series[0]?.data).toEqual([
      [1, 4],
      [2, null],
    ]);
  });
});
