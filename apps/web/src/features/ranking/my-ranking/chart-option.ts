import type { ChartSeries } from '@baylytics/contract/my-ranking';
import type { ChartOption } from '../../../app/chart/echart.tsx';

const sponsoredColor = '#f08c00';

/**
 * The ECharts option of keyword position lines: places on an inverted axis (1 at the top), time on x, a
 * zoom slider; advertised lines dashed. `labelOf` names a line in the page's language.
 */
export function positionChartOption(
  series: readonly ChartSeries[],
  labelOf: (line: ChartSeries) => string,
  axisName: string,
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 64 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', inverse: true, min: 1, name: axisName, minInterval: 1 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8 }],
    series: series.map((line) => ({
      type: 'line',
      id: line.id,
      name: labelOf(line),
      data: line.data.map(([at, place]) => [at, place]),
      connectNulls: false,
      showSymbol: line.marker.enabled,
      lineStyle: { width: line.lineWidth, type: line.shape === 'ads' ? 'dashed' : 'solid' },
      // A keyword's advertised line in orange, apart from the organic one's colour (dashed as well).
      itemStyle: { color: line.shape === 'ads' ? sponsoredColor : line.color },
    })),
  };
}
