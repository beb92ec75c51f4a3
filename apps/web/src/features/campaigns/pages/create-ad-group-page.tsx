import { createAdGroup } from '@baylytics/contract/campaigns';
import { Alert, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useCreateAdGroup } from '../api.ts';
import { useDecimalSeparator } from '../number-input-locale.ts';
import { addKeywordsPath } from '../paths.ts';
import { useWizardQuery } from '../wizard-query.ts';

type Values = z.input<NonNullable<typeof createAdGroup.body>>;

/** Create ad group (spec 002 §4–§5): name and default bid of a cost-per-click campaign; its listings join it. */
export function CreateAdGroupPage() {
  const { t } = useTranslation();
  const decimals = useDecimalSeparator();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const wizard = useWizardQuery();
  const create = useCreateAdGroup();
  const schema = createAdGroup.body as unknown as z.ZodType<Values>;
  const { field, submit, submitButton, form } = useSchemaForm<Values>(schema, {
    name: '',
    defaultBid: 0.3,
    listingIds: wizard.itemNumbers,
  });
  const campaignId = wizard.campaignId;

  const onSubmit = submit(async (body) => {
    if (!campaignId) return;
    const group = await create.mutateAsync({ campaignId, body });
    navigate(
      addKeywordsPath({
        campaignId,
        campaignName: wizard.campaignName,
        adGroupId: group.adGroupId,
        itemNumbers: wizard.itemNumbers.join(',') || undefined,
      }),
    );
  });

  return (
    <>
      <PageHeader route={route} />
      {!campaignId ? (
        <Alert color="yellow">{t('campaigns.wizard.noCampaign')}</Alert>
      ) : (
        <Paper withBorder p="lg" maw={640}>
          <form onSubmit={onSubmit} noValidate>
            <fieldset disabled={create.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('campaigns.wizard.forCampaign', { campaignName: wizard.campaignName })}
                </Text>
                <TextInput label={t('campaigns.adGroup.adGroupName')} required {...field('name')} />
                <NumberInput
                  {...decimals}
                  label={t('campaigns.adGroup.defaultBidPrice')}
                  description={t('campaigns.adGroup.defaultBidHint')}
                  required
                  min={0.02}
                  step={0.05}
                  decimalScale={2}
                  fixedDecimalScale
                  suffix=" €"
                  w={240}
                  {...field('defaultBid')}
                  onChange={(value) => form.setFieldValue('defaultBid', Number(value))}
                />
                <Text size="sm">{t('campaigns.adGroup.listings', { count: wizard.itemNumbers.length })}</Text>
                <Group justify="flex-end">
                  <SubmitButton {...submitButton} loading={create.isPending}>
                    {t('campaigns.adGroup.create')}
                  </SubmitButton>
                </Group>
              </Stack>
            </fieldset>
          </form>
        </Paper>
      )}
    </>
  );
}
