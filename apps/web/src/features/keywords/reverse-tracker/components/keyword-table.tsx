import type { CheckKeyword } from '@baylytics/contract/reverse-tracker';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Progress, Table, Text, Tooltip } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../app/data-table/table-frame.tsx';
import { formatDateTime } from '../../../../app/format/dates.ts';
import { marketplaceSearchUrl, positionColorOf } from '../position-band.ts';

/** Marks the moment the table's rows are painted and the page takes input again (docs/performance.md). */
export const tableReadyMark = 'reverse-tracker:table-ready';

const itemOfColors = { myself: 'green', competitor: 'blue' } as const;

function ItemOfMarker({ itemOf }: { itemOf: CheckKeyword['itemOf'] }) {
  const { t } = useTranslation();
  const sides = itemOf === 'both' ? (['myself', 'competitor'] as const) : [itemOf];
  return (
    <Group
      gap={3}
      wrap="nowrap"
      aria-label={t(`reverseTracker.itemOf.${itemOf}`)}
      title={t(`reverseTracker.itemOf.${itemOf}`)}
    >
      {sides.map((side) => (
        <span
          key={side}
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: 5,
            background: `var(--mantine-color-${itemOfColors[side]}-6)`,
          }}
        />
      ))}
    </Group>
  );
}

/** A place on the colour scale; 0 (not ranked) is blank. */
export function PositionBadge({ position }: { position: number }) {
  const color = positionColorOf(position);
  if (!color) return null;
  return (
    <Badge color={color} variant="light" radius="sm" miw={40}>
      {position}
    </Badge>
  );
}

interface RowProps {
  row: CheckKeyword;
  index: number;
  isSelected: boolean;
  canSeeDetails: boolean;
  hasCompetitor: boolean;
  onToggle: (index: number) => void;
  onChart: (row: CheckKeyword) => void;
}

// Rows are memoised: ticking one box re-renders one row, not 500.
const KeywordRow = memo(function KeywordRow({
  row,
  index,
  isSelected,
  canSeeDetails,
  hasCompetitor,
  onToggle,
  onChart,
}: RowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}>
      <Table.Td>
        <Checkbox
          size="xs"
          checked={isSelected}
          onChange={() => onToggle(index)}
          aria-label={t('reverseTracker.table.selectKeyword', { keyword: row.keyword })}
        />
      </Table.Td>
      <Table.Td>
        <ItemOfMarker itemOf={row.itemOf} />
      </Table.Td>
      <Table.Td>
        <Anchor href={marketplaceSearchUrl(row.keyword, row.sId)} target="_blank" rel="noreferrer" size="sm">
          {row.keyword}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Progress value={row.value} w={60} size="sm" aria-hidden />
          <Text size="xs" ta="right" w={24}>
            {row.value}
          </Text>
        </Group>
      </Table.Td>
      {canSeeDetails && (
        <Table.Td ta="right">
          <Text size="sm">{row.showInKeyword?.toLocaleString()}</Text>
        </Table.Td>
      )}
      <Table.Td>
        <PositionBadge position={row.position} />
        {hasCompetitor && row.itemOf === 'both' && row.competitorPosition > 0 && (
          <Text size="xs" c="blue" span ml={4}>
            {t('reverseTracker.table.competitorAt', { position: row.competitorPosition })}
          </Text>
        )}
      </Table.Td>
      <Table.Td title={formatDateTime(row.advCreatedTime)}>
        <PositionBadge position={row.advPosition} />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => onChart(row)}
          aria-label={t('reverseTracker.table.chartOf', { keyword: row.keyword })}
        >
          <IconChartLine size={16} />
        </ActionIcon>
      </Table.Td>
      <Table.Td>
        <Text size="xs" span>
          {formatDateTime(row.createdTime)}
        </Text>
        {row.isSuperPrice && (
          <Badge size="xs" color="grape" ml={4}>
            {t('reverseTracker.table.superPrice')}
          </Badge>
        )}
      </Table.Td>
      {canSeeDetails && (
        <Table.Td>
          <Text size="xs">{row.advItemPosition?.join(', ')}</Text>
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/** The keyword table of the reverse tracker: up to 500 rows on one page (spec 001 §9). */
export function KeywordTable({
  rows,
  selected,
  canSeeDetails,
  hasCompetitor,
  onToggle,
  onToggleAll,
  onChart,
}: {
  rows: readonly CheckKeyword[];
  selected: ReadonlySet<number>;
  canSeeDetails: boolean;
  hasCompetitor: boolean;
  onToggle: (index: number) => void;
  onToggleAll: (isSelected: boolean) => void;
  onChart: (row: CheckKeyword) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (rows.length === 0) return;
    // After the next frame is painted and the main thread is free again: the table answers input.
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark(tableReadyMark)));
    return () => cancelAnimationFrame(frame);
  }, [rows]);
  const isAllSelected = rows.length > 0 && selected.size === rows.length;
  return (
    <TableFrame isStale={false} minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={32}>
            <Checkbox
              size="xs"
              checked={isAllSelected}
              indeterminate={selected.size > 0 && !isAllSelected}
              onChange={() => onToggleAll(!isAllSelected)}
              aria-label={t('reverseTracker.table.selectAll')}
            />
          </Table.Th>
          <Table.Th>{t('reverseTracker.table.itemOf')}</Table.Th>
          <Table.Th>{t('reverseTracker.table.keyword')}</Table.Th>
          <Table.Th>{t('reverseTracker.table.value')}</Table.Th>
          {canSeeDetails && <Table.Th ta="right">{t('reverseTracker.table.competitors')}</Table.Th>}
          <Table.Th>{t('reverseTracker.table.position')}</Table.Th>
          <Table.Th>{t('reverseTracker.table.advPosition')}</Table.Th>
          <Table.Th>{t('reverseTracker.table.chart')}</Table.Th>
          <Table.Th>{t('reverseTracker.table.seen')}</Table.Th>
          {canSeeDetails && (
            <Table.Th>
              <Tooltip label={t('reverseTracker.table.adsPositionHint')}>
                <span>{t('reverseTracker.table.adsPosition')}</span>
              </Tooltip>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <KeywordRow
            key={`${row.sId}:${row.keyword}`}
            row={row}
            index={index}
            isSelected={selected.has(index)}
            canSeeDetails={canSeeDetails}
            hasCompetitor={hasCompetitor}
            onToggle={onToggle}
            onChart={onChart}
          />
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
