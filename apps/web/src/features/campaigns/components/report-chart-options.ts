import type { ReportChart } from '@baylytics/contract/campaign-reports';
import type { ChartOption } from '../../../app/chart/echart.tsx';
import { chartDay } from '../../../app/format/dates.ts';

/** The day a provisional stretch starts on, as a dashed line with its label (no colour alone). */
function provisionalLine(chart: ReportChart, label: string) {
  const from = chart.provisionalFrom;
  if (!from || !chart.categories.includes(from)) return undefined;
  return {
    symbol: 'none',
    lineStyle: { type: 'dashed' as const, color: '#868e96' },
    label: { formatter: label, position: 'insideEndTop' as const },
    data: [{ xAxis: chartDay(from) }],
  };
}

/** Two daily series over the report's days (DD.MM, UTC): bars on the left axis, a line on the right. */
export function reportChartOption(
  chart: ReportChart,
  series: { bars: { name: string; values: number[] }; line: { name: string; values: number[] } },
  format: { bars: (value: number) => string; line: (value: number) => string },
  provisionalLabel: string,
): ChartOption {
  const markLine = provisionalLine(chart, provisionalLabel);
  return {
    grid: { left: 72, right: 72, top: 40, bottom: 40 },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => String(value),
      formatter: (params: unknown) => {
        const points = params as {
          axisValue: string;
          seriesIndex: number;
          marker: string;
          seriesName: string;
          value: number;
        }[];
        const head = points[0]?.axisValue ?? '';
        return [
          head,
          ...points.map(
            (p) =>
              `${p.marker}${p.seriesName}: ${p.seriesIndex === 0 ? format.bars(p.value) : format.line(p.value)}`,
          ),
        ].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: chart.categories.map(chartDay) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => format.bars(value) } },
      {
        type: 'value',
        axisLabel: { formatter: (value: number) => format.line(value) },
        splitLine: { show: false },
      },
    ],
    series: [
      { type: 'bar', name: series.bars.name, data: series.bars.values, ...(markLine && { markLine }) },
      {
        type: 'line',
        name: series.line.name,
        data: series.line.values,
        yAxisIndex: 1,
        showSymbol: chart.categories.length <= 1,
      },
    ],
  };
}
