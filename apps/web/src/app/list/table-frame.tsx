import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one table frame: compact, striped, scrolling sideways on narrow screens, dimmed while the next page
 * loads (the previous page stays visible meanwhile).
 */
export function TableFrame({
  isStale,
  minWidth = 640,
  children,
}: {
  isStale: boolean;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        style={{ opacity: isStale ? 0.6 : 1 }}
        aria-busy={isStale}
      >
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
