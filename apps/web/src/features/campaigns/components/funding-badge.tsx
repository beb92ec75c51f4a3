import type { Campaign } from '@baylytics/contract/campaigns';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';

/** PLA for a cost-per-click campaign, PL with its bid percentage for cost per sale (spec 002 §2). */
export function FundingBadge({ campaign }: { campaign: Pick<Campaign, 'fundingModel' | 'bidPercentage'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (campaign.fundingModel === 'COST_PER_CLICK')
    return (
      <Badge color="grape" variant="light" title={t('campaigns.fundingModel.COST_PER_CLICK')}>
        {t('campaigns.badge.pla')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light" title={t('campaigns.fundingModel.COST_PER_SALE')}>
      {t('campaigns.badge.pl', {
        bid: campaign.bidPercentage === null ? '' : format.percent(campaign.bidPercentage),
      })}
    </Badge>
  );
}
