import { Alert, Anchor, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { type KeywordToolSearch, useKeywordTool } from '../api.ts';
import { KeywordCloudView } from '../components/keyword-cloud-view.tsx';
import { KeywordToolForm } from '../components/keyword-tool-form.tsx';
import { RelatedKeywordsTable } from '../components/related-keywords-table.tsx';
import { SuggestionList } from '../components/suggestion-list.tsx';
import { paramsOf, searchFromParams } from '../search-params.ts';

/** The keyword tool (spec 001 §2.7): suggestions of eBay and a search engine, related keywords, a cloud, trends. */
export function KeywordToolPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const result = useKeywordTool(search);
  const data = result.data;
  const onSearch = (next: KeywordToolSearch) => setParams(paramsOf(next));
  const onPick = (keyword: string) => search && onSearch({ ...search, keyword });

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          {/* Remounted per search, so a picked suggestion shows in the field. */}
          <KeywordToolForm
            key={`${search?.keyword ?? ''}|${search?.eBaySiteId ?? ''}`}
            initial={search}
            isSearching={result.isFetching}
            onSearch={onSearch}
          />
        </Paper>
        {!search && <Text c="dimmed">{t('keywordTool.intro')}</Text>}
        {search && result.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {search && result.isError && (
          <Alert color="red" role="alert" title={t('keywordTool.error')}>
            {t(apiErrorMessage(result.error).key, apiErrorMessage(result.error).values)}
          </Alert>
        )}
        {search && data && (
          <>
            <Group justify="space-between" align="center">
              <Text fw={600} size="lg">
                {t('keywordTool.resultsFor', { keyword: data.keyword })}
              </Text>
              <Anchor href={data.googleTrendsUrl} target="_blank" rel="noopener noreferrer">
                <Group gap={4} wrap="nowrap">
                  {t('keywordTool.trendsLink')}
                  <IconExternalLink size={16} aria-hidden />
                </Group>
              </Anchor>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SuggestionList
                title={t('keywordTool.eBaySuggestions')}
                suggestions={data.eBaySuggestions}
                isUnavailable={data.unavailable.includes('eBaySuggestions')}
                onPick={onPick}
              />
              <SuggestionList
                title={t('keywordTool.googleSuggestions')}
                suggestions={data.googleSuggestions}
                isUnavailable={data.unavailable.includes('googleSuggestions')}
                onPick={onPick}
              />
            </SimpleGrid>
            <KeywordCloudView words={data.keywordCloud} />
            <RelatedKeywordsTable keywords={data.keywords} isStale={result.isPlaceholderData} />
          </>
        )}
      </Stack>
    </>
  );
}
