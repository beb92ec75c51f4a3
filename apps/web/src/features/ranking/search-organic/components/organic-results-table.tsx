import type { OrganicItem } from '@baylytics/contract/search-organic';
import { Anchor, Badge, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconAward, IconStack2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';
import type { LoadState } from '../../../../app/list/page-state.tsx';

// Shown when a picture cannot be loaded (or the content policy refuses its host).
const noPicture =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%23e9ecef"/></svg>';

const sameItem = { background: 'var(--mantine-color-yellow-light)' };

/** The live search's 200 places (spec 001 §2.4); the item asked about is highlighted. */
export function OrganicResultsTable({
  items,
  state,
  isStale,
}: {
  items: OrganicItem[] | undefined;
  state: LoadState;
  isStale: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo<DataColumn<OrganicItem>[]>(
    () => [
      {
        id: 'image',
        header: t('searchOrganic.columns.image'),
        cell: (item) => (
          <Image src={item.imagePath} fallbackSrc={noPicture} w={48} h={48} fit="contain" alt="" />
        ),
      },
      {
        id: 'position',
        header: t('searchOrganic.columns.position'),
        align: 'right',
        cell: (item) => item.position,
      },
      {
        id: 'itemNumber',
        header: t('searchOrganic.columns.itemNumber'),
        cell: (item) => (
          <Stack gap={2} align="flex-start">
            {item.itemUrl ? (
              <Anchor href={item.itemUrl} target="_blank" rel="noreferrer" size="sm">
                {item.itemNumber}
              </Anchor>
            ) : (
              <Text size="sm">{item.itemNumber}</Text>
            )}
            {item.priorityListing && (
              <Badge size="xs" color="orange" variant="light">
                {t('searchOrganic.sponsored')}
              </Badge>
            )}
            {item.sameItemNumber && (
              <Badge size="xs" color="yellow">
                {t('searchOrganic.yourItem')}
              </Badge>
            )}
          </Stack>
        ),
      },
      {
        id: 'title',
        header: t('searchOrganic.columns.title'),
        width: 360,
        cell: (item) => (
          <Text size="sm" lineClamp={2}>
            {item.title}
          </Text>
        ),
      },
      {
        id: 'listingType',
        header: t('searchOrganic.columns.listingType'),
        cell: (item) => t(`searchOrganic.listingTypes.${item.listingType}`),
      },
      {
        id: 'variant',
        header: t('searchOrganic.columns.variant'),
        cell: (item) =>
          item.variant && (
            <Tooltip label={t('searchOrganic.variantTip')}>
              <Group gap={4} wrap="nowrap">
                <IconStack2 size={16} aria-hidden />
                <Text size="sm">{t('searchOrganic.variant')}</Text>
              </Group>
            </Tooltip>
          ),
      },
      {
        id: 'programs',
        header: t('searchOrganic.columns.programs'),
        cell: (item) => (
          <Group gap={4}>
            {item.eBayPlus && (
              <Badge size="sm" color="blue">
                {t('searchOrganic.eBayPlus')}
              </Badge>
            )}
            {item.qualifiedPrograms
              .filter((program) => program !== 'EBAY_PLUS')
              .map((program) => (
                <Badge key={program} size="sm" variant="outline">
                  {t(`searchOrganic.programs.${program}`, { defaultValue: program })}
                </Badge>
              ))}
          </Group>
        ),
      },
      {
        id: 'price',
        header: t('searchOrganic.columns.price'),
        align: 'right',
        noWrap: true,
        cell: (item) =>
          item.convertedCurrentPrice === null ? '' : format.money(item.convertedCurrentPrice, item.currency),
      },
      {
        id: 'seller',
        header: t('searchOrganic.columns.seller'),
        cell: (item) => (
          <Stack gap={0}>
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{item.sellerName}</Text>
              {item.feedbackScore !== null && (
                <Text size="sm" c="dimmed">
                  ({format.number(item.feedbackScore)})
                </Text>
              )}
              {item.topRatedSeller && (
                <Tooltip label={t('searchOrganic.topRated')}>
                  <IconAward
                    size={16}
                    color="var(--mantine-color-yellow-7)"
                    aria-label={t('searchOrganic.topRated')}
                  />
                </Tooltip>
              )}
            </Group>
            {item.positiveFeedbackPercent !== null && (
              <Text size="xs" c="dimmed">
                {t('searchOrganic.positive', {
                  percent: format.number(item.positiveFeedbackPercent, 1),
                })}
              </Text>
            )}
          </Stack>
        ),
      },
    ],
    [t, format],
  );
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowId={(item) => String(item.position)}
      label={t('searchOrganic.tableLabel')}
      state={state}
      errorTitle={t('searchOrganic.error')}
      empty={{ message: t('searchOrganic.empty'), hint: t('searchOrganic.emptyHint') }}
      isStale={isStale}
      minWidth={1100}
      rowProps={(item) =>
        item.sameItemNumber ? { style: sameItem, 'aria-current': 'true', 'data-same-item': true } : {}
      }
    />
  );
}
