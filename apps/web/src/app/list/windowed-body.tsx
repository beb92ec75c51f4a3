import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

/** Rows rendered beyond each edge of the box, so a fast scroll shows rows before the next render lands. */
const overscanRows = 10;

/**
 * A table body with only the rows in view in the page (TanStack Virtual); spacer rows above and below keep the
 * scroll height of the whole list, so the scroll bar and the keyboard behave as with every row present.
 */
export function WindowedBody({
  count,
  rowHeight,
  columnCount,
  scrollRef,
  renderRow,
}: {
  count: number;
  rowHeight: number;
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (index: number) => ReactNode;
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: overscanRows,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Table.Tbody>
      {before > 0 && (
        <tr aria-hidden style={{ height: before }}>
          <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((item) => renderRow(item.index))}
      {after > 0 && (
        <tr aria-hidden style={{ height: after }}>
          <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
        </tr>
      )}
    </Table.Tbody>
  );
}
