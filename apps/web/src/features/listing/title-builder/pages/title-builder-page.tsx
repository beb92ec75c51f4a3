import { titleBuilderQuerySchema } from '@baylytics/contract/listing-title-builder';
import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { useTitleBuilderItem } from '../api.ts';
import { TitleBuilder } from '../components/title-builder.tsx';
import { TitleBuilderForm } from '../components/title-builder-form.tsx';

/**
 * The title builder (spec 002 §2): item number and main keyword in the address load the listing; then the
 * keyword pickers and the draggable generated title with its status, copy and apply.
 */
export function TitleBuilderPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const parsed = titleBuilderQuerySchema.safeParse({
    itemNumber: params.get('itemNumber') ?? '',
    keyword: params.get('keyword') ?? '',
  });
  const search = parsed.success ? parsed.data : null;
  const item = useTitleBuilderItem(search);
  const error = item.isError ? apiErrorMessage(item.error) : null;
  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <TitleBuilderForm
            key={`${search?.itemNumber ?? ''}|${search?.keyword ?? ''}`}
            initial={search}
            isLoading={item.isFetching}
            onBuild={(next) => setParams(new URLSearchParams(next))}
          />
        </Paper>
        {!search && <Text c="dimmed">{t('titleBuilder.intro')}</Text>}
        {search && item.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('titleBuilder.error')}>
            {t(error.key, error.values)}
          </Alert>
        )}
        {search && item.data && !error && (
          <TitleBuilder
            key={`${item.data.itemNumber}|${item.data.itemTitle}|${search.keyword}`}
            item={item.data}
            keyword={search.keyword}
          />
        )}
      </Stack>
    </>
  );
}
