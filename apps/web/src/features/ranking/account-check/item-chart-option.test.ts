import type { GroupChartSeries } from '@baylytics/contract/account-check-charts';
import { describe, expect, it } from 'vitest';
import { groupChartOption, itemChartOption } from './item-chart-option.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const base = {
  marker: { enabled: false },
  tooltip: { valueDecimals: 0 },
  shape: null,
  lineWidth: 2,
} as const;

describe('itemChartOption', () => {
  it('draws the three BayScores on the place axis and the position score as columns', () => {
    const option = itemChartOption(
      [{ date: '2026-05-01', bayScore: 4.5, organicBayScore: 5, promotedBayScore: null, positionScore: 12 }],
      { bayScore: 'B', organicBayScore: 'O', promotedBayScore: 'P', positionScore: 'S', places: 'Pl' },
      (date) => date,
    );
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'line', name: 'B', data: [4.5], yAxisIndex: 0 }),
      expect.objectContaining({ type: 'line', name: 'O', data: [5] }),
      expect.objectContaining({ type: 'line', name: 'P', data: [null] }),
      expect.objectContaining({ type: 'bar', name: 'S', data: [12], yAxisIndex: 1 }),
    ]);
  });
});

describe('groupChartOption', () => {
  const series: GroupChartSeries[] = [
    {
      ...base,
      chartType: 'line',
      id: 'bayScore',
      name: 'accountCheck.groupChart.bayScore',
      data: [
        [day('2026-04-01'), 3],
        [day('2026-05-01'), 2],
      ],
      yAxis: 0,
      color: '#000',
    },
    {
      ...base,
      chartType: 'column',
      id: 'positionScore',
      name: 'accountCheck.groupChart.positionScore',
      data: [[day('2026-05-01'), 9]],
      yAxis: 1,
      color: '#ccc',
    },
    {
      ...base,
      chartType: 'line',
      id: 'keyword-1',
      name: 'led lampe',
      data: [[day('2026-05-01'), null]],
      yAxis: 0,
      color: '#00f',
    },
    {
      ...base,
      chartType: 'flags',
      id: 'seoSteps',
      name: 'accountCheck.groupChart.seoSteps',
      data: [{ x: day('2026-04-20'), title: 'Titel', text: 'neu' }],
      yAxis: 0,
      color: '#f80',
      shape: 'flag',
    },
  ];
  const translate = (name: string) =>
    name.startsWith('accountCheck.') ? `T:${name.split('.').pop()}` : name;
  const option = groupChartOption(series, { places: 'Platz', positionScore: 'Score' }, translate, 7);

  it('translates the named series, keeps keywords, and draws columns as bars', () => {
    const drawn = option.series as { name: string; type: string; yAxisIndex: number }[];
    expect(drawn.map((entry) => [entry.name, entry.type, entry.yAxisIndex])).toEqual([
      ['T:bayScore', 'line', 0],
      ['T:positionScore', 'bar', 1],
      ['led lampe', 'line', 0],
    ]);
  });
  it('marks the SEO steps on the first line', () => {
    const first = (option.series as { markLine?: { data: unknown[] } }[])[0];
    expect(first?.markLine?.data).toEqual([{ xAxis: day('2026-04-20'), name: 'Titel' }]);
  });
  it('opens on the last 7 days', () => {
    const [slider] = option.dataZoom as { startValue: number; endValue: number }[];
    expect(slider?.endValue).toBe(day('2026-05-01'));
    expect(slider?.startValue).toBe(day('2026-04-25'));
  });
});
