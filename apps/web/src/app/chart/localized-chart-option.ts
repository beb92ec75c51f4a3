import { formatAxisTime } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';

type Axis = { type?: string; axisLabel?: { formatter?: unknown } & Record<string, unknown> } & Record<
  string,
  unknown
>;
type AxisOption = Axis | Axis[] | undefined;

/**
 * ECharts writes axis numbers and times in its own style (`1,000`, English month names). Every chart goes through
 * this: value axes write numbers and time axes days and times in the page's language, and so do tooltips, unless
 * a chart set its own formatter.
 */
export function localizedChartOption<Option extends { xAxis?: unknown; yAxis?: unknown; tooltip?: unknown }>(
  option: Option,
  language: string,
): Option {
  const number = (value: number) => formatNumber(value, language);
  const labelOf = (axis: Axis, isY: boolean): Axis => {
    if (axis.axisLabel?.formatter) return axis;
    const type = axis.type ?? (isY ? 'value' : 'category');
    if (type === 'value' || type === 'log')
      return { ...axis, axisLabel: { ...axis.axisLabel, formatter: number } };
    if (type === 'time') {
      const formatter = (value: number) => formatAxisTime(value, language);
      return { ...axis, axisLabel: { ...axis.axisLabel, formatter } };
    }
    return axis;
  };
  const axesOf = (axes: AxisOption, isY: boolean): AxisOption => {
    if (!axes) return axes;
    return Array.isArray(axes) ? axes.map((axis) => labelOf(axis, isY)) : labelOf(axes, isY);
  };
  const tooltip = option.tooltip as (Record<string, unknown> & { valueFormatter?: unknown }) | undefined;
  const valueFormatter = (value: unknown) =>
    typeof value === 'number' ? number(value) : String(value ?? '–');
  return {
    ...option,
    xAxis: axesOf(option.xAxis as AxisOption, false),
    yAxis: axesOf(option.yAxis as AxisOption, true),
    ...(tooltip && !Array.isArray(tooltip) && !tooltip.valueFormatter
      ? { tooltip: { ...tooltip, valueFormatter } }
      : {}),
  };
}
