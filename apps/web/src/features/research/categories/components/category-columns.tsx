import { type CategoryRow, categoryLevels } from '@baylytics/contract/research-categories';
import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { siteFlagOf } from '../../../../app/list/site-picker.tsx';

type Level = (typeof categoryLevels)[number];

const idOf = (row: CategoryRow, level: Level) => row[`l${level}Id`];
const nameOf = (row: CategoryRow, level: Level) => row[`l${level}Name`];

/**
 * The category table: the site with its flag, then each level's name and id, every column sortable.
 */
export function useCategoryColumns(): DataColumn<CategoryRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'site',
        header: t('categoryBrowser.site'),
        noWrap: true,
        cell: (row) => (
          <Group gap={6} wrap="nowrap">
            <span aria-hidden>{siteFlagOf(row.eBaySiteId)}</span>
            <Text span size="sm">
              {row.marketplaceId}
            </Text>
          </Group>
        ),
      },
      ...categoryLevels.flatMap((level): DataColumn<CategoryRow>[] => [
        {
          id: `l${level}Name`,
          header: t('categoryBrowser.levelName', { level }),
          sortKey: `l${level}Name`,
          minWidth: 130,
          cell: (row) => nameOf(row, level) ?? '',
        },
        {
          id: `l${level}Id`,
          header: t('categoryBrowser.levelId', { level }),
          sortKey: `l${level}Id`,
          align: 'right',
          noWrap: true,
          cell: (row) => (
            <Text span size="sm" ff="monospace">
              {idOf(row, level) ?? ''}
            </Text>
          ),
        },
      ]),
    ],
    [t],
  );
}
