import type { VariantItems } from '@baylytics/contract/research-variants';
import { Center, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { toast } from '../../../../app/toast.ts';
import { useHtmlSourceLookup, useVariantLookup } from '../api.ts';
import { HtmlSourceForm, ItemNumbersForm, KeywordForm, VariantIntro } from '../components/lookup-forms.tsx';
import { SalesChart } from '../components/sales-chart.tsx';
import { VariantItemBlock } from '../components/variant-item-block.tsx';
import {
  modeFromParams,
  paramsOf,
  searchFromParams,
  type VariantMode,
  type VariantSearch,
  variantModes,
} from '../search-params.ts';

/** Spec 002 §8: an item observed for days without a sale is said as information. */
function announceNoSales(data: VariantItems) {
  if (data.items.some((item) => item.observedDays > 0 && item.totalQuantity === 0))
    toast.info('variantTool.theItemHasNoSales');
}

/** The variant tool (spec 002 §2): a listing's sales per variation and per day, by page source, number or keyword. */
export function VariantToolPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const mode = modeFromParams(params);
  const search = searchFromParams(params);
  const lookup = useVariantLookup(search);
  const htmlLookup = useHtmlSourceLookup();
  // Which answer the page shows: the last lookup made, by the address or by a pasted source.
  const [shown, setShown] = useState<'address' | 'htmlSource'>(search ? 'address' : 'htmlSource');

  useEffect(() => {
    if (lookup.error) toastApiError(lookup.error);
  }, [lookup.error]);
  useEffect(() => {
    if (lookup.data && !lookup.isPlaceholderData) announceNoSales(lookup.data);
  }, [lookup.data, lookup.isPlaceholderData]);

  const onSearch = (next: VariantSearch) => {
    setShown('address');
    setParams(paramsOf(next));
  };
  const onHtmlSource = (htmlSource: string) => {
    setShown('htmlSource');
    htmlLookup.mutate(htmlSource, { onError: toastApiError, onSuccess: announceNoSales });
  };
  const onTab = (next: string | null) => {
    const picked = variantModes.find((known) => known === next) as VariantMode | undefined;
    if (picked) setParams(new URLSearchParams({ mode: picked }));
  };

  const data = shown === 'htmlSource' ? htmlLookup.data : search ? lookup.data : undefined;
  const isLoading = shown === 'htmlSource' ? htmlLookup.isPending : search !== null && lookup.isPending;
  // Spec 002 §2: the chart shows only when a single item or a page source loaded results.
  const isChartShown =
    data !== undefined &&
    data.items.length > 0 &&
    (shown === 'htmlSource' || (search?.mode === 'itemNumbers' && search.itemNumbers.length === 1));

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Tabs value={mode} onChange={onTab} keepMounted={false}>
            <Tabs.List mb="md">
              {variantModes.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`variantTool.modes.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="htmlSource">
              <HtmlSourceForm isBusy={htmlLookup.isPending} onSubmit={onHtmlSource} />
            </Tabs.Panel>
            <Tabs.Panel value="itemNumbers">
              <ItemNumbersForm
                initial={search?.mode === 'itemNumbers' ? search.itemNumbers : []}
                isBusy={lookup.isFetching}
                onSearch={onSearch}
              />
            </Tabs.Panel>
            <Tabs.Panel value="keyword">
              <KeywordForm
                initial={search?.mode === 'keyword' ? search : null}
                isBusy={lookup.isFetching}
                onSearch={onSearch}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        {!data && !isLoading && <VariantIntro />}
        {isLoading && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {data && (
          <Stack gap="lg" style={{ opacity: shown === 'address' && lookup.isPlaceholderData ? 0.6 : 1 }}>
            {data.items.length === 0 && <Text c="dimmed">{t('variantTool.noResults')}</Text>}
            {isChartShown && data.soldByDate.length > 0 && <SalesChart soldByDate={data.soldByDate} />}
            {data.items.map((item) => (
              <VariantItemBlock key={item.itemNumber} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
