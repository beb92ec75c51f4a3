import { type CategoryRow, categoryLevels } from '@baylytics/contract/research-categories';
import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { SiteFlag } from '../../../../app/list/site-flag.tsx';

type Level = (typeof categoryLevels)[number];

const idOf = (row: CategoryRow, level: Level) => row[`l${level}Id`];
const nameOf = (row: CategoryRow, level: Level) => row[`l${level}Name`];

/**
 * The category table: the site with its flag, then one column per level with the category's name and, below
 * it, its id, so all six levels fit the screen. A level's header sorts by its name.
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
            <SiteFlag siteId={row.eBaySiteId} />
            <Text span size="sm">
              {row.marketplaceId}
            </Text>
          </Group>
        ),
      },
      ...categoryLevels.map(
        (level): DataColumn<CategoryRow> => ({
          id: `l${level}`,
          header: t('categoryBrowser.levelName', { level }),
          sortKey: `l${level}Name`,
          minWidth: 140,
          cell: (row) => {
            const id = idOf(row, level);
            if (id === null) return null;
            return (
              <Stack gap={0}>
                <Text span size="sm">
                  {nameOf(row, level)}
                </Text>
                <Text
                  span
                  size="xs"
                  c="dimmed"
                  ff="monospace"
                  aria-label={t('categoryBrowser.levelId', { level })}
                >
                  {id}
                </Text>
              </Stack>
            );
          },
        }),
      ),
    ],
    [t],
  );
}
