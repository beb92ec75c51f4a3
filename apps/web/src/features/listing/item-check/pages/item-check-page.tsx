import { Alert, Button, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { toast } from '../../../../app/toast.ts';
import { useItemCheck } from '../api.ts';
import { CategorySection } from '../components/category-section.tsx';
import { DescriptionFrame } from '../components/description-frame.tsx';
import { EntriesTable } from '../components/entries-table.tsx';
import { ItemCheckForm } from '../components/item-check-form.tsx';
import { ItemSummary } from '../components/item-summary.tsx';
import { MobileSection } from '../components/mobile-section.tsx';
import { OptimizationWizard } from '../components/optimization-wizard.tsx';
import { OptimizedSwitch } from '../components/optimized-mark.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { SellerSection } from '../components/seller-section.tsx';
import { VariantsSection } from '../components/variants-section.tsx';
import { currencyOf } from '../entry-text.ts';
import { type ItemCheckSearch, paramsOf, searchFromParams } from '../search-params.ts';

/**
 * The item check (spec 002 §2): one of the seller's listings judged section by section, each entry with its
 * colour flag. Item number and keyword in the address run the check at once.
 */
export function ItemCheckPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const check = useItemCheck(search);
  const result = check.data;
  const error = check.isError ? apiErrorMessage(check.error) : null;
  const onCheck = (next: ItemCheckSearch) => setParams(paramsOf(next));
  const [isWizardOpen, wizard] = useDisclosure(false);

  // Without characteristics the category cannot be judged (spec 002 §8): said once per answer.
  const isUncheckable = !!result && !check.isPlaceholderData && result.itemCharacteristics.length === 0;
  const uncheckableAt = isUncheckable ? check.dataUpdatedAt : 0;
  useEffect(() => {
    if (uncheckableAt > 0) toast.error('itemCheck.weCanNotCheckThisItem');
  }, [uncheckableAt]);

  const currency = result ? currencyOf(result.item) : null;

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <ItemCheckForm
            key={search ? paramsOf(search).toString() : ''}
            initial={search}
            isChecking={check.isFetching}
            onCheck={onCheck}
          />
        </Paper>
        {!search && <Text c="dimmed">{t('itemCheck.intro')}</Text>}
        {search && check.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('itemCheck.error')}>
            {t(error.key, error.values)}
          </Alert>
        )}
        {search && result && !error && (
          <Stack
            gap="lg"
            style={{ opacity: check.isPlaceholderData ? 0.6 : 1 }}
            data-testid="item-check-result"
          >
            <ItemSummary
              result={result}
              actions={
                <Stack gap="sm" align="flex-end">
                  <Button leftSection={<IconListCheck size={16} />} onClick={wizard.open}>
                    {t('itemCheck.wizard.open')}
                  </Button>
                  <OptimizedSwitch result={result} />
                </Stack>
              }
            />
            <OptimizationWizard result={result} opened={isWizardOpen} onClose={wizard.close} />
            <SectionCard id="item" title={t('itemCheck.sections.item')}>
              <EntriesTable entries={result.item} label={t('itemCheck.sections.item')} />
            </SectionCard>
            <CategorySection result={result} />
            <VariantsSection variants={result.itemVariants} currency={currency} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <MobileSection entry={result.mobileDescription} />
              <SellerSection seller={result.sellerDetails} />
            </SimpleGrid>
            <DescriptionFrame html={result.description} />
            <SectionCard id="shipping" title={t('itemCheck.sections.shipping')}>
              <EntriesTable entries={result.shipping} label={t('itemCheck.sections.shipping')} />
            </SectionCard>
          </Stack>
        )}
      </Stack>
    </>
  );
}
