import type { GroupChartSeries, ItemScorePoint } from '@baylytics/contract/account-check-charts';
import type { ChartOption } from '../../../app/chart/echart.tsx';

const dayMs = 86_400_000;

/** All, organic and promoted BayScore each in a colour of its own; promoted in the orange of sponsored places. */
export const lineColors = { bayScore: '#1c7ed6', organic: '#2f9e44', promoted: '#f08c00' } as const;

/** Places: lower is better, so the axis runs from 1 at the top down. */
const placeAxis = (name: string) => ({ type: 'value' as const, name, inverse: true, min: 1 });
const scoreAxis = (name: string) => ({ type: 'value' as const, name, min: 0, splitLine: { show: false } });

/** The item chart: BayScore (all, organic, promoted) per day on the place axis, the position score as columns. */
export function itemChartOption(
  points: readonly ItemScorePoint[],
  names: {
    bayScore: string;
    organicBayScore: string;
    promotedBayScore: string;
    positionScore: string;
    places: string;
  },
  formatDay: (isoDate: string) => string,
): ChartOption {
  const days = points.map((point) => formatDay(point.date));
  const line = (name: string, data: (number | null)[], color: string) =>
    ({
      type: 'line',
      name,
      yAxisIndex: 0,
      data,
      connectNulls: false,
      showSymbol: true,
      itemStyle: { color },
    }) as const;
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 56, right: 56, top: 32, bottom: 64 },
    xAxis: { type: 'category', data: days },
    yAxis: [placeAxis(names.places), scoreAxis(names.positionScore)],
    series: [
      line(
        names.bayScore,
        points.map((point) => point.bayScore),
        lineColors.bayScore,
      ),
      line(
        names.organicBayScore,
        points.map((point) => point.organicBayScore),
        lineColors.organic,
      ),
      line(
        names.promotedBayScore,
        points.map((point) => point.promotedBayScore),
        lineColors.promoted,
      ),
      {
        type: 'bar',
        name: names.positionScore,
        yAxisIndex: 1,
        data: points.map((point) => point.positionScore),
        itemStyle: { opacity: 0.35 },
      },
    ],
  };
}

type Point = [number, number | null];
const isLinePoints = (data: GroupChartSeries['data']): data is Point[] =>
  data.every((entry) => Array.isArray(entry));

/**
 * The group chart (spec 001 §2.1, §9): BayScore and keyword places as lines on the place axis, the position
 * score as columns, SEO steps as marked days on the first line; opens on the last 7 days, zoomable to all.
 * `translate` turns the server's series names that are translation keys into text; keywords stay as they are.
 */
export function groupChartOption(
  series: readonly GroupChartSeries[],
  names: { places: string; positionScore: string },
  translate: (name: string) => string,
  openDays: number,
): ChartOption {
  const times = series.flatMap((entry) => (isLinePoints(entry.data) ? entry.data.map(([time]) => time) : []));
  const last = times.length > 0 ? Math.max(...times) : 0;
  const steps = series.flatMap((entry) => (isLinePoints(entry.data) ? [] : entry.data));
  const drawn = series.filter((entry) => entry.chartType !== 'flags');
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 56, right: 56, top: 32, bottom: 96 },
    xAxis: { type: 'time' },
    yAxis: [placeAxis(names.places), scoreAxis(names.positionScore)],
    dataZoom: [
      { type: 'slider', bottom: 32, startValue: last - (openDays - 1) * dayMs, endValue: last },
      { type: 'inside' },
    ],
    series: drawn.map((entry, index) => {
      const data = isLinePoints(entry.data) ? entry.data : [];
      const common = {
        id: entry.id,
        name: translate(entry.name),
        yAxisIndex: entry.yAxis,
        data,
        color: entry.color,
      };
      if (entry.chartType === 'column')
        return { ...common, type: 'bar' as const, itemStyle: { opacity: 0.5 } };
      return {
        ...common,
        type: 'line' as const,
        lineStyle: { width: entry.lineWidth },
        showSymbol: entry.marker.enabled,
        // The SEO steps hang on the first line as marked days with their flag.
        ...(index === 0 && steps.length > 0
          ? {
              markLine: {
                symbol: 'none',
                lineStyle: { color: '#fd7e14', type: 'dashed' as const },
                label: { formatter: '{b}' },
                data: steps.map((step) => ({ xAxis: step.x, name: step.title })),
              },
            }
          : {}),
      };
    }),
  };
}
