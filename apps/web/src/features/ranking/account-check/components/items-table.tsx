import type { RankingItem, RankingSortColumn, StarColor } from '@baylytics/contract/account-check';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import type { TableSort } from '../filters.ts';
import { ItemRow, type ItemRowProps } from './item-row.tsx';
import { SortableHeader } from './sortable-header.tsx';

type RowHandlers = Omit<ItemRowProps, 'item' | 'starColors' | 'isSelected'>;

interface ItemsTableProps extends RowHandlers {
  items: RankingItem[];
  starColors: StarColor[];
  selected: ReadonlySet<number>;
  onSelectAll: (isSelected: boolean) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  isStale: boolean;
}

/** Column headers in table order: a sort column where the server sorts by it, else plain text. */
const columns: readonly { key: string; sortBy?: RankingSortColumn; align?: 'right' }[] = [
  { key: 'image' },
  { key: 'itemNumber', sortBy: 'itemNumber' },
  { key: 'sku', sortBy: 'sku' },
  { key: 'title', sortBy: 'title' },
  { key: 'category', sortBy: 'category' },
  { key: 'starColor', sortBy: 'starColor' },
  { key: 'optimized', sortBy: 'isOptimized' },
  { key: 'video' },
  { key: 'variant' },
  { key: 'tracking' },
  { key: 'reviews', sortBy: 'averageReview' },
  { key: 'promotion' },
  { key: 'yesterdayBayScore', sortBy: 'yesterdayBayScore', align: 'right' },
  { key: 'todayBayScore', sortBy: 'todayBayScore', align: 'right' },
  { key: 'yesterdayScore', sortBy: 'yesterdayScore', align: 'right' },
  { key: 'todayScore', sortBy: 'todayScore', align: 'right' },
];

/** The account check's listings, one page, sorted by the server (spec 001 §2.1). */
export function ItemsTable({
  items,
  starColors,
  selected,
  onSelectAll,
  sort,
  onSort,
  isStale,
  ...handlers
}: ItemsTableProps) {
  const { t } = useTranslation();
  const selectedOnPage = items.filter((item) => selected.has(item.itemNumber)).length;
  return (
    <TableFrame isStale={isStale} minWidth={1500}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Checkbox
              checked={items.length > 0 && selectedOnPage === items.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < items.length}
              onChange={(event) => onSelectAll(event.currentTarget.checked)}
              aria-label={t('accountCheck.table.selectAll')}
            />
          </Table.Th>
          {columns.map((column) => {
            const label = t(`accountCheck.columns.${column.key}`);
            if (!column.sortBy)
              return (
                <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                  {column.key === 'image' ? <VisuallyHidden>{label}</VisuallyHidden> : label}
                </Table.Th>
              );
            return (
              <SortableHeader
                key={column.key}
                column={column.sortBy}
                sort={sort}
                onSort={onSort}
                align={column.align ? 'right' : 'left'}
              >
                {label}
              </SortableHeader>
            );
          })}
          <Table.Th>
            <VisuallyHidden>{t('accountCheck.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <ItemRow
            key={`${item.sellerName}-${item.itemNumber}`}
            item={item}
            starColors={starColors}
            isSelected={selected.has(item.itemNumber)}
            {...handlers}
          />
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
