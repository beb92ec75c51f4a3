import type { CheckKeyword } from '@baylytics/contract/reverse-tracker';
import { Tooltip } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
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

/** One line per cell: every row has the same height, which the windowing relies on. */
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
/** The keyword column's width in characters at most; longer keywords end in an ellipsis (full text as title). */
const keywordColumnChars = 48;

/** A row's id: one keyword per site. */
export const keywordRowId = (row: CheckKeyword) => `${row.sId}:${row.keyword}`;

/** Rows of the reverse tracker are one line each: the table is windowed, and all rows share one height. */
export const keywordRowHeight = 37;

/**
 * The keyword table's columns (spec 001 §2.2): whose item ranks, keyword (linked to the marketplace's
 * search), value, competitors, organic and sponsored place, chart, when seen. Cells are plain elements: 500
 * rows stay cheap to paint (docs/performance.md).
 */
export function useKeywordColumns({
  rows,
  canSeeDetails,
  hasCompetitor,
  onChart,
}: {
  rows: readonly CheckKeyword[];
  canSeeDetails: boolean;
  hasCompetitor: boolean;
  onChart: (row: CheckKeyword) => void;
}): DataColumn<CheckKeyword>[] {
  const { t } = useTranslation();
  const format = useFormat();
  // Columns keep their width while rows come and go: the keyword column is as wide as the longest keyword.
  const keywordWidth = useMemo(
    () => `${Math.min(keywordColumnChars, Math.max(12, ...rows.map((row) => row.keyword.length)))}ch`,
    [rows],
  );
  return useMemo(() => {
    const itemOf = {
      myself: t('reverseTracker.itemOf.myself'),
      competitor: t('reverseTracker.itemOf.competitor'),
      both: t('reverseTracker.itemOf.both'),
    };
    const superPrice = t('reverseTracker.table.superPrice');
    const columns: (DataColumn<CheckKeyword> | false)[] = [
      {
        id: 'itemOf',
        header: t('reverseTracker.table.itemOf'),
        noWrap: true,
        cell: (row) => {
          const sides = row.itemOf === 'both' ? (['myself', 'competitor'] as const) : [row.itemOf];
          return (
            <span role="img" title={itemOf[row.itemOf]} aria-label={itemOf[row.itemOf]}>
              {sides.map((side) => dot(itemOfColors[side]))}
            </span>
          );
        },
      },
      {
        id: 'keyword',
        header: t('reverseTracker.table.keyword'),
        minWidth: keywordWidth,
        cell: (row) => (
          <div style={{ ...oneLine, maxWidth: keywordWidth }} title={row.keyword}>
            <a href={marketplaceSearchUrl(row.keyword, row.sId)} target="_blank" rel="noreferrer">
              {row.keyword}
            </a>
          </div>
        ),
      },
      {
        id: 'value',
        header: t('reverseTracker.table.value'),
        noWrap: true,
        cell: (row) => (
          <>
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
          </>
        ),
      },
      canSeeDetails && {
        id: 'competitors',
        header: t('reverseTracker.table.competitors'),
        align: 'right',
        cell: (row) => (row.showInKeyword === undefined ? '' : format.number(row.showInKeyword)),
      },
      {
        id: 'position',
        header: t('reverseTracker.table.position'),
        noWrap: true,
        cell: (row) => (
          <>
            <PositionBadge position={row.position} />
            {hasCompetitor && row.itemOf === 'both' && row.competitorPosition > 0 && (
              <span style={{ fontSize: 12, marginLeft: 4, color: 'var(--mantine-color-blue-7)' }}>
                {t('reverseTracker.table.competitorAt', { position: row.competitorPosition })}
              </span>
            )}
          </>
        ),
      },
      {
        id: 'advPosition',
        header: t('reverseTracker.table.advPosition'),
        cell: (row) => (
          <span title={format.dateTime(row.advCreatedTime)}>
            <PositionBadge position={row.advPosition} />
          </span>
        ),
      },
      {
        id: 'chart',
        header: t('reverseTracker.table.chart'),
        cell: (row) => (
          <button
            type="button"
            className="reverse-tracker-chart"
            onClick={() => onChart(row)}
            aria-label={t('reverseTracker.table.chartOf', { keyword: row.keyword })}
            style={{
              border: 0,
              background: 'transparent',
              cursor: 'pointer',
              color: 'var(--mantine-color-blue-6)',
            }}
          >
            <IconChartLine size={16} />
          </button>
        ),
      },
      {
        id: 'seen',
        header: t('reverseTracker.table.seen'),
        noWrap: true,
        cell: (row) => (
          <span style={{ fontSize: 12 }}>
            {format.dateTime(row.createdTime)}
            {row.isSuperPrice && <strong style={{ marginLeft: 4 }}>{superPrice}</strong>}
          </span>
        ),
      },
      canSeeDetails && {
        id: 'adsPosition',
        header: (
          <Tooltip label={t('reverseTracker.table.adsPositionHint')}>
            <span>{t('reverseTracker.table.adsPosition')}</span>
          </Tooltip>
        ),
        cell: (row) => (
          <div style={{ ...oneLine, maxWidth: '16ch', fontSize: 12 }} title={row.advItemPosition?.join(', ')}>
            {row.advItemPosition?.join(', ')}
          </div>
        ),
      },
    ];
    return columns.filter((column): column is DataColumn<CheckKeyword> => column !== false);
  }, [t, format, keywordWidth, canSeeDetails, hasCompetitor, onChart]);
}
