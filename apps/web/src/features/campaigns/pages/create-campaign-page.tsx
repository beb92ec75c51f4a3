import {
  bidPercentageRange,
  createCampaignBody,
  dailyBudgetRange,
  type FundingModel,
  listingConditionIds,
  maxCampaignNameLength,
} from '@baylytics/contract/campaigns';
import { defaultEbaySiteId } from '@baylytics/contract/marketplaces';
import {
  Alert,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { SitePicker, siteIdOf } from '../../../app/list/site-picker.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useCreateCampaign, useEligibilities, useSellerAccounts } from '../api.ts';
import { useDecimalSeparator } from '../number-input-locale.ts';
import { campaignCompletedPath, createAdGroupPath } from '../paths.ts';
import { selectedSeller } from '../selected-seller.ts';

type Values = z.input<typeof createCampaignBody>;

const today = () => new Date().toISOString().slice(0, 10);
const itemNumbersOf = (query: string | null) =>
  (query ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => /^\d{9,19}$/.test(n));

/** eBay's suggested ad rate handed over by the account check, when it is one the form accepts; else 5 %. */
const startBidOf = (query: string | null) => {
  const value = Number(query ?? '');
  const isUsable =
    query !== null &&
    Number.isFinite(value) &&
    value >= bidPercentageRange.min &&
    value <= bidPercentageRange.max;
  return isUsable ? Math.round(value * 10) / 10 : 5;
};

/**
 * Create campaign (spec 002 §5): name, marketplace, dates and the funding models the seller's eligibilities
 * allow; the ad rate for cost per sale, the daily budget in EUR for cost per click; a selection rule only when
 * something is chosen. Started from the account check with `itemNumbers`, `sellerName` and eBay's suggested
 * `bidPercentage` in the query.
 */
export function CreateCampaignPage() {
  const { t } = useTranslation();
  const decimals = useDecimalSeparator();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const accounts = useSellerAccounts();
  const listingIds = itemNumbersOf(search.get('itemNumbers'));
  const startBid = startBidOf(search.get('bidPercentage'));
  const { form, field, submit, submitButton } = useSchemaForm<Values>(
    createCampaignBody as z.ZodType<Values>,
    {
      sellerName: search.get('sellerName') ?? '',
      campaignName: '',
      eBaySiteId: defaultEbaySiteId,
      startDate: today(),
      endDate: null,
      fundingModel: 'COST_PER_SALE',
      bidPercentage: startBid,
      dailyBudget: null,
      selectionRule: null,
      listingIds,
    },
  );
  const values = form.getValues();
  const sellerName = values.sellerName || null;
  const eligibilities = useEligibilities(sellerName, Number(values.eBaySiteId));
  const fundingModels: FundingModel[] = eligibilities.data?.fundingModels ?? ['COST_PER_SALE'];
  const create = useCreateCampaign();

  // The stored seller (spec 000) when the query names none.
  useEffect(() => {
    if (!form.getValues().sellerName && accounts.data) {
      const seller = selectedSeller(accounts.data);
      if (seller) form.setFieldValue('sellerName', seller);
    }
  }, [accounts.data, form]);

  const chooseFunding = (model: string) => {
    const isCostPerSale = model === 'COST_PER_SALE';
    form.setValues({
      fundingModel: model as FundingModel,
      bidPercentage: isCostPerSale ? startBid : null,
      dailyBudget: isCostPerSale ? null : 10,
      selectionRule: isCostPerSale ? values.selectionRule : null,
    });
  };
  const rule = values.selectionRule ?? null;
  const setRule = (patch: Partial<NonNullable<Values['selectionRule']>>) => {
    const next = { brands: [], listingConditionIds: [], minPrice: null, maxPrice: null, ...rule, ...patch };
    const isEmpty =
      (next.brands?.length ?? 0) === 0 &&
      (next.listingConditionIds?.length ?? 0) === 0 &&
      next.minPrice == null &&
      next.maxPrice == null;
    // Spec 002 §5: the criterion is sent only when one of its fields is set.
    form.setFieldValue('selectionRule', isEmpty ? null : next);
  };
  const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

  const onSubmit = submit(async (body) => {
    const campaign = await create.mutateAsync(body);
    const next = { campaignId: campaign.campaignId, campaignName: campaign.campaignName };
    navigate(
      campaign.fundingModel === 'COST_PER_CLICK'
        ? createAdGroupPath({ ...next, itemNumbers: listingIds.join(',') || undefined })
        : campaignCompletedPath(next),
    );
  });

  const isCostPerSale = values.fundingModel === 'COST_PER_SALE';
  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg" maw={880}>
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={create.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="md">
              {listingIds.length > 0 && (
                <Alert
                  variant="light"
                  title={t('campaigns.form.listingsTitle', { count: listingIds.length })}
                >
                  <Text size="sm" ff="monospace">
                    {listingIds.join(', ')}
                  </Text>
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('campaigns.form.sellerName')}
                  data={[...new Set([...(accounts.data ?? []), ...(sellerName ? [sellerName] : [])])]}
                  required
                  allowDeselect={false}
                  {...field('sellerName')}
                />
                <SitePicker
                  label={t('campaigns.form.marketplace')}
                  value={String(values.eBaySiteId)}
                  onChange={(value) =>
                    value && form.setFieldValue('eBaySiteId', siteIdOf(value) ?? defaultEbaySiteId)
                  }
                  allowDeselect={false}
                  required
                />
              </SimpleGrid>
              <TextInput
                label={t('campaigns.form.campaignName')}
                required
                maxLength={maxCampaignNameLength}
                {...field('campaignName')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  type="date"
                  label={t('campaigns.form.startDate')}
                  required
                  min={today()}
                  {...field('startDate')}
                />
                <TextInput
                  type="date"
                  label={t('campaigns.form.endDate')}
                  description={t('campaigns.form.endDateHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  min={values.startDate || today()}
                  {...field('endDate')}
                  value={values.endDate ?? ''}
                  onChange={(event) => form.setFieldValue('endDate', event.currentTarget.value || null)}
                />
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('campaigns.form.fundingModel')}
                </Text>
                <SegmentedControl
                  aria-label={t('campaigns.form.fundingModel')}
                  value={values.fundingModel}
                  onChange={chooseFunding}
                  data={fundingModels.map((model) => ({
                    value: model,
                    label: t(`campaigns.fundingModel.${model}`),
                  }))}
                  w="fit-content"
                />
                {eligibilities.isSuccess && !fundingModels.includes('COST_PER_CLICK') && (
                  <Text size="xs" c="dimmed">
                    {t('campaigns.form.costPerClickNotEligible')}
                  </Text>
                )}
              </Stack>
              {isCostPerSale ? (
                <NumberInput
                  {...decimals}
                  label={t('campaigns.form.bidPercentage')}
                  description={t('campaigns.form.bidPercentageHint', bidPercentageRange)}
                  required
                  min={bidPercentageRange.min}
                  max={bidPercentageRange.max}
                  step={0.1}
                  decimalScale={1}
                  suffix=" %"
                  w={320}
                  {...field('bidPercentage')}
                  onChange={(value) => form.setFieldValue('bidPercentage', numberOrNull(value))}
                />
              ) : (
                <NumberInput
                  {...decimals}
                  label={t('campaigns.form.dailyBudget')}
                  description={t('campaigns.form.dailyBudgetHint', { min: dailyBudgetRange.min })}
                  required
                  min={dailyBudgetRange.min}
                  decimalScale={2}
                  fixedDecimalScale
                  suffix=" €"
                  w={320}
                  {...field('dailyBudget')}
                  onChange={(value) => form.setFieldValue('dailyBudget', numberOrNull(value))}
                />
              )}
              {isCostPerSale && (
                <Stack gap="xs">
                  <Title order={5}>{t('campaigns.form.criterionTitle')}</Title>
                  <Text size="xs" c="dimmed">
                    {t('campaigns.form.criterionHint')}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <MultiSelect
                      label={t('campaigns.form.listingConditions')}
                      data={listingConditionIds.map((id) => ({
                        value: id,
                        label: t(`campaigns.conditions.${id}`),
                      }))}
                      value={rule?.listingConditionIds ?? []}
                      onChange={(ids) =>
                        setRule({ listingConditionIds: ids as (typeof listingConditionIds)[number][] })
                      }
                    />
                    <TagsInput
                      label={t('campaigns.form.brands')}
                      value={rule?.brands ?? []}
                      onChange={(brands) => setRule({ brands })}
                    />
                    <NumberInput
                      {...decimals}
                      label={t('campaigns.form.minPrice')}
                      min={0}
                      decimalScale={2}
                      value={rule?.minPrice ?? ''}
                      onChange={(value) => setRule({ minPrice: numberOrNull(value) })}
                    />
                    <NumberInput
                      {...decimals}
                      label={t('campaigns.form.maxPrice')}
                      min={0}
                      decimalScale={2}
                      value={rule?.maxPrice ?? ''}
                      onChange={(value) => setRule({ maxPrice: numberOrNull(value) })}
                      error={
                        form.errors['selectionRule.maxPrice']
                          ? t(String(form.errors['selectionRule.maxPrice']))
                          : undefined
                      }
                    />
                  </SimpleGrid>
                </Stack>
              )}
              <Group justify="flex-end">
                <SubmitButton {...submitButton} loading={create.isPending}>
                  {t(isCostPerSale ? 'campaigns.form.create' : 'campaigns.form.createAndContinue')}
                </SubmitButton>
              </Group>
            </Stack>
          </fieldset>
        </form>
      </Paper>
    </>
  );
}
