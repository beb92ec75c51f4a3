import type { RankingItem } from '@baylytics/contract/account-check-item';
import type { StarColor } from '@baylytics/contract/account-check-star-colors';
import { marketplaces } from '@baylytics/contract/marketplaces';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconMinus, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../app/format/numbers.ts';
import type { DataColumn, RowProps } from '../../../../app/list/data-table.tsx';
import { ScoreBreakdownButton } from '../../score-breakdown/components/score-breakdown-button.tsx';
import { ComingLaterAction } from './coming-later-action.tsx';
import { PromotionCell } from './promotion-cell.tsx';
import { RowActions, type RowModal } from './row-actions.tsx';
import { StarColorMenu } from './star-color-menu.tsx';
import { TodayWithTrend } from './today-with-trend.tsx';

export interface ItemColumnHandlers {
  starColors: StarColor[];
  onStarColor: (item: RankingItem, color: number) => void;
  onToggleOptimized: (item: RankingItem) => void;
  onOpen: (modal: RowModal, item: RankingItem) => void;
  onSendReport: (item: RankingItem) => void;
  /** The user's plan includes videos: the video action opens the listing's video (spec 001 §2.1). */
  canManageVideos: boolean;
}

function itemUrl(item: RankingItem): string {
  const site = marketplaces.find((entry) => entry.eBaySiteId === item.eBaySiteId) ?? marketplaces[0];
  return `${site.url}/itm/${item.itemNumber}`;
}

const unranked = { backgroundColor: 'var(--mantine-color-red-0)' };

/** A listing found through no keyword today is highlighted (spec 001 §2.1). */
export function itemRowProps(item: RankingItem): RowProps {
  return item.todayScore === 0 ? { style: unranked, 'data-unranked': true } : {};
}

/**
 * The account check's columns, in table order; the server sorts by those with a sort key (spec 001 §2.1). The
 * figures a seller scans (BayScore, position score) and the row actions come right after the title so that
 * they are in view at 1440×900; the details after them may scroll.
 */
export function useItemColumns({
  starColors,
  onStarColor,
  onToggleOptimized,
  onOpen,
  onSendReport,
  canManageVideos,
}: ItemColumnHandlers): DataColumn<RankingItem>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const number = (value: number) => formatNumber(value, i18n.language);
    return [
      {
        id: 'image',
        header: <VisuallyHidden>{t('accountCheck.columns.image')}</VisuallyHidden>,
        cell: (item) => (
          <>
            {item.imagePath ? (
              <Image src={item.imagePath} alt="" w={48} h={48} fit="contain" radius="sm" loading="lazy" />
            ) : null}
          </>
        ),
      },
      {
        id: 'itemNumber',
        header: t('accountCheck.columns.itemNumber'),
        sortKey: 'itemNumber',
        cell: (item) => (
          <Anchor href={itemUrl(item)} target="_blank" rel="noreferrer" size="sm">
            {item.itemNumber}
          </Anchor>
        ),
      },
      {
        id: 'title',
        header: t('accountCheck.columns.title'),
        sortKey: 'title',
        minWidth: 220,
        cell: (item) => (
          <>
            <Text size="sm" lineClamp={2} title={item.title}>
              {item.title}
            </Text>
            <Group gap={4}>
              {item.isEnded && (
                <Badge size="xs" color="gray" variant="light">
                  {t('accountCheck.table.ended')}
                </Badge>
              )}
              {item.todayScore === 0 && (
                <Badge size="xs" color="red" variant="light">
                  {t('accountCheck.table.notFoundToday')}
                </Badge>
              )}
            </Group>
          </>
        ),
      },
      {
        id: 'yesterdayBayScore',
        header: t('accountCheck.columns.yesterdayBayScore'),
        sortKey: 'yesterdayBayScore',
        align: 'right',
        cell: (item) => (
          <Text size="sm" c="dimmed">
            {item.yesterdayBayScore === null ? '–' : number(item.yesterdayBayScore)}
          </Text>
        ),
      },
      {
        id: 'todayBayScore',
        header: t('accountCheck.columns.todayBayScore'),
        sortKey: 'todayBayScore',
        align: 'right',
        cell: (item) => (
          <ScoreBreakdownButton
            subject={{ itemNumber: item.itemNumber }}
            value={item.todayBayScore === null ? '–' : number(item.todayBayScore)}
          >
            <TodayWithTrend yesterday={item.yesterdayBayScore} today={item.todayBayScore} measure="place" />
          </ScoreBreakdownButton>
        ),
      },
      {
        id: 'yesterdayScore',
        header: t('accountCheck.columns.yesterdayScore'),
        sortKey: 'yesterdayScore',
        align: 'right',
        cell: (item) => (
          <Text size="sm" c="dimmed">
            {number(item.yesterdayScore)}
          </Text>
        ),
      },
      {
        id: 'todayScore',
        header: t('accountCheck.columns.todayScore'),
        sortKey: 'todayScore',
        align: 'right',
        cell: (item) => (
          <TodayWithTrend yesterday={item.yesterdayScore} today={item.todayScore} measure="score" />
        ),
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('accountCheck.columns.actions')}</VisuallyHidden>,
        cell: (item) => <RowActions item={item} onOpen={onOpen} onSendReport={onSendReport} />,
      },
      {
        id: 'promotion',
        header: t('accountCheck.columns.promotion'),
        cell: (item) => <PromotionCell item={item} onOpenCampaigns={() => onOpen('campaigns', item)} />,
      },
      {
        id: 'variant',
        header: t('accountCheck.columns.variant'),
        cell: (item) => (
          <>
            {item.variant ? (
              <Badge size="sm" variant="light">
                {t('accountCheck.table.variant')}
              </Badge>
            ) : null}
          </>
        ),
      },
      {
        id: 'reviews',
        header: t('accountCheck.columns.reviews'),
        sortKey: 'averageReview',
        cell: (item) => (
          <>
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
          </>
        ),
      },
      {
        id: 'tracking',
        header: t('accountCheck.columns.tracking'),
        cell: (item) => (
          <>
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
          </>
        ),
      },
      {
        id: 'starColor',
        header: t('accountCheck.columns.starColor'),
        sortKey: 'starColor',
        cell: (item) => (
          <StarColorMenu
            colors={starColors}
            current={item.starColor}
            itemNumber={item.itemNumber}
            onChange={(color) => onStarColor(item, color)}
          />
        ),
      },
      {
        id: 'optimized',
        header: t('accountCheck.columns.optimized'),
        sortKey: 'isOptimized',
        cell: (item) => (
          <Switch
            checked={item.isOptimized}
            onChange={() => onToggleOptimized(item)}
            aria-label={t('accountCheck.table.optimizedOf', { itemNumber: item.itemNumber })}
          />
        ),
      },
      {
        id: 'video',
        header: t('accountCheck.columns.video'),
        cell: (item) => (
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
            {canManageVideos ? (
              <Tooltip label={t('accountCheck.table.videoAction')} withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('accountCheck.table.videoActionOf', { itemNumber: item.itemNumber })}
                  onClick={() => onOpen('video', item)}
                >
                  <IconVideo size={16} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <ComingLaterAction
                label={t('accountCheck.table.videoAction')}
                reason={t('accountCheck.comesWithVideos')}
              >
                <IconVideo size={16} />
              </ComingLaterAction>
            )}
          </Group>
        ),
      },
      {
        id: 'sku',
        header: t('accountCheck.columns.sku'),
        sortKey: 'sku',
        cell: (item) => <Text size="sm">{item.sku}</Text>,
      },
      {
        id: 'category',
        header: t('accountCheck.columns.category'),
        sortKey: 'category',
        cell: (item) => (
          <Text size="xs" c="dimmed" lineClamp={2} miw={160} title={item.category}>
            {item.category}
          </Text>
        ),
      },
    ];
  }, [t, i18n.language, starColors, onStarColor, onToggleOptimized, onOpen, onSendReport, canManageVideos]);
}
