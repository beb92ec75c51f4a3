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
