import type { ChartFigures } from './chart-figures.ts';

type Translate = (key: string, values: Record<string, unknown>) => string;

/**
 * What a chart shows in words, for screen readers: its title and range, then for each series its extremes, and
 * a line's latest value too (its rows run in time). Built from the same figures as the chart's table.
 */
export function chartSummary(figures: ChartFigures, title: string, t: Translate): string {
  const { rows, series, write } = figures;
  if (rows.length === 0 || series.length === 0) return t('chart.summary.empty', { title });
  // A row that ends the sentence with its own point (German days: `03.11.`) takes the place of the full stop.
  const sentenceEnd = (row: string) => row.replace(/\.$/, '');
  const parts = [
    figures.rowKind === 'part'
      ? t('chart.summary.parts', { title, count: rows.length })
      : rows.length === 1
        ? t('chart.summary.one', { title, at: sentenceEnd(rows[0] ?? '') })
        : t('chart.summary.range', { title, from: rows[0], to: sentenceEnd(rows[rows.length - 1] ?? '') }),
  ];
  for (const one of series) {
    let min = -1;
    let max = -1;
    let last = -1;
    one.values.forEach((value, index) => {
      if (value === null) return;
      if (min < 0 || value < (one.values[min] as number)) min = index;
      if (max < 0 || value > (one.values[max] as number)) max = index;
      last = index;
    });
    const figure = (index: number) => write(one.values[index] as number, one.axis);
    const values = {
      name: one.name || title,
      min: figure(min),
      minAt: rows[min],
      max: figure(max),
      maxAt: rows[max],
      last: figure(last),
      lastAt: rows[last],
    };
    parts.push(
      one.type === 'line' && figures.rowKind !== 'part'
        ? t('chart.summary.line', values)
        : t('chart.summary.extremes', values),
    );
  }
  return parts.join(' ');
}
