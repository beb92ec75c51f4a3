import { type KeywordProRow, keywordProPageSize } from '@baylytics/contract/keyword-pro';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { DataTable } from '../../../../app/list/data-table.tsx';
import { PageState } from '../../../../app/list/page-state.tsx';
import { useListParams } from '../../../../app/list/use-list-params.ts';
import { downloadCsv } from '../../../../app/save-file.ts';
import { SaveKeywordsModal } from '../../keyword-lists/components/save-keywords-modal.tsx';
import { type KeywordProSearch, useKeywordProSearch } from '../api.ts';
import { KeywordProSearchForm } from '../components/keyword-pro-search-form.tsx';
import { tableReadyMark, useKeywordProColumns } from '../components/keyword-pro-table.tsx';
import { RankingModal } from '../components/ranking-modal.tsx';
import { WordFrequencyPanel } from '../components/word-frequency-panel.tsx';
import { csvColumns, csvRows, filterRows, wordFrequency } from '../keyword-pro-helpers.ts';
import {
  emptyKeywordProSearchForm,
  type KeywordProSearchFormValues,
  keywordProSearchFormSchema,
  searchOf,
} from '../keyword-pro-search-values.ts';

// The sales tracker brings the variant tool's blocks and chart: loaded when first opened.
const SalesTrackerModal = lazy(() => import('../components/sales-tracker-modal.tsx'));

const noRows: readonly KeywordProRow[] = [];
/** The search, the table's filter and its page live in the address: a link such as `?keyword=akku` runs at once. */
const listDefaults = {
  pageSize: keywordProPageSize,
  filters: { keyword: '', and: '', site: '77', category: '', filter: '' },
};
const rowId = (row: KeywordProRow) => String(row.id);

/** The form's values as the address holds them. */
function formValuesOf(filters: typeof listDefaults.filters): KeywordProSearchFormValues {
  return {
    ...emptyKeywordProSearchForm,
    text: filters.keyword,
    useAnd: filters.and === '1',
    eBaySiteId: filters.site,
    categoryId: filters.category,
  };
}

/** The search an address asks for, by the form's rules; none while it names neither a keyword nor a category. */
function searchFromAddress(filters: typeof listDefaults.filters): KeywordProSearch | null {
  const values = formValuesOf(filters);
  return keywordProSearchFormSchema.safeParse(values).success ? searchOf(values) : null;
}

/** Keyword Pro (spec 001 §2.5): search the keyword database, select, save to a list, export. */
export function KeywordProPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const { filters } = list;
  const formValues = useMemo(() => formValuesOf(filters), [filters]);
  const search = useMemo(() => searchFromAddress(filters), [filters]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [tableError, setTableError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [ranking, setRanking] = useState<string | null>(null);
  const [salesTracker, setSalesTracker] = useState<string | null>(null);

  const result = useKeywordProSearch(search);
  const rows = result.data ?? noRows;
  // Over 10,000 rows: computed when the answer or the filter changes, not on every render (a tick, a page).
  const visible = useMemo(() => filterRows(rows, filters.filter), [rows, filters.filter]);
  const page = useMemo(
    () => visible.slice((list.pageIndex - 1) * keywordProPageSize, list.pageIndex * keywordProPageSize),
    [visible, list.pageIndex],
  );
  const words = useMemo(() => wordFrequency(rows.map((row) => row.keyword)), [rows]);
  const chosen = useMemo(() => rows.filter((row) => selected.has(rowId(row))), [rows, selected]);
  const columns = useKeywordProColumns(setRanking, setSalesTracker);

  const onSearch = (values: KeywordProSearchFormValues) => {
    setSelected(new Set());
    list.setFilters(
      {
        keyword: values.text.trim(),
        and: values.useAnd ? '1' : '',
        site: values.eBaySiteId ?? listDefaults.filters.site,
        category: values.categoryId.trim(),
      },
      { replace: false },
    );
  };
  const onSelection = useCallback((next: Set<string>) => {
    setTableError(null);
    setSelected(next);
  }, []);
  const requireSelection = () => {
    if (chosen.length > 0) return true;
    setTableError('keywordLists.pleaseSelectKeywords');
    return false;
  };
  const onSave = () => requireSelection() && setSaving(true);
  const onExport = () => {
    if (!requireSelection()) return;
    downloadCsv(
      'keyword-pro.csv',
      csvColumns.map((column) => t(`keywordPro.columns.${column}`)),
      csvRows(chosen),
    );
  };

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        <KeywordProSearchForm
          key={JSON.stringify(formValues)}
          initialValues={formValues}
          isSearching={result.isFetching}
          onSearch={onSearch}
        />
        {search === null ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('keywordPro.start')}
          </Text>
        ) : (
          <PageState state={result} errorTitle={t('keywordPro.loadError')}>
            <Grid>
              <Grid.Col span={{ base: 12, xl: 3 }}>
                <WordFrequencyPanel words={words} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xl: 9 }}>
                <Paper withBorder p="md">
                  <Stack>
                    <Group justify="space-between" wrap="wrap">
                      <TextInput
                        placeholder={t('keywordPro.filter')}
                        aria-label={t('keywordPro.filter')}
                        value={filters.filter}
                        onChange={(event) => list.setFilters({ filter: event.currentTarget.value })}
                        w={260}
                      />
                      <Group gap="xs">
                        <Text size="sm" c="dimmed">
                          {t('keywordPro.selectedCount', { count: chosen.length })}
                        </Text>
                        <Button variant="light" leftSection={<IconDeviceFloppy size={16} />} onClick={onSave}>
                          {t('keywordLists.save.button')}
                        </Button>
                        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={onExport}>
                          {t('keywordPro.exportSelected')}
                        </Button>
                      </Group>
                    </Group>
                    {tableError && (
                      <Alert color="red" role="alert">
                        {t(tableError)}
                      </Alert>
                    )}
                    <DataTable
                      columns={columns}
                      rows={page}
                      rowId={rowId}
                      label={t('keywordPro.tableLabel')}
                      state={result}
                      errorTitle={t('keywordPro.loadError')}
                      empty={{
                        message: t(rows.length === 0 ? 'keywordPro.noResults' : 'keywordPro.noFilterMatch'),
                        hint: t(
                          rows.length === 0 ? 'keywordPro.noResultsHint' : 'keywordPro.noFilterMatchHint',
                        ),
                      }}
                      isStale={result.isFetching}
                      minWidth={820}
                      selection={{
                        selected,
                        onChange: onSelection,
                        rowLabel: (row) => t('keywordPro.selectRow', { keyword: row.keyword }),
                        all: { rows: visible, label: t('keywordPro.selectAll') },
                      }}
                      pager={{
                        total: visible.length,
                        pageIndex: list.pageIndex,
                        pageSize: keywordProPageSize,
                        onPageChange: list.setPage,
                        totalKey: 'keywordPro.total',
                      }}
                      readyMark={tableReadyMark}
                    />
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
          </PageState>
        )}
      </Stack>
      <SaveKeywordsModal
        keywords={chosen.map((row) => row.keyword)}
        opened={saving}
        onClose={() => setSaving(false)}
        onSaved={() => setSelected(new Set())}
      />
      {ranking !== null && search && (
        <RankingModal keyword={ranking} eBaySiteId={search.eBaySiteId} onClose={() => setRanking(null)} />
      )}
      {salesTracker !== null && search && (
        <Suspense fallback={null}>
          <SalesTrackerModal
            keyword={salesTracker}
            eBaySiteId={search.eBaySiteId}
            onClose={() => setSalesTracker(null)}
          />
        </Suspense>
      )}
    </>
  );
}
