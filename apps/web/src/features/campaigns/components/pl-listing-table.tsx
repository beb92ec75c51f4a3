import {
  type PlListingRow,
  plListingPageSize,
  type TimeGroup,
  timeGroups,
} from '@baylytics/contract/campaign-reports';
import { Badge, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { SearchField } from '../../../app/list/search-field.tsx';
import { usePlListingTable } from '../report-api.ts';

/** Item numbers are digits; anything else is not sent (the server would refuse it). */
const isItemNumber = (text: string) => /^\d{1,19}$/.test(text);

/**
 * The PL listing table of a campaign (spec 002 §2, §9): rows per listing and day, week or month, 60 a page;
 * `itemNumber` opens it on one listing (the account check's campaign report).
 */
export function PlListingTable({
  campaignId,
  itemNumber: initialItemNumber = '',
}: {
  campaignId: string;
  itemNumber?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [timeGroup, setTimeGroup] = useState<TimeGroup>('DAY');
  const [itemNumber, setItemNumber] = useState(initialItemNumber);
  const [pageIndex, setPageIndex] = useState(1);
  const filter = isItemNumber(itemNumber) ? itemNumber : '';
  const result = usePlListingTable({ campaignId, timeGroup, itemNumber: filter, pageIndex });
  const money = (m: { value: number; currency: string }) => format.money(m.value, m.currency);
  const periodOf = (day: string) =>
    timeGroup === 'MONTH'
      ? `${day.slice(5, 7)}.${day.slice(0, 4)}`
      : timeGroup === 'WEEK'
        ? t('campaigns.plTable.weekOf', { day: format.date(day) })
        : format.date(day);

  const columns: DataColumn<PlListingRow>[] = [
    {
      id: 'timeGroup',
      header: t(`campaigns.plTable.period.${timeGroup}`),
      noWrap: true,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <span>{periodOf(row.timeGroup)}</span>
          {row.provisional && (
            <Badge size="xs" color="yellow" variant="light">
              {t('campaigns.report.provisional')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'listingId',
      header: t('campaigns.plTable.itemNumber'),
      cell: (row) => (
        <Text span size="sm" ff="monospace">
          {row.listingId}
        </Text>
      ),
    },
    {
      id: 'impressions',
      header: t('campaigns.report.impressions'),
      align: 'right',
      cell: (r) => format.number(r.impressions, 0),
    },
    {
      id: 'clicks',
      header: t('campaigns.report.clicks'),
      align: 'right',
      cell: (r) => format.number(r.clicks, 0),
    },
    { id: 'ctr', header: t('campaigns.report.ctr'), align: 'right', cell: (r) => format.percent(r.ctr, 2) },
    {
      id: 'sales',
      header: t('campaigns.report.sales'),
      align: 'right',
      cell: (r) => format.number(r.sales, 0),
    },
    {
      id: 'saleAmount',
      header: t('campaigns.report.saleAmount'),
      align: 'right',
      cell: (r) => money(r.saleAmount),
    },
    { id: 'adFees', header: t('campaigns.report.adFees'), align: 'right', cell: (r) => money(r.adFees) },
    {
      id: 'avgCostPerSale',
      header: t('campaigns.report.avgCostPerSale'),
      align: 'right',
      cell: (r) => money(r.avgCostPerSale),
    },
  ];

  return (
    <DataTable<PlListingRow>
      columns={columns}
      rows={result.data?.rows}
      rowId={(row) => `${row.timeGroup}|${row.listingId}`}
      label={t('campaigns.plTable.title')}
      state={result}
      isStale={result.isPlaceholderData}
      errorTitle={t('campaigns.report.error')}
      empty={{
        message: t(
          result.data?.refreshing && !result.data.fetchedAt
            ? 'campaigns.report.fetching'
            : 'campaigns.report.noFigures',
        ),
      }}
      toolbar={
        <Group justify="space-between" w="100%">
          <SearchField
            value={itemNumber}
            onSearch={(value) => {
              setItemNumber(value);
              setPageIndex(1);
            }}
            debounceMs={500}
            placeholder={t('campaigns.plTable.itemNumberFilter')}
            aria-label={t('campaigns.plTable.itemNumberFilter')}
            error={itemNumber && !isItemNumber(itemNumber) ? t('validation.itemNumber') : undefined}
          />
          <SegmentedControl
            aria-label={t('campaigns.plTable.timeGroup')}
            value={timeGroup}
            onChange={(value) => {
              setTimeGroup(value as TimeGroup);
              setPageIndex(1);
            }}
            data={timeGroups.map((group) => ({
              value: group,
              label: t(`campaigns.plTable.timeGroups.${group}`),
            }))}
          />
        </Group>
      }
      pager={{
        total: result.data?.total ?? 0,
        pageIndex,
        pageSize: plListingPageSize,
        onPageChange: setPageIndex,
        totalKey: 'campaigns.plTable.total',
      }}
    />
  );
}
