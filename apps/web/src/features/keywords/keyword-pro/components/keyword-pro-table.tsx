import type { KeywordProRow } from '@baylytics/contract/keyword-pro';
import { Checkbox, Table } from '@mantine/core';
import { IconChartLine, IconZoomIn } from '@tabler/icons-react';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import { HighlightedKeyword } from './highlighted-keyword.tsx';

/** Marks the moment the page's rows are painted and the page takes input again (docs/performance.md). */
export const tableReadyMark = 'keyword-pro:table-ready';

/** Texts of a row, translated once per table instead of once per row. */
interface RowTexts {
  select: (keyword: string) => string;
  value: string;
  showRanking: string;
  salesTracker: string;
  salesTrackerSoon: string;
}

const iconButton = {
  display: 'inline-flex',
  padding: 4,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
} as const;
const tag = {
  display: 'inline-block',
  marginRight: 4,
  padding: '0 6px',
  border: '1px solid var(--mantine-color-blue-6)',
  borderRadius: 10,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '16px',
  color: 'var(--mantine-color-blue-6)',
} as const;

const numbers = new Intl.NumberFormat();
/** Mantine's cell padding at verticalSpacing xs, as plain style. */
const cell = { padding: 'var(--mantine-spacing-xs)' } as const;

interface RowProps {
  row: KeywordProRow;
  isSelected: boolean;
  texts: RowTexts;
  onToggle: (row: KeywordProRow) => void;
  onRanking: (keyword: string) => void;
}

// Plain elements instead of Mantine's Checkbox, Badge, Progress, Tooltip and ActionIcon per row, memoised:
// a page of 25 renders within the budget and ticking one box re-renders one row (docs/performance.md).
const KeywordProTableRow = memo(function KeywordProTableRow({
  row,
  isSelected,
  texts,
  onToggle,
  onRanking,
}: RowProps) {
  return (
    <tr
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: isSelected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <td style={cell}>
        <input
          type="checkbox"
          checked={isSelected}
          onChange={() => onToggle(row)}
          aria-label={texts.select(row.keyword)}
        />
      </td>
      <td style={cell}>
        <HighlightedKeyword keyword={row.keyword} ranges={row.highlight} />
      </td>
      <td style={cell}>{numbers.format(row.showInKeyword)}</td>
      <td style={cell}>
        {row.adsPositions.map((position) => (
          <span key={position} style={tag}>
            {position}
          </span>
        ))}
      </td>
      <td style={cell} title={String(row.value)}>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.value}
          aria-label={`${texts.value} ${row.value}`}
          style={{
            height: 8,
            borderRadius: 4,
            background: `linear-gradient(to right, var(--mantine-color-blue-6) ${row.value}%, var(--mantine-color-gray-2) ${row.value}%)`,
          }}
        />
      </td>
      <td style={cell}>{row.categoryIds[0] ?? ''}</td>
      <td style={cell}>{row.categoryIds[1] ?? ''}</td>
      <td style={{ ...cell, whiteSpace: 'nowrap' }}>
        <button
          type="button"
          title={texts.showRanking}
          aria-label={`${texts.showRanking}: ${row.keyword}`}
          onClick={() => onRanking(row.keyword)}
          style={{ ...iconButton, cursor: 'pointer', color: 'var(--mantine-color-blue-6)' }}
        >
          <IconZoomIn size={18} />
        </button>
        {/* The sales tracker (variant tool) opens here once that tool exists (spec 002). */}
        <span title={texts.salesTrackerSoon}>
          <button
            type="button"
            disabled
            aria-label={texts.salesTracker}
            style={{ ...iconButton, color: 'var(--mantine-color-gray-5)' }}
          >
            <IconChartLine size={18} />
          </button>
        </span>
      </td>
    </tr>
  );
});

/** One page (25) of Keyword Pro's results: selection, highlighted keyword, facts and the magnifier. */
export function KeywordProTable({
  page,
  selected,
  isStale,
  allSelected,
  someSelected,
  onToggle,
  onToggleAll,
  onRanking,
}: {
  page: readonly KeywordProRow[];
  selected: ReadonlySet<number>;
  isStale: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onToggle: (row: KeywordProRow) => void;
  onToggleAll: () => void;
  onRanking: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (page.length === 0) return;
    // After the next frame is painted and the main thread is free again: the table answers input.
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark(tableReadyMark)));
    return () => cancelAnimationFrame(frame);
  }, [page]);
  const texts = useMemo<RowTexts>(
    () => ({
      select: (keyword) => t('keywordPro.selectRow', { keyword }),
      value: t('keywordPro.columns.value'),
      showRanking: t('keywordPro.showRanking'),
      salesTracker: t('keywordPro.salesTracker'),
      salesTrackerSoon: t('keywordPro.salesTrackerSoon'),
    }),
    [t],
  );
  return (
    <TableFrame isStale={isStale} minWidth={820}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('keywordPro.selectAll')}
              checked={allSelected}
              indeterminate={!allSelected && someSelected}
              onChange={onToggleAll}
            />
          </Table.Th>
          <Table.Th>{t('keywordPro.columns.keyword')}</Table.Th>
          <Table.Th>{t('keywordPro.columns.showInKeyword')}</Table.Th>
          <Table.Th>{t('keywordPro.columns.adsPositions')}</Table.Th>
          <Table.Th w={140}>{t('keywordPro.columns.value')}</Table.Th>
          <Table.Th>{t('keywordPro.columns.category1')}</Table.Th>
          <Table.Th>{t('keywordPro.columns.category2')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {page.map((row) => (
          <KeywordProTableRow
            key={row.id}
            row={row}
            isSelected={selected.has(row.id)}
            texts={texts}
            onToggle={onToggle}
            onRanking={onRanking}
          />
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
