import { formatAxisTime } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';

/** A chart's figures as a table: what a screen reader reads instead of the drawing. */
export interface ChartTable {
  /** The first column's heading is empty when the chart names its rows by its axis only. */
  columns: string[];
  rows: string[][];
}

type Item = unknown;
interface Series {
  type?: string;
  name?: string;
  data?: Item[];
}
interface Axis {
  type?: string;
  data?: unknown[];
  name?: string;
}

const firstOf = <T>(value: T | T[] | undefined): T | undefined => (Array.isArray(value) ? value[0] : value);

function itemValue(item: Item): unknown {
  if (item !== null && typeof item === 'object' && !Array.isArray(item) && 'value' in item) return item.value;
  return item;
}

/**
 * The rows of a chart option: one per category (or per x value where points carry their own), one column per
 * series; a pie's slices are rows of name and value. Numbers and times are written in the page's language.
 */
export function chartTable(option: { series?: unknown; xAxis?: unknown }, language: string): ChartTable {
  const series = (
    (Array.isArray(option.series) ? option.series : [option.series]) as (Series | undefined)[]
  ).filter((one): one is Series => Array.isArray(one?.data));
  const xAxis = firstOf(option.xAxis as Axis | Axis[] | undefined);
  const write = (value: unknown, isX = false): string => {
    if (typeof value === 'number')
      return isX && xAxis?.type === 'time' ? formatAxisTime(value, language) : formatNumber(value, language);
    if (value === null || value === undefined || value === '-') return '–';
    return String(value);
  };
  if (series.length > 0 && series.every((one) => one.type === 'pie')) {
    const rows = series.flatMap((one) =>
      (one.data ?? []).map((item) => [
        write(item !== null && typeof item === 'object' && 'name' in item ? item.name : ''),
        write(itemValue(item)),
      ]),
    );
    return { columns: ['', series[0]?.name ?? ''], rows };
  }
  const columns = ['', ...series.map((one) => one.name ?? '')];
  const categories = Array.isArray(xAxis?.data) ? xAxis.data : null;
  if (categories) {
    const rows = categories.map((category, index) => [
      write(itemValue(category), true),
      ...series.map((one) => write(itemValue(one.data?.[index]))),
    ]);
    return { columns, rows };
  }
  // Points that carry their own x: [x, y] pairs, merged by x across the series, in the order of x.
  const byX = new Map<string, { x: unknown; cells: string[] }>();
  series.forEach((one, column) => {
    for (const item of one.data ?? []) {
      const point = itemValue(item);
      if (!Array.isArray(point)) continue;
      const key = String(point[0]);
      const row = byX.get(key) ?? { x: point[0], cells: series.map(() => '–') };
      row.cells[column] = write(point[1]);
      byX.set(key, row);
    }
  });
  const rows = [...byX.values()]
    .sort((a, b) => (typeof a.x === 'number' && typeof b.x === 'number' ? a.x - b.x : 0))
    .map((row) => [write(row.x, true), ...row.cells]);
  return { columns, rows };
}
