import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ComponentPropsWithoutRef, type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmptyState, type LoadState, PageState } from './page-state.tsx';
import { Pager, type PagerProps } from './pager.tsx';
import type { ListSort } from './use-list-params.ts';
import { WindowedBody } from './windowed-body.tsx';

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
  /** Keep the cell on one line. */
  noWrap?: boolean;
}

export interface DataTableSelection<T> {
  /** Ids of the selected rows; rows of other pages stay selected while this page changes. */
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  canSelect?: (row: T) => boolean;
  /** The translated name of a row's check box (e.g. "Select item 123"). */
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T extends RowData> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowId: (row: T) => string;
  /** The translated name of the table for screen readers. */
  label: string;
  /** The first answer's state: loader, translated error, empty state with the next step. */
  state: LoadState;
  errorTitle: string;
  empty: EmptyState;
  /** The previous page stays visible, dimmed, while the next one loads. */
  isStale?: boolean;
  sort?: { value: ListSort; onChange: (sort: ListSort) => void };
  selection?: DataTableSelection<T>;
  pager?: PagerProps;
  /** The table scrolls inside a box this high, under a header that stays in view. */
  maxHeight?: number | string;
  /**
   * Only the rows in view are in the page (long lists; needs `maxHeight` and rows of one height).
   * `rowHeight` is the height of one row in pixels, measured once the rows are painted.
   */
  windowed?: { rowHeight: number };
  minWidth?: number;
  /** Attributes of a row's `tr` (a highlight, `aria-current`, a `data-` marker). */
  rowProps?: (row: T) => RowProps;
  /** Content above the table inside the frame (a toolbar acting on the selection, a legend). */
  toolbar?: ReactNode;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
type Features = typeof features;
const noRows: never[] = [];

function applied<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/**
 * The one data table of the web app, on TanStack Table (headless: sorting and selection state) drawn with
 * Mantine's table: sortable headers that ask the server, selection that survives paging, a sticky header and
 * windowed rows for long lists, the loading, error and empty states, and the pager with page sizes.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rowId, sort, selection } = props;
  const rows = (props.rows ?? noRows) as T[];

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: () => column.header,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: column.sortKey !== undefined,
      })),
    [columns],
  );
  const sorting = useMemo<SortingState>(() => {
    const column = columns.find((entry) => entry.sortKey === sort?.value.orderBy);
    return column && sort ? [{ id: column.id, desc: sort.value.direction === 'desc' }] : [];
  }, [columns, sort]);
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true])),
    [selection?.selected],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowId(row),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // A first click sorts ascending, whatever the column holds.
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [next] = applied(updater, sorting);
      const column = columns.find((entry) => entry.id === next?.id);
      if (next && column?.sortKey && sort)
        sort.onChange({ orderBy: column.sortKey, direction: next.desc ? 'desc' : 'asc' });
    },
    enableRowSelection: (row) => (selection ? (selection.canSelect?.(row.original) ?? true) : false),
    onRowSelectionChange: (updater) => {
      const next = applied(updater, rowSelection);
      selection?.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const columnOf = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const modelRows = table.getRowModel().rows;
  const columnCount = columns.length + (selection ? 1 : 0);

  const header = (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {selection && (
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectPage')}
                checked={rows.length > 0 && table.getIsAllRowsSelected()}
                indeterminate={!table.getIsAllRowsSelected() && table.getIsSomeRowsSelected()}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            </Table.Th>
          )}
          {group.headers.map((head) => {
            const column = columnOf.get(head.column.id);
            const direction = head.column.getIsSorted();
            const Icon =
              direction === 'asc'
                ? IconSortAscending
                : direction === 'desc'
                  ? IconSortDescending
                  : IconArrowsSort;
            return (
              <Table.Th
                key={head.id}
                w={column?.width}
                aria-sort={
                  head.column.getCanSort()
                    ? direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                style={{ textAlign: column?.align, whiteSpace: 'nowrap' }}
              >
                {head.column.getCanSort() ? (
                  <UnstyledButton
                    onClick={head.column.getToggleSortingHandler()}
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 4,
                      fontWeight: 600,
                      fontSize: 'inherit',
                    }}
                  >
                    {column?.header}
                    <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.4 }} />
                  </UnstyledButton>
                ) : (
                  column?.header
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      ))}
    </Table.Thead>
  );

  const renderRow = (index: number) => {
    const row = modelRows[index];
    if (!row) return null;
    const isSelected = row.getIsSelected();
    return (
      <Table.Tr
        key={row.id}
        aria-selected={selection ? isSelected : undefined}
        bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}
        {...props.rowProps?.(row.original)}
      >
        {selection && (
          <Table.Td>
            <Checkbox
              aria-label={selection.rowLabel(row.original)}
              checked={isSelected}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          </Table.Td>
        )}
        {row.getAllCells().map((cell) => {
          const column = columnOf.get(cell.column.id);
          return (
            <Table.Td
              key={cell.id}
              style={{ textAlign: column?.align, whiteSpace: column?.noWrap ? 'nowrap' : undefined }}
            >
              {column?.cell(row.original)}
            </Table.Td>
          );
        })}
      </Table.Tr>
    );
  };

  const body = props.windowed ? (
    <WindowedBody
      count={modelRows.length}
      rowHeight={props.windowed.rowHeight}
      columnCount={columnCount}
      scrollRef={scrollRef}
      renderRow={renderRow}
    />
  ) : (
    <Table.Tbody>{modelRows.map((_, index) => renderRow(index))}</Table.Tbody>
  );

  const tableElement = (
    <Table
      striped
      highlightOnHover
      verticalSpacing="xs"
      stickyHeader={props.maxHeight !== undefined}
      aria-label={props.label}
      aria-busy={props.isStale ?? false}
      style={{ opacity: props.isStale ? 0.6 : 1, minWidth: props.minWidth ?? 640 }}
    >
      {header}
      {body}
    </Table>
  );

  return (
    <PageState
      state={props.state}
      errorTitle={props.errorTitle}
      isEmpty={rows.length === 0}
      empty={props.empty}
    >
      {props.toolbar}
      {props.maxHeight !== undefined ? (
        <div ref={scrollRef} style={{ maxHeight: props.maxHeight, overflow: 'auto' }}>
          {tableElement}
        </div>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 640}>{tableElement}</Table.ScrollContainer>
      )}
      {props.pager && <Pager {...props.pager} />}
    </PageState>
  );
}
