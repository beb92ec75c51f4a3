import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PageState } from '../../../app/list/page-state.tsx';
import { useCampaign } from '../api.ts';
import { CampaignStatus, utcDay } from '../components/campaign-columns.tsx';
import { CampaignStatusActions } from '../components/campaign-status-actions.tsx';
import { FundingBadge } from '../components/funding-badge.tsx';
import { PlListingTable } from '../components/pl-listing-table.tsx';
import { type CampaignReport, campaignReportPath } from '../paths.ts';

/** Cost-per-click campaigns report per listing, keyword and search query; cost-per-sale ones per listing. */
const reportsOf = (fundingModel: 'COST_PER_SALE' | 'COST_PER_CLICK'): CampaignReport[] =>
  fundingModel === 'COST_PER_CLICK' ? ['pla-listing', 'pla-keyword', 'pla-search-query'] : ['pl-listing'];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One campaign (spec 002 §2): its funding badge, facts, the listings it promotes and its report charts. */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const format = useFormat();
  const [search] = useSearchParams();
  const campaignId = search.get('campaignId');
  const result = useCampaign(campaignId);
  const campaign = result.data;

  return (
    <>
      <PageHeader route={route} />
      <PageState
        state={campaignId ? result : { isPending: false, isError: false, error: null }}
        errorTitle={t('campaigns.detail.error')}
        isEmpty={!campaignId}
        empty={{ message: t('campaigns.detail.noCampaign') }}
      >
        {campaign && (
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <Group justify="space-between" align="start" mb="md">
                <Group gap="sm">
                  <Title order={3}>{campaign.campaignName}</Title>
                  <FundingBadge campaign={campaign} />
                  <CampaignStatus status={campaign.campaignStatus} />
                </Group>
                <CampaignStatusActions campaign={campaign} size="sm" />
                <Group gap="xs" aria-label={t('campaigns.detail.reports')}>
                  {reportsOf(campaign.fundingModel).map((report) => (
                    <Button
                      key={report}
                      component={Link}
                      to={campaignReportPath(report, campaign)}
                      variant="light"
                      size="xs"
                    >
                      {t(`nav.campaignReport.${report}`)}
                    </Button>
                  ))}
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
                <Fact label={t('campaigns.columns.campaignId')}>{campaign.campaignId}</Fact>
                <Fact label={t('campaigns.detail.seller')}>{campaign.sellerName}</Fact>
                <Fact label={t('campaigns.detail.marketplace')}>{campaign.marketplaceId}</Fact>
                <Fact label={t('campaigns.columns.funding')}>
                  {t(`campaigns.fundingModel.${campaign.fundingModel}`)}
                </Fact>
                <Fact label={t('campaigns.columns.startDate')}>
                  {format.date(utcDay(campaign.startDate))}
                </Fact>
                <Fact label={t('campaigns.columns.endDate')}>
                  {format.date(utcDay(campaign.endDate)) || t('campaigns.detail.noEnd')}
                </Fact>
                {campaign.bidPercentage !== null && (
                  <Fact label={t('campaigns.form.bidPercentage')}>
                    {format.percent(campaign.bidPercentage)}
                  </Fact>
                )}
                {campaign.budget && (
                  <Fact label={t('campaigns.columns.dailyBudget')}>
                    {format.money(campaign.budget.value, campaign.budget.currency)}
                  </Fact>
                )}
              </SimpleGrid>
            </Paper>
            <Paper withBorder p="lg">
              <Title order={4} mb="sm">
                {t('campaigns.detail.listings', { count: campaign.listingIds.length })}
              </Title>
              {campaign.listingIds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(campaign.selectionRule ? 'campaigns.detail.byRules' : 'campaigns.detail.noListings')}
                </Text>
              ) : (
                <Group gap="xs">
                  {campaign.listingIds.map((id) => (
                    <Text
                      key={id}
                      size="sm"
                      ff="monospace"
                      px="xs"
                      bg="var(--mantine-color-gray-1)"
                      style={{ borderRadius: 4 }}
                    >
                      {id}
                    </Text>
                  ))}
                </Group>
              )}
            </Paper>
            {campaign.fundingModel === 'COST_PER_SALE' && (
              <Paper withBorder p="lg">
                <Title order={4} mb="sm">
                  {t('campaigns.plTable.title')}
                </Title>
                <PlListingTable campaignId={campaign.campaignId} />
              </Paper>
            )}
          </Stack>
        )}
      </PageState>
    </>
  );
}
