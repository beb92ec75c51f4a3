import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartFigures } from './chart-figures.ts';
import { chartRowHeading, chartTableRows } from './chart-table.ts';

/**
 * A chart's figures as a table, shown instead of the drawing when the user asks for it: one row per day,
 * time, month, range, category or slice (headed by the x axis's name, else by what the rows are), one column
 * per series. It keeps the chart's height and scrolls inside it.
 */
export function ChartFigureTable({
  figures,
  label,
  height,
}: {
  figures: ChartFigures;
  label: string;
  height: number;
}) {
  const { t } = useTranslation();
  return (
    // The scroll box takes the focus, so its rows can be scrolled with the keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by the keyboard.
    <section aria-label={label} tabIndex={0} style={{ maxHeight: height, overflow: 'auto' }}>
      <Table striped stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{chartRowHeading(figures, t)}</Table.Th>
            {figures.series.map((one, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two series may share a name; their order is fixed.
              <Table.Th key={index} scope="col" ta="right">
                {one.name || label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chartTableRows(figures).map(([name, ...cells], row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows follow the chart's data, by position.
            <Table.Tr key={row}>
              <Table.Th scope="row" fw="normal">
                {name}
              </Table.Th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: by position, as the columns above.
                <Table.Td key={index} ta="right">
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
