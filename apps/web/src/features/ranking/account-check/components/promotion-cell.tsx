import type { RankingItem } from '@baylytics/contract/account-check-item';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAd } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../app/format/numbers.ts';

const percentages = (values: readonly number[], language: string) =>
  values.map((value) => `${formatNumber(value, language)} %`).join(', ');

/**
 * The promotion column (spec 001 §2.1): eBay's recommendation, PL with the ad rate of a running cost-per-sale
 * campaign (or 'sponsored today' for a sponsored place without a stored campaign), PLA for a cost-per-click
 * campaign, and the campaign report of the listing's campaigns.
 */
export function PromotionCell({ item, onOpenCampaigns }: { item: RankingItem; onOpenCampaigns: () => void }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const hasCampaign = item.bidPercentage !== null || item.isPla === true;
  const isEmpty =
    !item.isPl &&
    !hasCampaign &&
    item.promotedWithAd !== 'RECOMMENDED' &&
    item.bidPercentagesItem.length === 0;
  return (
    <Group gap={4} wrap="nowrap">
      <Stack gap={2}>
        {item.promotedWithAd === 'RECOMMENDED' && (
          <Badge size="xs" color="grape" variant="light">
            {t('accountCheck.promotedWithAd.RECOMMENDED')}
          </Badge>
        )}
        {item.bidPercentage !== null && (
          <Badge size="xs" color="teal" variant="light" title={t('accountCheck.table.plTitle')}>
            {t('accountCheck.table.plBadge', { bid: `${number(item.bidPercentage)} %` })}
          </Badge>
        )}
        {item.isPl && item.bidPercentage === null && (
          <Badge size="xs" color="orange" variant="light">
            {t('accountCheck.table.sponsoredToday')}
          </Badge>
        )}
        {item.isPla && (
          <Badge size="xs" color="grape" variant="light" title={t('accountCheck.table.plaTitle')}>
            {t('accountCheck.table.plaBadge')}
          </Badge>
        )}
        {item.bidPercentagesItem.length > 0 && (
          <Text size="xs">
            {t('accountCheck.table.bidPercentagesItem', {
              values: percentages(item.bidPercentagesItem, i18n.language),
            })}
          </Text>
        )}
        {item.bidPercentagesTrending.length > 0 && (
          <Text size="xs">
            {t('accountCheck.table.bidPercentagesTrending', {
              values: percentages(item.bidPercentagesTrending, i18n.language),
            })}
          </Text>
        )}
        {isEmpty && (
          <Text size="sm" c="dimmed">
            –
          </Text>
        )}
      </Stack>
      {hasCampaign && (
        <Tooltip label={t('accountCheck.table.campaignAction')} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={t('accountCheck.table.campaignActionOf', { itemNumber: item.itemNumber })}
            onClick={onOpenCampaigns}
          >
            <IconAd size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
