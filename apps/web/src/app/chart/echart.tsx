import { useComputedColorScheme } from '@mantine/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import langDE from 'echarts/i18n/langDE-obj.js';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withDrawnLegend } from './drawn-legend.ts';
import { localizedChartOption } from './localized-chart-option.ts';

// Only the charts and parts the screens use, so the chart chunk stays small (ENGINEERING §3). SVG rather than a
// canvas: axis labels stay text that is sharp at any zoom, searchable and readable by tests.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  TitleComponent,
  MarkLineComponent,
  SVGRenderer,
]);
// ECharts' own words (zoom, month names) in German on German pages; English is built in.
echarts.registerLocale('DE', langDE);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | TitleComponentOption
  | MarkLineComponentOption
>;

/**
 * The one chart wrapper: an ECharts chart that follows its container's width and the colour scheme.
 * Axes and tooltips write numbers and times in the page's language (`localizedChartOption`).
 * `option` replaces the previous one (notMerge), so removed series disappear; `label` names the chart
 * for screen readers and tests.
 */
export function EChart({
  option,
  height = 300,
  label,
}: {
  option: ChartOption;
  height?: number;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const scheme = useComputedColorScheme('light');
  const { i18n } = useTranslation();
  const language = i18n.language;
  const localized = useMemo(
    () => withDrawnLegend(localizedChartOption(option, language)),
    [option, language],
  );
  // The latest option, for a chart re-created when the colour scheme or the language changes.
  const latestOption = useRef(localized);
  latestOption.current = localized;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = echarts.init(element, scheme === 'dark' ? 'dark' : undefined, {
      renderer: 'svg',
      locale: language === 'en' ? 'EN' : 'DE',
    });
    chart.current = instance;
    instance.setOption({ backgroundColor: 'transparent', ...latestOption.current });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [scheme, language]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...localized }, { notMerge: true });
  }, [localized]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
