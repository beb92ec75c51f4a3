import { myRankingPageSize, type RankedItemGroup, type RankedKeyword } from '@baylytics/contract/my-ranking';
import { ActionIcon, Checkbox, Group, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { type DataColumn, DataTable, type RowProps } from '../../../../app/list/data-table.tsx';
import type { LoadState } from '../../../../app/list/page-state.tsx';
import { useUpdateRows } from '../api.ts';
import { type GroupAction, ItemGroupHeader } from './item-group-header.tsx';
import { KeywordActions, PremiumSwitch, SelectedBox } from './keyword-cells.tsx';
import { NotesPopover } from './notes-popover.tsx';
import { PositionCell } from './position-cell.tsx';

/** A keyword row with the item it belongs to (its item check link names the item). */
interface KeywordLine {
  itemNumber: number;
  keyword: RankedKeyword;
}

// One list of lines per group answer: a group the server sent unchanged keeps its lines, so its rows stay drawn.
const linesByGroup = new WeakMap<RankedItemGroup, KeywordLine[]>();
function linesOf(group: RankedItemGroup): KeywordLine[] {
  let lines = linesByGroup.get(group);
  if (!lines) {
    lines = group.keywords.map((keyword) => ({ itemNumber: group.itemNumber, keyword }));
    linesByGroup.set(group, lines);
  }
  return lines;
}
const groupId = (group: RankedItemGroup) => String(group.itemNumber);
const lineId = (line: KeywordLine) => String(line.keyword.id);
const lineProps = (line: KeywordLine): RowProps => ({ 'data-testid': `keyword-row-${line.keyword.id}` });
const groupProps = (group: RankedItemGroup): RowProps => ({
  'data-testid': `item-group-${group.itemNumber}`,
  style: { opacity: group.expired ? 0.6 : 1 },
});

interface RankingTableProps {
  groups: RankedItemGroup[] | undefined;
  total: number;
  state: LoadState;
  isStale: boolean;
  /** Whether a search narrows the list (the empty state then says nothing matches). */
  isSearching: boolean;
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
  onAction: (action: GroupAction, group: RankedItemGroup) => void;
  onRankingCheck: (itemNumber: number) => void;
  onChart: (row: RankedKeyword) => void;
}

/** Item groups with their keyword rows (spec 001 §2.3), 50 items a page. */
export function RankingTable(props: RankingTableProps) {
  const { t } = useTranslation();
  // The screen's handlers through a ref: the columns and group headers stay the same, so rows are not redrawn.
  const handlers = useRef(props);
  handlers.current = props;
  const onChart = useCallback((row: RankedKeyword) => handlers.current.onChart(row), []);
  const header = useCallback(
    (group: RankedItemGroup) => (
      <ItemGroupHeader
        group={group}
        onAction={(action, of) => handlers.current.onAction(action, of)}
        onRankingCheck={(itemNumber) => handlers.current.onRankingCheck(itemNumber)}
      />
    ),
    [],
  );
  const keywords = useMemo(() => (props.groups ?? []).flatMap((group) => group.keywords), [props.groups]);

  const columns = useMemo<DataColumn<KeywordLine>[]>(
    () => [
      {
        id: 'site',
        header: t('myRanking.columns.site'),
        cell: ({ keyword }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="xs" fw={700} c="dimmed" aria-hidden>
              {keyword.flag}
            </Text>
            <Text size="sm">{keyword.siteName}</Text>
          </Group>
        ),
      },
      {
        id: 'keywords',
        header: t('myRanking.columns.keywords'),
        cell: ({ keyword }) => (
          <Text size="sm" fw={500}>
            {keyword.keywords}
          </Text>
        ),
      },
      {
        id: 'notes',
        header: t('myRanking.columns.notes'),
        cell: ({ keyword }) => (
          <NotesPopover rowId={keyword.id} notes={keyword.notes} keyword={keyword.keywords} />
        ),
      },
      {
        id: 'premium',
        header: t('myRanking.columns.premium'),
        cell: ({ keyword }) => <PremiumSwitch row={keyword} />,
      },
      {
        id: 'position',
        header: t('myRanking.columns.position'),
        align: 'right',
        noWrap: true,
        cell: ({ keyword }) => (
          <PositionCell
            yesterday={keyword.position1}
            today={keyword.position2}
            yesterdayAds={keyword.position1ADS}
            todayAds={keyword.position2ADS}
          />
        ),
      },
      {
        id: 'chart',
        header: t('myRanking.columns.chart'),
        cell: ({ keyword }) => (
          <ActionIcon
            variant="subtle"
            aria-label={t('myRanking.row.chartFor', { keyword: keyword.keywords })}
            onClick={() => onChart(keyword)}
          >
            <IconChartLine size={16} />
          </ActionIcon>
        ),
      },
      {
        id: 'selected',
        header: <CheckAll keywords={keywords} />,
        cell: ({ keyword }) => <SelectedBox row={keyword} />,
      },
      {
        id: 'actions',
        header: t('myRanking.columns.actions'),
        cell: ({ itemNumber, keyword }) => <KeywordActions itemNumber={itemNumber} row={keyword} />,
      },
    ],
    [t, onChart, keywords],
  );

  return (
    <DataTable
      columns={columns}
      groups={{
        of: props.groups,
        groupId,
        rowsOf: linesOf,
        header,
        headerProps: groupProps,
      }}
      rowId={lineId}
      rowProps={lineProps}
      label={t('myRanking.tableLabel')}
      state={props.state}
      errorTitle={t('myRanking.loadError')}
      empty={
        props.isSearching
          ? { message: t('myRanking.emptySearch'), hint: t('myRanking.emptySearchHint') }
          : { message: t('myRanking.empty') }
      }
      isStale={props.isStale}
      minWidth={960}
      pager={{
        total: props.total,
        pageIndex: props.pageIndex,
        pageSize: myRankingPageSize,
        onPageChange: props.onPageChange,
        totalKey: 'myRanking.total',
      }}
    />
  );
}

/** The header's box: every keyword of the page selected, or none (the flag is saved per row, spec 001 §4). */
function CheckAll({ keywords }: { keywords: RankedKeyword[] }) {
  const { t } = useTranslation();
  const selection = useUpdateRows();
  const isAllSelected = keywords.length > 0 && keywords.every((row) => row.isSelected);
  return (
    <Checkbox
      checked={isAllSelected}
      indeterminate={!isAllSelected && keywords.some((row) => row.isSelected)}
      aria-label={t('myRanking.columns.checkAll')}
      onChange={() =>
        selection.mutate(
          Object.fromEntries(
            keywords.map((row) => [row.id, { isSelected: isAllSelected ? 'false' : 'true' }] as const),
          ),
          { onError: toastApiError },
        )
      }
    />
  );
}
