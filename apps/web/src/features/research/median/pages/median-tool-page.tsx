import { Alert, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { useFormat } from '../../../../app/format/use-format.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { useMedianTool } from '../api.ts';
import { DistributionCharts } from '../components/distribution-charts.tsx';
import { MedianFigures } from '../components/median-figures.tsx';
import { MedianForm } from '../components/median-form.tsx';
import { PriceTable } from '../components/price-table.tsx';
import { type MedianSearch, paramsOf, searchFromParams } from '../search-params.ts';

/** The median tool (spec 002 §2): median prices of the first 20 to 200 results of a live eBay search. */
export function MedianToolPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const result = useMedianTool(search);
  const data = result.data;
  const onSearch = (next: MedianSearch) => setParams(paramsOf(next));
  const error = result.isError ? apiErrorMessage(result.error) : null;

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <MedianForm
            key={search ? paramsOf(search).toString() : ''}
            initial={search}
            isSearching={result.isFetching}
            onSearch={onSearch}
          />
        </Paper>
        {!search && <Text c="dimmed">{t('medianTool.intro')}</Text>}
        {search && result.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('medianTool.error')}>
            {t(error.key, error.values)}
          </Alert>
        )}
        {search && data && (
          <Stack gap="lg" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
            <Group justify="space-between" align="baseline">
              <Text fw={600} size="lg">
                {t(data.isEan ? 'medianTool.resultsForEan' : 'medianTool.resultsFor', {
                  keyword: data.keywordOrEAN,
                  condition: t(`medianTool.conditions.${data.condition}`),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('medianTool.counted', { count: data.count, total: format.number(data.total) })}
              </Text>
            </Group>
            {data.count === 0 ? (
              <Text c="dimmed">{t('medianTool.noResults')}</Text>
            ) : (
              <>
                <MedianFigures data={data} />
                <DistributionCharts data={data} />
                <Paper withBorder p="md">
                  <PriceTable data={data} />
                </Paper>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
