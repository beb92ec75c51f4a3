import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../app/dialog.tsx';
import { PageState } from '../../../app/list/page-state.tsx';
import { useCampaignsOfListing } from '../api.ts';
import { campaignDetailPath } from '../paths.ts';
import { CampaignStatus } from './campaign-columns.tsx';
import { FundingBadge } from './funding-badge.tsx';
import { PlListingTable } from './pl-listing-table.tsx';

/**
 * The campaigns that promote one listing (spec 001 §2.1 campaign report): a cost-per-click campaign links to its
 * detail page, a cost-per-sale campaign shows its PL listing report for the listing, by day, week or month.
 */
export function ListingCampaignsModal({
  sellerName,
  itemNumber,
  onClose,
}: {
  sellerName: string;
  itemNumber: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const result = useCampaignsOfListing(sellerName, itemNumber);
  return (
    <Dialog opened onClose={onClose} title={t('campaigns.ofListing.title', { itemNumber })} size="90%">
      <PageState
        state={result}
        errorTitle={t('campaigns.ofListing.error')}
        isEmpty={result.data?.length === 0}
        empty={{ message: t('campaigns.ofListing.none') }}
      >
        <Stack gap="md">
          {result.data?.map((campaign) => (
            <Paper key={campaign.campaignId} withBorder p="md">
              <Group gap="sm" mb={campaign.fundingModel === 'COST_PER_SALE' ? 'sm' : 0}>
                <Anchor component={Link} to={campaignDetailPath(campaign.campaignId)} fw={600}>
                  {campaign.campaignName}
                </Anchor>
                <FundingBadge campaign={campaign} />
                <CampaignStatus status={campaign.campaignStatus} />
                {campaign.fundingModel === 'COST_PER_CLICK' && (
                  <Text size="sm" c="dimmed">
                    {t('campaigns.ofListing.costPerClickReports')}
                  </Text>
                )}
              </Group>
              {campaign.fundingModel === 'COST_PER_SALE' && (
                <PlListingTable campaignId={campaign.campaignId} itemNumber={itemNumber} />
              )}
            </Paper>
          ))}
        </Stack>
      </PageState>
    </Dialog>
  );
}
