import type { RankingItem, StarColor } from '@baylytics/contract/account-check';
import { marketplaces } from '@baylytics/contract/marketplaces';
import { Anchor, Badge, Checkbox, Group, Image, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconAd, IconCheck, IconMinus, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../app/format/numbers.ts';
import { ComingLaterAction } from './coming-later-action.tsx';
import { RowActions, type RowModal } from './row-actions.tsx';
import { StarColorMenu } from './star-color-menu.tsx';
import { TodayWithTrend } from './today-with-trend.tsx';

export interface ItemRowProps {
  item: RankingItem;
  starColors: StarColor[];
  isSelected: boolean;
  onSelect: (itemNumber: number, isSelected: boolean) => void;
  onStarColor: (item: RankingItem, color: number) => void;
  onToggleOptimized: (item: RankingItem) => void;
  onOpen: (modal: RowModal, item: RankingItem) => void;
  onSendReport: (item: RankingItem) => void;
}

function itemUrl(item: RankingItem): string {
  const site = marketplaces.find((entry) => entry.eBaySiteId === item.eBaySiteId) ?? marketplaces[0];
  return `${site.url}/itm/${item.itemNumber}`;
}

function percentages(values: readonly number[], language: string): string {
  return values.map((value) => `${formatNumber(value, language)} %`).join(', ');
}

/** One listing of the account check; a listing found through no keyword today is highlighted (spec 001 §2.1). */
export function ItemRow(props: ItemRowProps) {
  const { item, starColors, isSelected, onSelect, onStarColor, onToggleOptimized, onOpen, onSendReport } =
    props;
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const isUnranked = item.todayScore === 0;
  const hasBids = item.bidPercentage !== null || item.bidPercentagesItem.length > 0;

  return (
    <Table.Tr
      data-unranked={isUnranked || undefined}
      style={isUnranked ? { backgroundColor: 'var(--mantine-color-red-0)' } : undefined}
    >
      <Table.Td>
        <Checkbox
          checked={isSelected}
          onChange={(event) => onSelect(item.itemNumber, event.currentTarget.checked)}
          aria-label={t('accountCheck.table.selectRow', { itemNumber: item.itemNumber })}
        />
      </Table.Td>
      <Table.Td>
        {item.imagePath ? (
          <Image src={item.imagePath} alt="" w={48} h={48} fit="contain" radius="sm" loading="lazy" />
        ) : null}
      </Table.Td>
      <Table.Td>
        <Anchor href={itemUrl(item)} target="_blank" rel="noreferrer" size="sm">
          {item.itemNumber}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.sku}</Text>
      </Table.Td>
      <Table.Td style={{ minWidth: 240 }}>
        <Text size="sm" lineClamp={2} title={item.title}>
          {item.title}
        </Text>
        {item.isEnded && (
          <Badge size="xs" color="gray" variant="light">
            {t('accountCheck.table.ended')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.category}
        </Text>
      </Table.Td>
      <Table.Td>
        <StarColorMenu
          colors={starColors}
          current={item.starColor}
          itemNumber={item.itemNumber}
          onChange={(color) => onStarColor(item, color)}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={item.isOptimized}
          onChange={() => onToggleOptimized(item)}
          aria-label={t('accountCheck.table.optimizedOf', { itemNumber: item.itemNumber })}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {item.hasVideo ? (
            <IconVideo size={18} role="img" aria-label={t('accountCheck.table.hasVideo')} />
          ) : (
            <IconVideoOff
              size={18}
              color="var(--mantine-color-gray-5)"
              role="img"
              aria-label={t('accountCheck.table.noVideo')}
            />
          )}
          <ComingLaterAction
            label={t('accountCheck.table.videoAction')}
            reason={t('accountCheck.comesWithVideos')}
          >
            <IconVideo size={16} />
          </ComingLaterAction>
        </Group>
      </Table.Td>
      <Table.Td>
        {item.variant ? (
          <Badge size="sm" variant="light">
            {t('accountCheck.table.variant')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        {item.existInTracking ? (
          <Tooltip label={t('accountCheck.table.tracked')}>
            <IconCheck
              size={18}
              color="var(--mantine-color-green-7)"
              role="img"
              aria-label={t('accountCheck.table.tracked')}
            />
          </Tooltip>
        ) : (
          <IconMinus
            size={18}
            color="var(--mantine-color-gray-5)"
            role="img"
            aria-label={t('accountCheck.table.notTracked')}
          />
        )}
      </Table.Td>
      <Table.Td>
        {item.averageReview === null ? (
          <Text size="sm" c="dimmed">
            –
          </Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm" title={item.reviewSummary ?? undefined}>
              {t('accountCheck.table.reviewValue', {
                average: number(item.averageReview),
                count: item.totalReviews ?? 0,
              })}
            </Text>
            {item.reviewSummary && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.reviewSummary}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Stack gap={2}>
            {item.promotedWithAd === 'RECOMMENDED' && (
              <Badge size="xs" color="grape" variant="light">
                {t('accountCheck.promotedWithAd.RECOMMENDED')}
              </Badge>
            )}
            {item.isPl && (
              <Badge size="xs" color="orange" variant="light">
                {t('accountCheck.table.sponsoredToday')}
              </Badge>
            )}
            {hasBids && (
              <Text size="xs">
                {item.bidPercentage !== null && `${number(item.bidPercentage)} %`}
                {item.bidPercentagesItem.length > 0 &&
                  ` (${percentages(item.bidPercentagesItem, i18n.language)})`}
              </Text>
            )}
            {!item.isPl && item.promotedWithAd !== 'RECOMMENDED' && !hasBids && (
              <Text size="sm" c="dimmed">
                –
              </Text>
            )}
          </Stack>
          <ComingLaterAction
            label={t('accountCheck.table.campaignAction')}
            reason={t('accountCheck.comesWithCampaigns')}
          >
            <IconAd size={16} />
          </ComingLaterAction>
        </Group>
      </Table.Td>
      <Table.Td style={{ textAlign: 'right' }}>
        <Text size="sm" c="dimmed">
          {item.yesterdayBayScore === null ? '–' : number(item.yesterdayBayScore)}
        </Text>
      </Table.Td>
      <Table.Td>
        <TodayWithTrend yesterday={item.yesterdayBayScore} today={item.todayBayScore} />
      </Table.Td>
      <Table.Td style={{ textAlign: 'right' }}>
        <Text size="sm" c="dimmed">
          {number(item.yesterdayScore)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-end">
          <TodayWithTrend yesterday={item.yesterdayScore} today={item.todayScore} />
          {isUnranked && (
            <Badge size="xs" color="red" variant="light">
              {t('accountCheck.table.notFoundToday')}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <RowActions item={item} onOpen={onOpen} onSendReport={onSendReport} />
      </Table.Td>
    </Table.Tr>
  );
}
