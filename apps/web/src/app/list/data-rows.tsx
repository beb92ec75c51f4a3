import { type ComponentPropsWithoutRef, memo, type ReactNode } from 'react';
import classes from './data-table.module.css';

/*
 * The data table's body rows, as plain elements styled like Mantine's table (see the CSS): each drawn again only
 * when what it shows changes.
 */

/** What a row may add to its `tr`. */
export type RowProps = Pick<ComponentPropsWithoutRef<'tr'>, 'style' | 'aria-current' | 'title'> & {
  [data: `data-${string}`]: string | boolean | undefined;
};

/** One column: its header, how a row shows in it, and how it sorts. */
export interface DataColumn<T> {
  id: string;
  /** The translated header. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The list's `orderBy` value when the server sorts by this column. */
  sortKey?: string;
  /** Numbers are right-aligned (STYLE: numbers right-aligned). */
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  minWidth?: number | string;
  /** Keep the cell on one line. */
  noWrap?: boolean;
}

export interface DataRowProps<T> {
  id: string;
  row: T;
  columns: readonly DataColumn<T>[];
  isSelected: boolean;
  /** The check box's name; `null` when the table has no selection. */
  selectLabel: string | null;
  canSelect: boolean;
  onToggle: (id: string) => void;
  rowProps?: (row: T) => RowProps;
  /** Odd rows (first, third, …) are striped; by index, so windowing does not shift the stripes. */
  isOdd: boolean;
  /** The row's place among all rows (header row 1) when only some rows are in the page. */
  rowIndex?: number;
  index: number;
  /** Set when the row is windowed: the virtualizer measures the painted row. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/** One row, drawn again only when its data, its selection or the columns change; plain elements (see the CSS). */
export const DataRow = memo(function DataRow<T>({
  id,
  row,
  columns,
  isSelected,
  selectLabel,
  canSelect,
  onToggle,
  rowProps,
  isOdd,
  rowIndex,
  index,
  measure,
}: DataRowProps<T>) {
  return (
    <tr
      ref={measure}
      data-index={index}
      className={classes.row}
      data-odd={isOdd || undefined}
      aria-rowindex={rowIndex}
      aria-selected={selectLabel === null ? undefined : isSelected}
      {...rowProps?.(row)}
    >
      {selectLabel !== null && (
        <td className={classes.cell}>
          <input
            type="checkbox"
            className={classes.check}
            aria-label={selectLabel}
            checked={isSelected}
            disabled={!canSelect}
            onChange={() => onToggle(id)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          className={classes.cell}
          // No style object where the column sets none: hundreds of cells mount with a page.
          style={
            column.align || column.noWrap
              ? { textAlign: column.align, whiteSpace: column.noWrap ? 'nowrap' : undefined }
              : undefined
          }
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;

export interface GroupRowProps<G> {
  group: G;
  header: (group: G) => ReactNode;
  headerProps?: (group: G) => RowProps;
  columnCount: number;
  rowIndex?: number;
  index: number;
  measure?: (row: HTMLTableRowElement | null) => void;
}

/** A group's header row: one cell across every column, drawn again only when its group or header changes. */
export const GroupRow = memo(function GroupRow<G>({
  group,
  header,
  headerProps,
  columnCount,
  rowIndex,
  index,
  measure,
}: GroupRowProps<G>) {
  return (
    <tr
      ref={measure}
      data-index={index}
      className={classes.groupRow}
      aria-rowindex={rowIndex}
      {...headerProps?.(group)}
    >
      <td className={classes.cell} colSpan={columnCount}>
        {header(group)}
      </td>
    </tr>
  );
}) as <G>(props: GroupRowProps<G>) => ReactNode;
