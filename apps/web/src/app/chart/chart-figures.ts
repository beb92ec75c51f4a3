import dayjs from 'dayjs';
import { formatDate, formatDateTime } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';

/** One series of a chart: its name, how it is drawn and its value at each row (null where it has none). */
export interface FigureSeries {
  name: string;
  type: string;
  /** The y axis it is drawn against, which says how its values are written. */
  axis: number;
  values: (number | null)[];
}

/**
 * A chart's figures read from its option: one row per category (or per x value where points carry their own,
 * in the order of x; a pie's slices by name), one column per series, each written in the page's language.
 */
export interface ChartFigures {
  /** What the rows are: points in time, a pie's parts, or the categories of the x axis. */
  rowKind: 'time' | 'part' | 'category';
  /** What names each row, written for the page (a day, a time, a category, a slice). */
  rows: string[];
  series: FigureSeries[];
  /** Writes a value as the y axis `axis` does (money as money, places as numbers). */
  write: (value: number, axis: number) => string;
}

interface Series {
  type?: string;
  name?: unknown;
  data?: unknown[];
  yAxisIndex?: number;
}
interface Axis {
  type?: string;
  data?: unknown[];
  axisLabel?: { formatter?: unknown };
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function itemValue(item: unknown): unknown {
  if (item !== null && typeof item === 'object' && !Array.isArray(item) && 'value' in item) return item.value;
  return item;
}

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** An x of a time axis: the day alone at midnight, the day and time otherwise. */
function writeTime(value: unknown, language: string): string {
  const date = dayjs(value as string | number);
  if (!date.isValid()) return String(value);
  const iso = date.toISOString();
  return date.hour() === 0 && date.minute() === 0 ? formatDate(iso, language) : formatDateTime(iso, language);
}

/** The figures of a chart option (see `ChartFigures`); series without data are left out. */
export function chartFigures(
  option: { series?: unknown; xAxis?: unknown; yAxis?: unknown },
  language: string,
): ChartFigures {
  const all = asList(option.series as Series | Series[] | undefined).filter((one) =>
    Array.isArray(one?.data),
  );
  const xAxis = asList(option.xAxis as Axis | Axis[] | undefined)[0];
  const yAxes = asList(option.yAxis as Axis | Axis[] | undefined);
  const write = (value: number, axis: number): string => {
    const formatter = yAxes[axis]?.axisLabel?.formatter;
    return typeof formatter === 'function' ? String(formatter(value, 0)) : formatNumber(value, language);
  };
  const writeX = (value: unknown): string => {
    if (xAxis?.type === 'time') return writeTime(value, language);
    if (typeof value === 'number') return formatNumber(value, language);
    return value === null || value === undefined ? '' : String(value);
  };
  const named = (one: Series): Omit<FigureSeries, 'values'> => ({
    name: typeof one.name === 'string' ? one.name : '',
    type: one.type ?? 'line',
    axis: one.yAxisIndex ?? 0,
  });
  // A series without a single value (no sponsored place in the window) has nothing to read.
  const drawn = (series: FigureSeries[]) =>
    series.filter((one) => one.values.some((value) => value !== null));

  if (all.length > 0 && all.every((one) => one.type === 'pie')) {
    const slices = all.flatMap((one) => one.data ?? []);
    return {
      rowKind: 'part',
      rows: slices.map((slice) =>
        slice !== null && typeof slice === 'object' && 'name' in slice ? String(slice.name) : '',
      ),
      series: drawn([
        { ...named(all[0] as Series), values: slices.map((slice) => asNumber(itemValue(slice))) },
      ]),
      write,
    };
  }
  const rowKind = xAxis?.type === 'time' ? 'time' : 'category';
  const categories = Array.isArray(xAxis?.data) ? xAxis.data : null;
  if (categories) {
    return {
      rowKind,
      rows: categories.map((category) => writeX(itemValue(category))),
      series: drawn(
        all.map((one) => ({
          ...named(one),
          values: categories.map((_, index) => asNumber(itemValue(one.data?.[index]))),
        })),
      ),
      write,
    };
  }
  // Points that carry their own x: [x, y] pairs, merged by x across the series, in the order of x.
  const byX = new Map<string, { x: unknown; values: (number | null)[] }>();
  all.forEach((one, column) => {
    for (const item of one.data ?? []) {
      const point = itemValue(item);
      if (!Array.isArray(point)) continue;
      const key = String(point[0]);
      const row = byX.get(key) ?? { x: point[0], values: all.map(() => null) };
      row.values[column] = asNumber(point[1]);
      byX.set(key, row);
    }
  });
  const order = (x: unknown) => (typeof x === 'number' ? x : dayjs(x as string).valueOf());
  const rows = [...byX.values()].sort((a, b) => order(a.x) - order(b.x));
  return {
    rowKind,
    rows: rows.map((row) => writeX(row.x)),
    series: drawn(
      all.map((one, column) => ({ ...named(one), values: rows.map((row) => row.values[column] ?? null) })),
    ),
    write,
  };
}
