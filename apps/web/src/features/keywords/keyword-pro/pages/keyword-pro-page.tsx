import { type KeywordProRow, keywordProPageSize } from '@baylytics/contract/keyword-pro';
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { Pager } from '../../../../app/list/pager.tsx';
import { downloadCsv } from '../../../../app/save-file.ts';
import { SaveKeywordsModal } from '../../keyword-lists/components/save-keywords-modal.tsx';
import { type KeywordProSearch, useKeywordProSearch } from '../api.ts';
import { KeywordProTable } from '../components/keyword-pro-table.tsx';
import { RankingModal } from '../components/ranking-modal.tsx';
import { WordFrequencyPanel } from '../components/word-frequency-panel.tsx';
import { csvColumns, csvRows, filterRows, searchKeyword, wordFrequency } from '../keyword-pro-helpers.ts';

const sites = [
  { value: '77', key: 'keywordPro.sites.de' },
  { value: '0', key: 'keywordPro.sites.us' },
  { value: '3', key: 'keywordPro.sites.uk' },
];

const noRows: readonly KeywordProRow[] = [];

/** Keyword Pro (spec 001 §2.5): search the keyword database, select, save to a list, export. */
export function KeywordProPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [text, setText] = useState('');
  const [useAnd, setUseAnd] = useState(false);
  const [site, setSite] = useState('77');
  const [category, setCategory] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState<KeywordProSearch | null>(null);
  const [filter, setFilter] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [tableError, setTableError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [ranking, setRanking] = useState<string | null>(null);

  const result = useKeywordProSearch(search);
  const rows = result.data ?? noRows;
  // Over 10,000 rows: computed when the answer or the filter changes, not on every render (a tick, a page).
  const visible = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const page = useMemo(
    () => visible.slice((pageIndex - 1) * keywordProPageSize, pageIndex * keywordProPageSize),
    [visible, pageIndex],
  );
  const words = useMemo(() => wordFrequency(rows.map((row) => row.keyword)), [rows]);
  const chosen = useMemo(() => rows.filter((row) => selected.has(row.id)), [rows, selected]);
  const categoryValid = /^\d*$/.test(category.trim());
  const allVisibleSelected = useMemo(
    () => visible.length > 0 && visible.every((row) => selected.has(row.id)),
    [visible, selected],
  );
  const someVisibleSelected = useMemo(
    () => selected.size > 0 && visible.some((row) => selected.has(row.id)),
    [visible, selected],
  );

  const onSearch = (event: React.FormEvent) => {
    event.preventDefault();
    if (!categoryValid) return;
    const keyword = searchKeyword(text, useAnd);
    const categoryId = Number(category.trim() || 0);
    if (!keyword && categoryId === 0) {
      setFormError('keywordPro.pleaseEnterKeywordOrCategory');
      return;
    }
    setFormError(null);
    setSelected(new Set());
    setPageIndex(1);
    setSearch({ keyword, categoryId, eBaySiteId: Number(site) });
  };

  const toggle = useCallback((row: KeywordProRow) => {
    setTableError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  }, []);
  const toggleAll = () => {
    setTableError(null);
    setSelected(allVisibleSelected ? new Set() : new Set(visible.map((row) => row.id)));
  };
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
        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={onSearch}
          noValidate
          aria-label={t('keywordPro.form')}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('keywordPro.keyword')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={200}
              style={{ flex: 2, minWidth: 220 }}
            />
            <Switch
              label={t('keywordPro.useAnd')}
              checked={useAnd}
              onChange={(event) => setUseAnd(event.currentTarget.checked)}
              mb={8}
            />
            <Select
              label={t('keywordPro.marketplace')}
              data={sites.map((entry) => ({ value: entry.value, label: t(entry.key) }))}
              value={site}
              onChange={(value) => setSite(value ?? '77')}
              allowDeselect={false}
              w={180}
            />
            <TextInput
              label={t('keywordPro.categoryId')}
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
              inputMode="numeric"
              error={categoryValid ? undefined : t('keywordPro.categoryNumeric')}
              w={160}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={result.isFetching}>
              {t('keywordPro.search')}
            </Button>
          </Group>
          {formError && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {t(formError)}
            </Text>
          )}
        </Paper>

        {result.isError && (
          <Alert color="red" role="alert" title={t('keywordPro.loadError')}>
            {t(apiErrorMessage(result.error).key)}
          </Alert>
        )}

        {result.data && (
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
                      value={filter}
                      onChange={(event) => {
                        setFilter(event.currentTarget.value);
                        setPageIndex(1);
                      }}
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
                  {rows.length === 0 ? (
                    <Text c="dimmed">{t('keywordPro.noResults')}</Text>
                  ) : (
                    <>
                      <KeywordProTable
                        page={page}
                        selected={selected}
                        isStale={result.isFetching}
                        allSelected={allVisibleSelected}
                        someSelected={someVisibleSelected}
                        onToggle={toggle}
                        onToggleAll={toggleAll}
                        onRanking={setRanking}
                      />
                      <Pager
                        total={visible.length}
                        pageIndex={pageIndex}
                        pageSize={keywordProPageSize}
                        onPageChange={setPageIndex}
                        totalKey="keywordPro.total"
                      />
                    </>
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
        {result.isPending && search && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
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
    </>
  );
}
