import type { CategoryRow } from '@baylytics/contract/listing-item-specifics';
import { ActionIcon, Badge, Group, Loader, Tooltip } from '@mantine/core';
import { IconCloudDownload, IconEdit } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { isBusy } from '../api.ts';

const syncColor = { IN_PROGRESS: 'yellow', COMPLETED: 'blue', FAILED: 'red' } as const;

/** The list's columns (spec 002 §2): the category, its listings, load and sync status, and the actions. */
export function useCategoryColumns(on: {
  load: (row: CategoryRow) => void;
  edit: (row: CategoryRow) => void;
  isStarting: (row: CategoryRow) => boolean;
}): DataColumn<CategoryRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'site',
        header: t('itemSpecifics.eBaySiteName'),
        // The answer names the site by eBay's global id (EBAY-DE); the seller reads the marketplace's name.
        cell: (row) => t(`itemSpecifics.site.${row.eBaySiteName}`, { defaultValue: row.eBaySiteName }),
        noWrap: true,
      },
      {
        id: 'leaf',
        header: t('itemSpecifics.leafCategoryName'),
        cell: (row) => row.leafCategoryName,
        minWidth: 160,
      },
      { id: 'tree', header: t('itemSpecifics.categoryTree'), cell: (row) => row.categoryTree, minWidth: 260 },
      {
        id: 'total',
        header: t('itemSpecifics.totalListings'),
        align: 'right',
        cell: (row) => format.number(row.totalListings),
      },
      {
        id: 'load',
        header: t('itemSpecifics.loadStatus'),
        cell: (row) =>
          row.loadStatus ? <Badge variant="light">{t(`itemSpecifics.load.${row.loadStatus}`)}</Badge> : null,
      },
      {
        id: 'sync',
        header: t('itemSpecifics.syncStatus'),
        cell: (row) =>
          row.syncStatus ? (
            <Badge variant="light" color={syncColor[row.syncStatus]}>
              {t(`itemSpecifics.sync.${row.syncStatus}`)}
            </Badge>
          ) : null,
      },
      {
        id: 'completed',
        header: t('itemSpecifics.syncCompletedTime'),
        noWrap: true,
        cell: (row) => (row.syncCompletedTime ? format.dateTime(row.syncCompletedTime) : ''),
      },
      {
        id: 'actions',
        header: t('itemSpecifics.actions'),
        noWrap: true,
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            {isBusy(row) || on.isStarting(row) ? (
              <Loader size="sm" aria-label={t('itemSpecifics.busy')} />
            ) : (
              <Tooltip label={t('itemSpecifics.loadFromEbay')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('itemSpecifics.loadFromEbay')}
                  onClick={() => on.load(row)}
                >
                  <IconCloudDownload size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {row.loadStatus === 'COMPLETED' && row.syncStatus !== 'IN_PROGRESS' && (
              <Tooltip label={t('itemSpecifics.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('itemSpecifics.edit')}
                  onClick={() => on.edit(row)}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      },
    ],
    [t, format, on],
  );
}
