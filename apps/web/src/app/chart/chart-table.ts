import type { ChartFigures } from './chart-figures.ts';

/** A chart's figures as the rows of a table: the row's name, then each series' value ('–' where it has none). */
export function chartTableRows(figures: ChartFigures): string[][] {
  return figures.rows.map((row, index) => [
    row,
    ...figures.series.map((one) => {
      const value = one.values[index];
      return value === null || value === undefined ? '–' : figures.write(value, one.axis);
    }),
  ]);
}

/** The heading of the table's first column: the x axis's own name, else what the rows are (Tag, Day, Monat …). */
export function chartRowHeading(figures: ChartFigures, t: (key: string) => string): string {
  return figures.rowName ?? t(`chart.rowHeading.${figures.rowKind}`);
}
