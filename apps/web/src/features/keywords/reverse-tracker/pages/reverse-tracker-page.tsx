import {
  type CheckedItem,
  type CheckKeyword,
  type RankingCheckResult,
  summarize,
} from '@baylytics/contract/reverse-tracker';
import { Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { DataTable } from '../../../../app/list/data-table.tsx';
import { toast } from '../../../../app/toast.ts';
import { SaveKeywordsModal } from '../../keyword-lists/components/save-keywords-modal.tsx';
import { type PositionHistoryQuery, useRankingCheck } from '../api.ts';
import { CheckedItemsCarousel } from '../components/checked-items-carousel.tsx';
import { CheckChartModal, PositionHistoryModal } from '../components/history-modals.tsx';
import { KeywordFilterForm } from '../components/keyword-filter-form.tsx';
import {
  keywordRowHeight,
  keywordRowId,
  tableReadyMark,
  useKeywordColumns,
} from '../components/keyword-table.tsx';
import { PositionLegend } from '../components/position-legend.tsx';
import { RankingCheckForm } from '../components/ranking-check-form.tsx';
import { DistributionWidget, WordFrequencyWidget } from '../components/summary-widgets.tsx';
import { defaultFilterForm, type FilterFormValues, matchesFilter, parseFilterForm } from '../filter.ts';
import { downloadKeywordsCsv } from '../keywords-csv.ts';
import {
  emptyRankingCheckForm,
  formFromQuery,
  type RankingCheckFormValues,
  requestOf,
} from '../ranking-check-values.ts';

/** Marks the moment the check's answer arrived (the table's 200 ms budget starts here). */
export const dataArrivedMark = 'reverse-tracker:data';

/** The check's answer is in hand when the table shows (a failed check is a toast and no table). */
const loaded = { isPending: false, isError: false, error: null };

/**
 * The reverse tracker (spec 001 §2.2): which keywords rank an item (and a competitor item), narrowed by
 * the filter in the browser; cleared on open, filled by Start or by ?itemNumber.
 */
export function ReverseTrackerPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [searchParams] = useSearchParams();
  const check = useRankingCheck();
  // The values of the last check started; ?itemNumber remounts the form with its own.
  const [form, setForm] = useState<{ key: string; values: RankingCheckFormValues }>({
    key: '',
    values: emptyRankingCheckForm,
  });
  const [result, setResult] = useState<RankingCheckResult | null>(null);
  const [rows, setRows] = useState<readonly CheckKeyword[]>([]);
  const [isFiltered, setIsFiltered] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setIsSaving] = useState(false);
  const [positionQuery, setPositionQuery] = useState<PositionHistoryQuery | null>(null);
  const [chartQuery, setChartQuery] = useState<{
    itemNumber: number;
    fromDate: string;
    toDate: string;
  } | null>(null);

  const run = useCallback(
    (values: RankingCheckFormValues) => {
      setForm((current) => ({ ...current, values }));
      check.mutate(requestOf(values), {
        onSuccess: (answer) => {
          performance.mark(dataArrivedMark);
          setResult(answer);
          setRows(answer.filtered.keywords);
          setIsFiltered(false);
          setSelected(new Set());
        },
        onError: (error) => {
          setResult(null);
          setRows([]);
          toast.error(apiErrorMessage(error).key);
        },
      });
    },
    [check.mutate],
  );

  // ?itemNumber runs the check at once: one day back for timeRange=yesterday, else the last 7 days.
  const autoRun = useRef<string | null>(null);
  useEffect(() => {
    const values = formFromQuery(searchParams);
    if (!values || autoRun.current === searchParams.toString()) return;
    autoRun.current = searchParams.toString();
    setForm({ key: searchParams.toString(), values });
    run(values);
  }, [searchParams, run]);

  const applyFilter = (values: FilterFormValues) => {
    if (!result) return;
    const filter = parseFilterForm(values);
    setRows(result.filtered.keywords.filter((row) => matchesFilter(row, filter)));
    setIsFiltered(true);
    setSelected(new Set());
  };
  const onClear = () => applyFilter(defaultFilterForm);

  const summary = useMemo(
    () => (result && isFiltered ? summarize(rows) : result?.filtered) ?? null,
    [result, rows, isFiltered],
  );

  const onChart = useCallback(
    (row: CheckKeyword) => {
      if (!result) return;
      const checked = result.items[row.itemOf === 'competitor' ? 1 : 0] ?? result.items[0];
      if (!checked) return;
      setPositionQuery({
        itemNumber: checked.itemNumber,
        keyword: row.keyword,
        eBaySiteId: row.sId === 0 || row.sId === 3 ? row.sId : 77,
        fromDate: result.fromDate,
        toDate: result.toDate,
      });
    },
    [result],
  );
  const onItemChart = (item: CheckedItem) =>
    result &&
    setChartQuery({ itemNumber: item.itemNumber, fromDate: result.fromDate, toDate: result.toDate });

  const selectedRows = rows.filter((row) => selected.has(keywordRowId(row)));
  const columns = useKeywordColumns({
    rows,
    canSeeDetails: result?.canSeeDetails ?? false,
    hasCompetitor: (result?.items.length ?? 0) > 1,
    onChart,
  });
  const onSave = () => {
    if (selectedRows.length === 0) return toast.error('reverseTracker.pleaseSelectKeywords');
    setIsSaving(true);
  };
  const onCsv = () => {
    if (rows.length === 0) return toast.error('reverseTracker.pleaseEnterItemNumber');
    if (selectedRows.length === 0) return toast.error('reverseTracker.pleaseSelectKeywords');
    downloadKeywordsCsv(selectedRows, result?.canSeeDetails ?? false, form.values.itemNumber.trim());
  };

  return (
    <Box pos="relative">
      <LoadingOverlay visible={check.isPending} zIndex={200} overlayProps={{ blur: 1 }} />
      <PageHeader route={route} />
      <Stack gap="md">
        <Paper withBorder p="md">
          <RankingCheckForm
            key={form.key}
            initialValues={form.values}
            isRunning={check.isPending}
            onStart={run}
          />
        </Paper>
        <Paper withBorder p="md">
          <KeywordFilterForm
            onFilter={applyFilter}
            onClear={onClear}
            canSeeDetails={result?.canSeeDetails ?? true}
            isDisabled={!result}
          />
        </Paper>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="md">
              {result && <CheckedItemsCarousel items={result.items} onChart={onItemChart} />}
              {summary && <DistributionWidget summary={summary} />}
              {summary && <WordFrequencyWidget summary={summary} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: result ? 9 : 12 }}>
            <Paper withBorder p="md">
              <Group justify="space-between" mb="sm">
                <PositionLegend />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDeviceFloppy size={14} />}
                    onClick={onSave}
                  >
                    {t('reverseTracker.saveKeywords')}
                  </Button>
                  <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={onCsv}>
                    {t('reverseTracker.downloadCsv')}
                  </Button>
                </Group>
              </Group>
              {!result && !check.isPending && <Text c="dimmed">{t('reverseTracker.startHint')}</Text>}
              {result && result.filtered.totalKeywords > result.filtered.keywords.length && (
                <Text size="xs" c="dimmed" mb="xs">
                  {t('reverseTracker.truncated', {
                    shown: result.filtered.keywords.length,
                    total: result.filtered.totalKeywords,
                  })}
                </Text>
              )}
              {result && (
                <DataTable
                  columns={columns}
                  rows={rows}
                  rowId={keywordRowId}
                  label={t('reverseTracker.table.label')}
                  state={loaded}
                  errorTitle={t('reverseTracker.error')}
                  empty={{
                    message: t(isFiltered ? 'reverseTracker.noMatches' : 'reverseTracker.noKeywords'),
                    hint: t(isFiltered ? 'reverseTracker.noMatchesHint' : 'reverseTracker.noKeywordsHint'),
                  }}
                  selection={{
                    selected,
                    onChange: setSelected,
                    rowLabel: (row) => t('reverseTracker.table.selectKeyword', { keyword: row.keyword }),
                    all: { rows, label: t('reverseTracker.table.selectAll') },
                  }}
                  windowed={{ rowHeight: keywordRowHeight }}
                  minWidth={900}
                  readyMark={tableReadyMark}
                />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      <PositionHistoryModal query={positionQuery} onClose={() => setPositionQuery(null)} />
      <CheckChartModal query={chartQuery} onClose={() => setChartQuery(null)} />
      <SaveKeywordsModal
        keywords={selectedRows.map((row) => row.keyword)}
        opened={isSaving}
        onClose={() => setIsSaving(false)}
        onSaved={() => setSelected(new Set())}
      />
    </Box>
  );
}
