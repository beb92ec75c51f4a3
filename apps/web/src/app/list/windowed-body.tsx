import { Table } from '@mantine/core';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** Rows rendered beyond each edge of the view, so a fast scroll shows rows before the next render lands. */
const defaultOverscan = 10;

/**
 * Rows assumed in view before the scroll box is measured: a box that mounts with its first rows (a list that
 * was empty) paints them at once rather than waiting on the first measurement to ask for another render.
 */
const assumedRowsInView = 20;

interface WindowedBodyProps {
  count: number;
  rowHeight: number;
  /** Every row is exactly `rowHeight` high: none is measured (no layout read while the rows mount). */
  isFixed: boolean;
  /** Rows beyond each edge of the view that are in the page as well. */
  overscan?: number;
  columnCount: number;
  /** The scroll box the table sits in; without one, the page itself scrolls through the rows. */
  scrollRef?: RefObject<HTMLDivElement | null>;
  /** `measure` is the row's ref: the virtualizer reads each painted row's real height. */
  renderRow: (index: number, measure?: (row: HTMLTableRowElement | null) => void) => ReactNode;
}

/**
 * A table body with only the rows in view in the page (TanStack Virtual); spacer rows above and below keep the
 * height of the whole list, so the scroll bar, the page's own scrolling and the keyboard behave as with every
 * row present.
 */
export function WindowedBody(props: WindowedBodyProps) {
  return props.scrollRef ? <BoxWindowedBody {...props} /> : <PageWindowedBody {...props} />;
}

function BoxWindowedBody({
  count,
  rowHeight,
  isFixed,
  overscan = defaultOverscan,
  columnCount,
  scrollRef,
  renderRow,
}: WindowedBodyProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef?.current ?? null,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: rowHeight * assumedRowsInView },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Table.Tbody>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) => renderRow(item.index, isFixed ? undefined : virtualizer.measureElement))}
      <Spacer height={after} columnCount={columnCount} />
    </Table.Tbody>
  );
}

function PageWindowedBody({
  count,
  rowHeight,
  isFixed,
  overscan = defaultOverscan,
  columnCount,
  renderRow,
}: WindowedBodyProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the list starts on the page; content above it (forms, filters) moves it.
  const [offset, setOffset] = useState(0);
  // Measured when the list changes and as the page scrolls or resizes (the layout is read then anyway),
  // not on every render: a tick of a row's box must not force a layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new row count moves what follows the list
  useLayoutEffect(() => {
    const measure = () => {
      const top = bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 0;
      setOffset((current) => (Math.abs(top - current) >= 1 ? top : current));
    };
    measure();
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [count]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset);
  return (
    <Table.Tbody ref={bodyRef}>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) => renderRow(item.index, isFixed ? undefined : virtualizer.measureElement))}
      <Spacer height={after} columnCount={columnCount} />
    </Table.Tbody>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
