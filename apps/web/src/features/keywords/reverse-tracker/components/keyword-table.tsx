import type { CheckKeyword } from '@baylytics/contract/reverse-tracker';
import { Checkbox, Table, Tooltip } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../app/format/dates.ts';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import { marketplaceSearchUrl, positionColorOf } from '../position-band.ts';
import { useVisibleRows } from '../visible-rows.ts';

/** Marks the moment the table's rows are painted and the page takes input again (docs/performance.md). */
export const tableReadyMark = 'reverse-tracker:table-ready';

const numbers = new Intl.NumberFormat();

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

/** One line per cell: every row has the same height, which the windowing relies on. */
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
/** The keyword column's width in characters at most; longer keywords end in an ellipsis (full text as title). */
const keywordColumnChars = 48;

interface RowProps {
  row: CheckKeyword;
  index: number;
  keywordWidth: string;
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
  keywordWidth,
}: RowProps) {
  const sides = row.itemOf === 'both' ? (['myself', 'competitor'] as const) : [row.itemOf];
  return (
    <tr
      aria-rowindex={index + 2}
      style={isSelected ? { background: 'var(--mantine-color-blue-light)' } : undefined}
    >
      <td>
        <input
          type="checkbox"
          checked={isSelected}
          onChange={() => onToggle(index)}
          aria-label={texts.select(row.keyword)}
        />
      </td>
      <td
        title={texts.itemOf[row.itemOf]}
        aria-label={texts.itemOf[row.itemOf]}
        style={{ whiteSpace: 'nowrap' }}
      >
        {sides.map((side) => dot(itemOfColors[side]))}
      </td>
      <td>
        <div style={{ ...oneLine, maxWidth: keywordWidth }} title={row.keyword}>
          <a href={marketplaceSearchUrl(row.keyword, row.sId)} target="_blank" rel="noreferrer">
            {row.keyword}
          </a>
        </div>
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
      {canSeeDetails && (
        <td style={{ textAlign: 'right' }}>
          {row.showInKeyword === undefined ? '' : numbers.format(row.showInKeyword)}
        </td>
      )}
      <td style={{ whiteSpace: 'nowrap' }}>
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
      <td style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatDateTime(row.createdTime)}
        {row.isSuperPrice && <strong style={{ marginLeft: 4 }}>{texts.superPrice}</strong>}
      </td>
      {canSeeDetails && (
        <td style={{ fontSize: 12 }}>
          <div style={{ ...oneLine, maxWidth: '16ch' }} title={row.advItemPosition?.join(', ')}>
            {row.advItemPosition?.join(', ')}
          </div>
        </td>
      )}
    </tr>
  );
});

/**
 * The keyword table of the reverse tracker: up to 500 rows on one page (spec 001 §9). The page scrolls
 * through all of them, but only the rows near the window are rendered (useVisibleRows).
 */
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
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { start, end, rowHeight } = useVisibleRows(rows.length, bodyRef);
  const columnCount = 8 + (canSeeDetails ? 2 : 0);
  // Columns keep their width while rows come and go: the keyword column is as wide as the longest keyword.
  const keywordWidth = useMemo(
    () => `${Math.min(keywordColumnChars, Math.max(12, ...rows.map((row) => row.keyword.length)))}ch`,
    [rows],
  );
  useEffect(() => {
    // Assistive technology reads the whole table's size, not the rendered rows'.
    bodyRef.current?.closest('table')?.setAttribute('aria-rowcount', String(rows.length + 1));
  }, [rows.length]);
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
          <Table.Th style={{ minWidth: keywordWidth }}>{t('reverseTracker.table.keyword')}</Table.Th>
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
      <Table.Tbody ref={bodyRef}>
        <tr aria-hidden style={{ height: start * rowHeight }}>
          <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
        </tr>
        {rows.slice(start, end).map((row, offset) => (
          <KeywordRow
            key={`${row.sId}:${row.keyword}`}
            row={row}
            index={start + offset}
            keywordWidth={keywordWidth}
            isSelected={selected.has(start + offset)}
            canSeeDetails={canSeeDetails}
            hasCompetitor={hasCompetitor}
            texts={texts}
            onToggle={onToggle}
            onChart={onChart}
          />
        ))}
        <tr aria-hidden style={{ height: (rows.length - end) * rowHeight }}>
          <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
        </tr>
      </Table.Tbody>
    </TableFrame>
  );
}
