import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../api-error-message.ts';
import { type DataColumn, DataRow, GroupRow, type RowProps } from './data-rows.tsx';
import classes from './data-table.module.css';
import { type EmptyState, type LoadState, PageState } from './page-state.tsx';
import { Pager, type PagerProps } from './pager.tsx';
import { linesOf } from './table-lines.ts';
import type { ListSort } from './use-list-params.ts';
import { WindowedBody } from './windowed-body.tsx';

export type { DataColumn, RowProps } from './data-rows.tsx';

export interface DataTableSelection<T> {
  /** Ids of the selected rows; rows of other pages stay selected while this page changes. */
  selected: ReadonlySet<string>;
  /**
   * The rows the header's box selects and clears, with its name: by default this page; a screen that pages
   * on the client may give every row its filter shows.
   */
  all?: { rows: readonly T[]; label: string };
  onChange: (selected: Set<string>) => void;
  canSelect?: (row: T) => boolean;
  /** The translated name of a row's check box (e.g. "Select item 123"). */
  rowLabel: (row: T) => string;
}

/**
 * Rows shown in groups: each group is a header row spanning every column (the group's own content and actions),
 * followed by its member rows, which the columns draw like any other row.
 */
export interface DataTableGroups<T, G> {
  /** The groups in order; `undefined` while the first answer loads. */
  of: readonly G[] | undefined;
  groupId: (group: G) => string;
  rowsOf: (group: G) => readonly T[];
  /** What the group's header row shows. Pass a stable function: the header is drawn again only when it changes. */
  header: (group: G) => ReactNode;
  /** Attributes of the header's `tr` (a background, a `data-` marker). */
  headerProps?: (group: G) => RowProps;
}

/** Either plain rows or rows in groups. */
type DataTableRows<T, G> =
  | { rows: readonly T[] | undefined; groups?: never }
  | { rows?: never; groups: DataTableGroups<T, G> };

export type DataTableProps<T, G = never> = DataTableOptions<T> & DataTableRows<T, G>;

interface DataTableOptions<T> {
  columns: readonly DataColumn<T>[];
  rowId: (row: T) => string;
  /** The translated name of the table for screen readers. */
  label: string;
  /** The first answer's state: loader, translated error, empty state with the next step. */
  state: LoadState;
  errorTitle: string;
  errorMessage?: (error: unknown) => Message;
  empty: EmptyState;
  /** The previous page stays visible, dimmed, while the next one loads. */
  isStale?: boolean;
  sort?: { value: ListSort; onChange: (sort: ListSort) => void };
  selection?: DataTableSelection<T>;
  pager?: PagerProps;
  /** The table scrolls inside a box this high, under a header that stays in view. */
  maxHeight?: number | string;
  /**
   * Only the rows in view are in the page (long lists, rows of one height): inside the `maxHeight` box, or
   * else as the page scrolls. `rowHeight` is the height of one row in pixels; `isFixed` says every row has
   * exactly that height (set by `rowProps`), so no painted row is measured; `overscan` is how many rows beyond
   * each edge of the view are in the page as well (10 unless set).
   */
  windowed?: { rowHeight: number; isFixed?: boolean; overscan?: number };
  minWidth?: number;
  /** Attributes of a row's `tr` (a highlight, `aria-current`, a `data-` marker). */
  rowProps?: (row: T) => RowProps;
  /** Content above the table inside the frame (a toolbar acting on the selection, a legend). */
  toolbar?: ReactNode;
  /** A performance mark set once the rows are painted and the page takes input again (benches, tests). */
  readyMark?: string;
}

const noRows: never[] = [];

/** From this many lines on, a keyboard user can skip the table's controls to what follows it (WCAG 2.4.1). */
const skippableLines = 11;

/**
 * The one data table of the web app, drawn with Mantine's table: sortable headers that ask the server,
 * selection that survives paging, a sticky header and windowed rows (TanStack Virtual) for long lists, the
 * loading, error and empty states, and the pager with page sizes.
 */
export function DataTable<T, G = never>(props: DataTableProps<T, G>) {
  const { t } = useTranslation();
  const { columns, rowId, sort, selection, groups } = props;
  const groupList = groups?.of;
  const rowsOf = groups?.rowsOf;
  // Only a grouped table builds lines; plain rows are read by index, as many as there are.
  const lines = useMemo(() => (groupList && rowsOf ? linesOf(groupList, rowsOf) : null), [groupList, rowsOf]);
  const rows = useMemo(
    () => (lines ? lines.flatMap((line) => (line.kind === 'row' ? [line.row] : [])) : (props.rows ?? noRows)),
    [lines, props.rows],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const columnCount = columns.length + (selection ? 1 : 0);
  const { readyMark } = props;
  const endId = useId();

  useEffect(() => {
    if (!readyMark || rows.length === 0) return;
    // After the next frame is painted and the main thread is free again: the table answers input.
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark(readyMark)));
    return () => cancelAnimationFrame(frame);
  }, [rows, readyMark]);

  const isSelectable = (row: T) => (selection ? (selection.canSelect?.(row) ?? true) : false);
  const selectable = selection ? (selection.all?.rows ?? rows).filter(isSelectable) : [];
  const selectedHere = selection ? selectable.filter((row) => selection.selected.has(rowId(row))).length : 0;
  const isPageSelected = selectable.length > 0 && selectedHere === selectable.length;
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of selectable) {
      if (isPageSelected) next.delete(rowId(row));
      else next.add(rowId(row));
    }
    selection.onChange(next);
  };
  /** A click sorts by the column, ascending first; a second click turns the direction. */
  const sortBy = (key: string) => {
    if (!sort) return;
    const isSorted = sort.value.orderBy === key;
    sort.onChange({ orderBy: key, direction: isSorted && sort.value.direction === 'asc' ? 'desc' : 'asc' });
  };

  // The header is drawn again only when what it shows changes, not on every tick of a row's box.
  const handlers = useRef({ togglePage, sortBy });
  handlers.current = { togglePage, sortBy };
  const hasSelection = selection !== undefined;
  const allLabel = selection?.all?.label ?? t('list.selectPage');
  const isSomeSelected = selectedHere > 0;
  const sortValue = sort?.value;
  const hasSort = sort !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers are read through their ref
  const header = useMemo(
    () => (
      <Table.Thead>
        <Table.Tr>
          {hasSelection && (
            <Table.Th w={40}>
              <Checkbox
                aria-label={allLabel}
                checked={isPageSelected}
                indeterminate={!isPageSelected && isSomeSelected}
                onChange={() => handlers.current.togglePage()}
              />
            </Table.Th>
          )}
          {columns.map((column) => {
            const isSortable = column.sortKey !== undefined && hasSort;
            const direction =
              isSortable && sort?.value.orderBy === column.sortKey ? sort.value.direction : null;
            const Icon =
              direction === 'asc'
                ? IconSortAscending
                : direction === 'desc'
                  ? IconSortDescending
                  : IconArrowsSort;
            return (
              <Table.Th
                key={column.id}
                w={column.width}
                aria-sort={
                  isSortable
                    ? direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                style={{ textAlign: column.align, whiteSpace: 'nowrap', minWidth: column.minWidth }}
              >
                {isSortable && column.sortKey ? (
                  <UnstyledButton
                    onClick={() => column.sortKey && handlers.current.sortBy(column.sortKey)}
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 4,
                      fontWeight: 600,
                      fontSize: 'inherit',
                    }}
                  >
                    {column.header}
                    <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.4 }} />
                  </UnstyledButton>
                ) : (
                  column.header
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
    ),
    [columns, hasSelection, allLabel, isPageSelected, isSomeSelected, sortValue, hasSort],
  );

  // The newest selection for the rows' one stable toggle: ticking a box re-renders that row only.
  const latestSelection = useRef(selection);
  latestSelection.current = selection;
  const onToggleRow = useCallback((id: string) => {
    const current = latestSelection.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    current.onChange(next);
  }, []);

  const lineCount = lines ? lines.length : rows.length;
  const renderLine = (index: number, measure?: (row: HTMLTableRowElement | null) => void) => {
    const line = lines ? lines[index] : undefined;
    if (line?.kind === 'group' && groups) {
      return (
        <GroupRow
          key={`group:${groups.groupId(line.group)}`}
          group={line.group}
          header={groups.header}
          headerProps={groups.headerProps}
          columnCount={columnCount}
          rowIndex={props.windowed ? index + 2 : undefined}
          index={index}
          measure={measure}
        />
      );
    }
    const row = line?.kind === 'row' ? line.row : rows[index];
    if (row === undefined) return null;
    const ordinal = line?.kind === 'row' ? line.ordinal : index;
    const id = rowId(row);
    return (
      <DataRow
        key={id}
        id={id}
        row={row}
        columns={columns}
        isSelected={selection?.selected.has(id) ?? false}
        selectLabel={selection ? selection.rowLabel(row) : null}
        canSelect={isSelectable(row)}
        onToggle={onToggleRow}
        rowProps={props.rowProps}
        isOdd={ordinal % 2 === 0}
        rowIndex={props.windowed ? index + 2 : undefined}
        index={index}
        measure={measure}
      />
    );
  };
  const body = props.windowed ? (
    <WindowedBody
      count={lineCount}
      rowHeight={props.windowed.rowHeight}
      isFixed={props.windowed.isFixed ?? false}
      overscan={props.windowed.overscan}
      columnCount={columnCount}
      scrollRef={props.maxHeight === undefined ? undefined : scrollRef}
      renderRow={renderLine}
    />
  ) : (
    <Table.Tbody>{Array.from({ length: lineCount }, (_, index) => renderLine(index))}</Table.Tbody>
  );

  const tableElement = (
    <Table
      verticalSpacing="xs"
      stickyHeader={props.maxHeight !== undefined}
      aria-label={props.label}
      // A windowed table holds only some rows: assistive technology reads the whole table's size.
      aria-rowcount={props.windowed ? lineCount + 1 : undefined}
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
      errorMessage={props.errorMessage}
      isEmpty={lineCount === 0}
      empty={props.empty}
    >
      {props.toolbar}
      {lineCount >= skippableLines && (
        <a
          href={`#${endId}`}
          className={classes.skip}
          onClick={(event) => {
            // The focus moves, the address stays: the screen's state lives in its query.
            event.preventDefault();
            document.getElementById(endId)?.focus();
          }}
        >
          {t('list.skipTable', { label: props.label })}
        </a>
      )}
      {props.maxHeight !== undefined ? (
        <div ref={scrollRef} style={{ maxHeight: props.maxHeight, overflow: 'auto' }}>
          {tableElement}
        </div>
      ) : (
        // The browser's own scrolling with a thin bar in the scroll area's colours, not Mantine's scroll area with
        // its own bars, observers and elements around every table.
        <Table.ScrollContainer type="native" className={classes.scroll} minWidth={props.minWidth ?? 640}>
          {tableElement}
        </Table.ScrollContainer>
      )}
      {lineCount >= skippableLines && (
        <span id={endId} tabIndex={-1} className={classes.skip}>
          {t('list.tableEnd', { label: props.label })}
        </span>
      )}
      {props.pager && <Pager {...props.pager} />}
    </PageState>
  );
}
