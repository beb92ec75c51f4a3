import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { useSearchOrganic } from '../api.ts';
import { OrganicResultsTable } from '../components/organic-results-table.tsx';
import { SearchOrganicForm } from '../components/search-organic-form.tsx';
import {
  formValuesFromQuery,
  queryOf,
  requestFromQuery,
  type SearchOrganicFormValues,
} from '../search-organic-values.ts';

/**
 * Organic search (spec 001 §2.4): a live search of the first 200 results for a keyword. The search lives in
 * the URL, so a link with keyword, countryId and itemNumber opens with the result.
 */
export function SearchOrganicPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [searchParams, setSearchParams] = useSearchParams();
  const [run, setRun] = useState(0);
  const request = requestFromQuery(searchParams);
  const search = useSearchOrganic(request, run);

  const onSearch = (values: SearchOrganicFormValues) => {
    setSearchParams(queryOf(values));
    setRun((count) => count + 1);
  };

  const result = search.data;
  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <SearchOrganicForm
            initialValues={formValuesFromQuery(searchParams)}
            isSearching={search.isFetching}
            onSearch={onSearch}
          />
        </Paper>
        {(search.isFetching || result || search.isError) && (
          <Paper withBorder p="lg">
            <Stack gap="md">
              {result && result.total > 0 && !search.isError && (
                <Text fw={500} data-testid="organic-position">
                  {result.position > 0
                    ? t('searchOrganic.positionOf', { position: result.position, total: result.total })
                    : t('searchOrganic.notInTop', { count: result.items.length, total: result.total })}
                </Text>
              )}
              <OrganicResultsTable items={result?.items} state={search} isStale={search.isFetching} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}
