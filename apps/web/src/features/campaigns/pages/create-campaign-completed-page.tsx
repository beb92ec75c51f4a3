import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { campaignDetailPath, campaignListPath } from '../paths.ts';
import { useWizardQuery } from '../wizard-query.ts';

/** The wizard's last step: the campaign is on eBay. */
export function CreateCampaignCompletedPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const wizard = useWizardQuery();
  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="xl" maw={640}>
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
            ✓
          </ThemeIcon>
          <Title order={3}>{t('campaigns.completed.title')}</Title>
          <Text ta="center">{t('campaigns.completed.message', { campaignName: wizard.campaignName })}</Text>
          <Group>
            {wizard.campaignId && (
              <Button component={Link} to={campaignDetailPath(wizard.campaignId)}>
                {t('campaigns.completed.toCampaign')}
              </Button>
            )}
            <Button component={Link} to={campaignListPath} variant="default">
              {t('campaigns.completed.toList')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
