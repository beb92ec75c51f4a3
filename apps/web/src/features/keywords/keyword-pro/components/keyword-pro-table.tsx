import type { KeywordProRow } from '@baylytics/contract/keyword-pro';
import { IconChartLine, IconZoomIn } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { categoryLabel } from '../keyword-pro-helpers.ts';
import { HighlightedKeyword } from './highlighted-keyword.tsx';

/** Marks the moment the page's rows are painted and the page takes input again (docs/performance.md). */
export const tableReadyMark = 'keyword-pro:table-ready';

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

const valueCell = { display: 'flex', alignItems: 'center', gap: 8 } as const;
const valueBar = { flex: 1, minWidth: 64, height: 8, borderRadius: 4 } as const;
const valueNumber = { minWidth: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Keyword Pro's columns: highlighted keyword, facts, the magnifier and the sales tracker. Cells are plain elements instead of
 * Mantine's Badge, Progress, Tooltip and ActionIcon: a page of 25 renders within the budget (docs/performance.md).
 */
export function useKeywordProColumns(
  onRanking: (keyword: string) => void,
  onSalesTracker: (keyword: string) => void,
): DataColumn<KeywordProRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const valueLabel = t('keywordPro.columns.value');
    const showRanking = t('keywordPro.showRanking');
    const salesTracker = t('keywordPro.salesTracker');
    return [
      {
        id: 'keyword',
        header: t('keywordPro.columns.keyword'),
        cell: (row) => <HighlightedKeyword keyword={row.keyword} ranges={row.highlight} />,
      },
      {
        id: 'showInKeyword',
        header: t('keywordPro.columns.showInKeyword'),
        align: 'right',
        cell: (row) => format.number(row.showInKeyword),
      },
      {
        id: 'adsPositions',
        header: t('keywordPro.columns.adsPositions'),
        cell: (row) =>
          row.adsPositions.map((position) => (
            <span key={position} style={tag}>
              {position}
            </span>
          )),
      },
      {
        id: 'value',
        header: valueLabel,
        width: 160,
        cell: (row) => (
          <div style={valueCell}>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.value}
              aria-label={`${valueLabel} ${format.number(row.value)}`}
              style={{
                ...valueBar,
                background: `linear-gradient(to right, var(--mantine-color-blue-6) ${row.value}%, var(--mantine-color-gray-2) ${row.value}%)`,
              }}
            />
            <span style={valueNumber}>{format.number(row.value)}</span>
          </div>
        ),
      },
      {
        id: 'category1',
        header: t('keywordPro.columns.category1'),
        cell: (row) => <span title={String(row.categoryIds[0] ?? '')}>{categoryLabel(row, 0)}</span>,
      },
      {
        id: 'category2',
        header: t('keywordPro.columns.category2'),
        cell: (row) => <span title={String(row.categoryIds[1] ?? '')}>{categoryLabel(row, 1)}</span>,
      },
      {
        id: 'actions',
        header: '',
        noWrap: true,
        cell: (row) => (
          <>
            <button
              type="button"
              title={showRanking}
              aria-label={`${showRanking}: ${row.keyword}`}
              onClick={() => onRanking(row.keyword)}
              style={{ ...iconButton, cursor: 'pointer', color: 'var(--mantine-color-blue-6)' }}
            >
              <IconZoomIn size={18} />
            </button>
            <button
              type="button"
              title={salesTracker}
              aria-label={`${salesTracker}: ${row.keyword}`}
              onClick={() => onSalesTracker(row.keyword)}
              style={{ ...iconButton, cursor: 'pointer', color: 'var(--mantine-color-blue-6)' }}
            >
              <IconChartLine size={18} />
            </button>
          </>
        ),
      },
    ];
  }, [t, format, onRanking, onSalesTracker]);
}
