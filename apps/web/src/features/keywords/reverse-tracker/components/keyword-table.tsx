import type { CheckKeyword } from '@baylytics/contract/reverse-tracker';
import { Checkbox, Table, Tooltip } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../app/data-table/table-frame.tsx';
import { formatDateTime } from '../../../../app/format/dates.ts';
import { marketplaceSearchUrl, positionColorOf } from '../position-band.ts';

/** Marks the moment the table's rows are painted and the page takes input again (docs/performance.md). */
export const tableReadyMark = 'reverse-tracker:table-ready';

const itemOfColors = { myself: 'green', competitor: 'blue' } as const;

const dot = (color: string) => (
  <span
    key={color}
    style={{
      display: 'inline-block',
      width: 10,
      height: 10,
      borderRadius: 5,
      marginRight: 3,
      background: `var(--mantine-color-${color}-6)`,
    }}
  />
);

/** A place on the colour scale; 0 (not ranked) is blank. Plain elements: 500 rows stay cheap to paint. */
export function PositionBadge({ position }: { position: number }) {
  const color = positionColorOf(position);
  if (!color) return null;
  return (
    <span
      style={{
        display: 'inline-block',
        minWidth: 36,
        padding: '1px 6px',
        borderRadius: 4,
        textAlign: 'center',
        fontSize: 12,
        fontWeight: 600,
        color: `var(--mantine-color-${color}-9)`,
        background: `var(--mantine-color-${color}-1)`,
      }}
    >
      {position}
    </span>
  );
}

/** Texts of a row, translated once per table instead of once per row. */
interface RowTexts {
  itemOf: Record<CheckKeyword['itemOf'], string>;
  select: (keyword: string) => string;
  chartOf: (keyword: string) => string;
  competitorAt: (position: number) => string;
  superPrice: string;
}

interface RowProps {
  row: CheckKeyword;
  index: number;
  isSelected: boolean;
  canSeeDetails: boolean;
  hasCompetitor: boolean;
  texts: RowTexts;
  onToggle: (index: number) => void;
  onChart: (row: CheckKeyword) => void;
}

// Rows are memoised and made of plain elements: ticking one box re-renders one row, and 500 rows paint
// within the budget (docs/performance.md).
const KeywordRow = memo(function KeywordRow({
  row,
  index,
  isSelected,
  canSeeDetails,
  hasCompetitor,
  texts,
  onToggle,
  onChart,
}: RowProps) {
  const sides = row.itemOf === 'both' ? (['myself', 'competitor'] as const) : [row.itemOf];
  return (
    <tr style={isSelected ? { background: 'var(--mantine-color-blue-light)' } : undefined}>
      <td>
        <input
          type="checkbox"
          checked={isSelected}
          onChange={() => onToggle(index)}
          aria-label={texts.select(row.keyword)}
        />
      </td>
      <td title={texts.itemOf[row.itemOf]} aria-label={texts.itemOf[row.itemOf]}>
        {sides.map((side) => dot(itemOfColors[side]))}
      </td>
      <td>
        <a href={marketplaceSearchUrl(row.keyword, row.sId)} target="_blank" rel="noreferrer">
          {row.keyword}
        </a>
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 60,
            height: 6,
            borderRadius: 3,
            marginRight: 6,
            verticalAlign: 'middle',
            background: `linear-gradient(to right, var(--mantine-color-blue-6) ${row.value}%, var(--mantine-color-gray-2) ${row.value}%)`,
          }}
        />
        <span style={{ fontSize: 12 }}>{row.value}</span>
      </td>
      {canSeeDetails && <td style={{ textAlign: 'right' }}>{row.showInKeyword?.toLocaleString()}</td>}
      <td>
        <PositionBadge position={row.position} />
        {hasCompetitor && row.itemOf === 'both' && row.competitorPosition > 0 && (
          <span style={{ fontSize: 12, marginLeft: 4, color: 'var(--mantine-color-blue-7)' }}>
            {texts.competitorAt(row.competitorPosition)}
          </span>
        )}
      </td>
      <td title={formatDateTime(row.advCreatedTime)}>
        <PositionBadge position={row.advPosition} />
      </td>
      <td>
        <button
          type="button"
          className="reverse-tracker-chart"
          onClick={() => onChart(row)}
          aria-label={texts.chartOf(row.keyword)}
          style={{
            border: 0,
            background: 'transparent',
            cursor: 'pointer',
            color: 'var(--mantine-color-blue-6)',
          }}
        >
          <IconChartLine size={16} />
        </button>
      </td>
      <td style={{ fontSize: 12 }}>
        {formatDateTime(row.createdTime)}
        {row.isSuperPrice && <strong style={{ marginLeft: 4 }}>{texts.superPrice}</strong>}
      </td>
      {canSeeDetails && <td style={{ fontSize: 12 }}>{row.advItemPosition?.join(', ')}</td>}
    </tr>
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
  const texts = useMemo<RowTexts>(
    () => ({
      itemOf: {
        myself: t('reverseTracker.itemOf.myself'),
        competitor: t('reverseTracker.itemOf.competitor'),
        both: t('reverseTracker.itemOf.both'),
      },
      select: (keyword) => t('reverseTracker.table.selectKeyword', { keyword }),
      chartOf: (keyword) => t('reverseTracker.table.chartOf', { keyword }),
      competitorAt: (position) => t('reverseTracker.table.competitorAt', { position }),
      superPrice: t('reverseTracker.table.superPrice'),
    }),
    [t],
  );
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
            texts={texts}
            onToggle={onToggle}
            onChart={onChart}
          />
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
