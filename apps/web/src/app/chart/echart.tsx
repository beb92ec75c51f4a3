import { Button, Group, useComputedColorScheme } from '@mantine/core';
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
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigureTable } from './chart-figure-table.tsx';
import { chartFigures, type GivenRowKind } from './chart-figures.ts';
import { chartSummary } from './chart-summary.ts';
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
 * `option` replaces the previous one (notMerge), so removed series disappear; `label` is the chart's title.
 * Screen readers read the drawing as an image named in words (title, range, each series' extremes and a line's
 * latest value); a button beside it shows the same figures as a table instead of the drawing, and back.
 * `rowKind` says what the x axis's categories are where they reach the chart already written (days, months,
 * ranges of values), so the table heads them so; time axes and ISO days say it themselves.
 */
export function EChart({
  option,
  height = 300,
  label,
  rowKind,
}: {
  option: ChartOption;
  height?: number;
  label: string;
  rowKind?: GivenRowKind;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const scheme = useComputedColorScheme('light');
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [isTable, setIsTable] = useState(false);
  const localized = useMemo(
    () => withDrawnLegend(localizedChartOption(option, language)),
    [option, language],
  );
  // The latest option, for a chart re-created when the colour scheme or the language changes.
  const latestOption = useRef(localized);
  latestOption.current = localized;
  const figures = useMemo(() => chartFigures(localized, language, rowKind), [localized, language, rowKind]);

  // Also re-created when the table gives the drawing back its place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isTable decides whether the container is there.
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
  }, [scheme, language, isTable]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...localized }, { notMerge: true });
  }, [localized]);

  return (
    // The figure holds the drawing or its table, and the button between them, under the chart's title.
    <figure aria-label={label} style={{ margin: 0 }}>
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => setIsTable((shown) => !shown)}>
          {isTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </Group>
      {isTable ? (
        <ChartFigureTable figures={figures} label={label} height={height} />
      ) : (
        <div
          ref={container}
          role="img"
          aria-label={chartSummary(figures, label, t)}
          style={{ width: '100%', height }}
        />
      )}
    </figure>
  );
}
