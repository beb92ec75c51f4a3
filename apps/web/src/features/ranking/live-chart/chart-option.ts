import type { LivePoint } from '@baylytics/contract/live-chart';
import type { ChartOption } from '../../../app/chart/echart.tsx';

export interface ChartLabels {
  position: string;
  sponsored: string;
  superPrice: string;
}

const minuteMs = 60_000;

// A place outside the first 200 is a gap in the line, not a dive to 0 at the top of the chart.
const placeOf = (point: LivePoint) => (point.position > 0 ? point.position : null);

/** Position over time, place 1 at the top; sponsored places and super prices as their own marked series. */
export function liveChartOption(points: readonly LivePoint[], labels: ChartLabels): ChartOption {
  const marked = (isMarked: (point: LivePoint) => boolean) =>
    points.filter((point) => isMarked(point) && point.position > 0).map((p) => [p.timestamp, p.position]);
  // Every place is a tick up to 20 places, so that no value on the axis is skipped.
  const lowest = Math.max(10, ...points.map((point) => point.position));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.position, labels.sponsored, labels.superPrice] },
    grid: { left: 48, right: 24, top: 48, bottom: 40 },
    // A minute either side, so that the first points do not sit in a two-day axis.
    xAxis: { type: 'time', min: (range) => range.min - minuteMs, max: (range) => range.max + minuteMs },
    // Place 1 at the top; at least places 1-10 so that one point does not fill the whole height.
    yAxis: {
      type: 'value',
      inverse: true,
      min: 1,
      max: (range) => Math.max(10, Math.ceil(range.max)),
      minInterval: 1,
      ...(lowest <= 20 ? { interval: 1 } : {}),
      axisLabel: { hideOverlap: false },
    },
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
