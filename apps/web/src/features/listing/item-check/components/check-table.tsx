import { itemCheckPageSize } from '@baylytics/contract/listing-item-check';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';

/** The rows come with the check's answer: nothing of their own to load. */
const loaded = { isPending: false, isError: false, error: null };

/**
 * A table of the item check: the kit's data table over rows the answer brought, 25 to a page (spec 002 §9);
 * the pager shows once there is more than one page.
 */
export function CheckTable<T>({
  columns,
  rows,
  rowId,
  label,
  totalKey,
  emptyMessage,
}: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  label: string;
  totalKey: string;
  emptyMessage: string;
}) {
  const [pageIndex, setPageIndex] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / itemCheckPageSize));
  const page = Math.min(pageIndex, pages);
  const shown = rows.slice((page - 1) * itemCheckPageSize, page * itemCheckPageSize);
  return (
    <DataTable
      columns={columns}
      rows={shown}
      rowId={rowId}
      label={label}
      state={loaded}
      errorTitle={label}
      empty={{ message: emptyMessage }}
      pager={
        pages > 1
          ? {
              total: rows.length,
              pageIndex: page,
              pageSize: itemCheckPageSize,
              onPageChange: setPageIndex,
              totalKey,
            }
          : undefined
      }
    />
  );
}
