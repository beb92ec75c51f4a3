import type { RankingSortColumn } from '@baylytics/contract/account-check';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TableSort } from '../filters.ts';

interface SortableHeaderProps {
  column: RankingSortColumn;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  children: ReactNode;
  align?: 'left' | 'right';
}

/** A column header the server sorts by: a click sorts by it, a second click turns the direction. */
export function SortableHeader({ column, sort, onSort, children, align = 'left' }: SortableHeaderProps) {
  const isSorted = sort.orderBy === column;
  const Icon = isSorted
    ? sort.direction === 'asc'
      ? IconSortAscending
      : IconSortDescending
    : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: align, whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() =>
          onSort({ orderBy: column, direction: isSorted && sort.direction === 'asc' ? 'desc' : 'asc' })
        }
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 'inherit' }}
      >
        {children}
        <Icon size={14} aria-hidden style={{ opacity: isSorted ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
