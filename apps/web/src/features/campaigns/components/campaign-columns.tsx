import type { Campaign } from '@baylytics/contract/campaigns';
import { Anchor, Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';
import { campaignDetailPath } from '../paths.ts';
import { CampaignStatusActions } from './campaign-status-actions.tsx';
import { FundingBadge } from './funding-badge.tsx';

/** Campaign days are UTC days (eBay's dates): shown as that day, whatever the browser's time zone. */
export const utcDay = (iso: string | null) => iso?.slice(0, 10) ?? null;

const statusColors: Record<string, string> = {
  RUNNING: 'green',
  SCHEDULED: 'blue',
  PAUSED: 'yellow',
  ENDED: 'gray',
};

/** A campaign's status as a coloured badge with its name (never colour alone). */
export function CampaignStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status] ?? 'gray'} variant="dot">
      {t(`campaigns.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function useCampaignColumns(): DataColumn<Campaign>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'campaignId',
        header: t('campaigns.columns.campaignId'),
        sortKey: 'campaignId',
        noWrap: true,
        cell: (row) => (
          <Text span size="sm" ff="monospace">
            {row.campaignId}
          </Text>
        ),
      },
      {
        id: 'campaignName',
        header: t('campaigns.columns.campaignName'),
        sortKey: 'campaignName',
        minWidth: 200,
        cell: (row) => (
          <Anchor component={Link} to={campaignDetailPath(row.campaignId)} size="sm">
            {row.campaignName}
          </Anchor>
        ),
      },
      {
        id: 'funding',
        header: t('campaigns.columns.funding'),
        noWrap: true,
        cell: (row) => <FundingBadge campaign={row} />,
      },
      {
        id: 'campaignStatus',
        header: t('campaigns.columns.campaignStatus'),
        sortKey: 'campaignStatus',
        noWrap: true,
        cell: (row) => <CampaignStatus status={row.campaignStatus} />,
      },
      {
        id: 'budget',
        header: t('campaigns.columns.dailyBudget'),
        align: 'right',
        noWrap: true,
        cell: (row) => (row.budget ? format.money(row.budget.value, row.budget.currency) : null),
      },
      {
        id: 'listingCount',
        header: t('campaigns.columns.listingCount'),
        align: 'right',
        cell: (row) => format.number(row.listingCount),
      },
      {
        id: 'startDate',
        header: t('campaigns.columns.startDate'),
        sortKey: 'startDate',
        noWrap: true,
        cell: (row) => format.date(utcDay(row.startDate)),
      },
      {
        id: 'endDate',
        header: t('campaigns.columns.endDate'),
        sortKey: 'endDate',
        noWrap: true,
        cell: (row) => format.date(utcDay(row.endDate)),
      },
      {
        id: 'statusActions',
        header: t('campaigns.columns.statusActions'),
        noWrap: true,
        cell: (row) => <CampaignStatusActions campaign={row} />,
      },
    ],
    [t, format],
  );
}
