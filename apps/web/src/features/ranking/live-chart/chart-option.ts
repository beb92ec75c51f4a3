import type { LivePoint } from '@baylytics/contract/live-chart';
import type { ChartOption } from '../../../app/chart/echart.tsx';

export interface ChartLabels {
  position: string;
  sponsored: string;
  superPrice: string;
}

// A place outside the first 200 is a gap in the line, not a dive to 0 at the top of the chart.
const placeOf = (point: LivePoint) => (point.position > 0 ? point.position : null);

/** Position over time, place 1 at the top; sponsored places and super prices as their own marked series. */
export function liveChartOption(points: readonly LivePoint[], labels: ChartLabels): ChartOption {
  const marked = (isMarked: (point: LivePoint) => boolean) =>
    points.filter((point) => isMarked(point) && point.position > 0).map((p) => [p.timestamp, p.position]);
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.position, labels.sponsored, labels.superPrice] },
    grid: { left: 48, right: 24, top: 48, bottom: 48 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', inverse: true, min: 1, minInterval: 1, name: labels.position },
    series: [
      {
        name: labels.position,
        type: 'line',
        data: points.map((point) => [point.timestamp, placeOf(point)]),
        connectNulls: false,
        showSymbol: true,
      },
      {
        name: labels.sponsored,
        type: 'scatter',
        data: marked((point) => point.isAdv),
        symbolSize: 14,
        itemStyle: { color: '#f08c00' },
      },
      {
        name: labels.superPrice,
        type: 'scatter',
        symbol: 'diamond',
        data: marked((point) => point.isSuperPrice),
        symbolSize: 12,
        itemStyle: { color: '#2f9e44' },
      },
    ],
  };
}
