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
 * What a chart's rows are: days, points in time, months, ranges of values, a pie's parts, or other categories of
 * the x axis. The table's first column is headed by it (`chart.rowHeading`), unless the x axis has a name.
 */
export type RowKind = 'day' | 'time' | 'month' | 'range' | 'part' | 'category';

/** Rows a chart names itself, for categories it writes before they reach the chart ('27.11', 'Nov 2026'). */
export type GivenRowKind = Extract<RowKind, 'day' | 'month' | 'range'>;

/**
 * A chart's figures read from its option: one row per category (or per x value where points carry their own,
 * in the order of x; a pie's slices by name), one column per series, each written in the page's language.
 */
export interface ChartFigures {
  rowKind: RowKind;
  /** The x axis's own name, when the chart gives it one: it heads the rows instead of the row kind. */
  rowName?: string;
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
  name?: unknown;
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

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const isMidnight = (value: unknown): boolean => {
  const date = dayjs(value as string | number);
  return date.isValid() && date.hour() === 0 && date.minute() === 0;
};

/**
 * What the rows of a chart with an x axis are: what the chart says, else days where a time axis holds only
 * midnights or the categories are ISO days, points in time on any other time axis, else categories.
 */
function rowKindOf(axis: Axis | undefined, xs: unknown[], given: GivenRowKind | undefined): RowKind {
  if (given) return given;
  if (axis?.type === 'time') return xs.every(isMidnight) ? 'day' : 'time';
  const isDays = xs.length > 0 && xs.every((x) => typeof x === 'string' && isoDay.test(x));
  return isDays ? 'day' : 'category';
}

/**
 * The figures of a chart option (see `ChartFigures`); series without data are left out. `rowKind` is what the
 * chart says its categories are, where the option cannot tell (days or months written as text).
 */
export function chartFigures(
  option: { series?: unknown; xAxis?: unknown; yAxis?: unknown },
  language: string,
  rowKind?: GivenRowKind,
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
  const rowName = typeof xAxis?.name === 'string' && xAxis.name !== '' ? { rowName: xAxis.name } : {};
  const categories = Array.isArray(xAxis?.data) ? xAxis.data : null;
  if (categories) {
    return {
      rowKind: rowKindOf(xAxis, categories.map(itemValue), rowKind),
      ...rowName,
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
    rowKind: rowKindOf(
      xAxis,
      rows.map((row) => row.x),
      rowKind,
    ),
    ...rowName,
    rows: rows.map((row) => writeX(row.x)),
    series: drawn(
      all.map((one, column) => ({ ...named(one), values: rows.map((row) => row.values[column] ?? null) })),
    ),
    write,
  };
}
