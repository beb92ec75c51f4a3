import type { RankedItemGroup, RankedKeyword } from '@baylytics/contract/my-ranking';
import { Checkbox, Table } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import { useUpdateRows } from '../api.ts';
import { type GroupAction, ItemGroupHeader } from './item-group-header.tsx';
import { KeywordRow } from './keyword-row.tsx';

const columns = ['site', 'keywords', 'notes', 'premium', 'position', 'chart', 'selected', 'actions'] as const;

/** Item groups with their keyword rows; the header checkbox selects every row of the page (spec 001 §4). */
export function RankingTable({
  groups,
  isStale,
  onAction,
  onRankingCheck,
  onChart,
}: {
  groups: RankedItemGroup[];
  isStale: boolean;
  onAction: (action: GroupAction, group: RankedItemGroup) => void;
  onRankingCheck: (itemNumber: number) => void;
  onChart: (row: RankedKeyword) => void;
}) {
  const { t } = useTranslation();
  const selection = useUpdateRows();
  const rows = groups.flatMap((g) => g.keywords);
  const isAllSelected = rows.length > 0 && rows.every((r) => r.isSelected);

  const onCheckAll = () =>
    selection.mutate(
      Object.fromEntries(rows.map((r) => [r.id, { isSelected: isAllSelected ? 'false' : 'true' }] as const)),
      { onError: toastApiError },
    );

  return (
    <TableFrame isStale={isStale} minWidth={960}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>
              {column === 'selected' ? (
                <Checkbox
                  checked={isAllSelected}
                  indeterminate={!isAllSelected && rows.some((r) => r.isSelected)}
                  aria-label={t('myRanking.columns.checkAll')}
                  onChange={onCheckAll}
                />
              ) : (
                t(`myRanking.columns.${column}`)
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Fragment key={group.itemNumber}>
            <ItemGroupHeader
              group={group}
              columns={columns.length}
              onAction={onAction}
              onRankingCheck={onRankingCheck}
            />
            {group.keywords.map((row) => (
              <KeywordRow key={row.id} itemNumber={group.itemNumber} row={row} onChart={onChart} />
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
