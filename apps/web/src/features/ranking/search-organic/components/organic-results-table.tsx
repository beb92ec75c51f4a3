import type { OrganicItem } from '@baylytics/contract/search-organic';
import { Anchor, Badge, Group, Image, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAward, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../app/data-table/table-frame.tsx';
import { formatPrice } from '../format-price.ts';

// Shown when a picture cannot be loaded (or the content policy refuses its host).
const noPicture =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%23e9ecef"/></svg>';

/** The live search's 200 places (spec 001 §2.4); the item asked about is highlighted. */
export function OrganicResultsTable({ items, isStale }: { items: OrganicItem[]; isStale: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TableFrame isStale={isStale} minWidth={1100}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('searchOrganic.columns.image')}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{t('searchOrganic.columns.position')}</Table.Th>
          <Table.Th>{t('searchOrganic.columns.itemNumber')}</Table.Th>
          <Table.Th>{t('searchOrganic.columns.title')}</Table.Th>
          <Table.Th>{t('searchOrganic.columns.listingType')}</Table.Th>
          <Table.Th>{t('searchOrganic.columns.variant')}</Table.Th>
          <Table.Th>{t('searchOrganic.columns.programs')}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{t('searchOrganic.columns.price')}</Table.Th>
          <Table.Th>{t('searchOrganic.columns.seller')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr
            key={item.position}
            data-same-item={item.sameItemNumber || undefined}
            aria-current={item.sameItemNumber ? 'true' : undefined}
            bg={item.sameItemNumber ? 'var(--mantine-color-yellow-light)' : undefined}
          >
            <Table.Td>
              <Image src={item.imagePath} fallbackSrc={noPicture} w={48} h={48} fit="contain" alt="" />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{item.position}</Table.Td>
            <Table.Td>
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
            </Table.Td>
            <Table.Td maw={360}>
              <Text size="sm" lineClamp={2}>
                {item.title}
              </Text>
            </Table.Td>
            <Table.Td>{t(`searchOrganic.listingTypes.${item.listingType}`)}</Table.Td>
            <Table.Td>
              {item.variant && (
                <Tooltip label={t('searchOrganic.variantTip')}>
                  <Group gap={4} wrap="nowrap">
                    <IconStack2 size={16} aria-hidden />
                    <Text size="sm">{t('searchOrganic.variant')}</Text>
                  </Group>
                </Tooltip>
              )}
            </Table.Td>
            <Table.Td>
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
            </Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatPrice(item.convertedCurrentPrice, item.currency, i18n.language)}
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{item.sellerName}</Text>
                  {item.feedbackScore !== null && (
                    <Text size="sm" c="dimmed">
                      ({item.feedbackScore.toLocaleString(i18n.language)})
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
                      percent: item.positiveFeedbackPercent.toLocaleString(i18n.language, {
                        maximumFractionDigits: 1,
                      }),
                    })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
