import type { CategoryKey, EditorItem } from '@baylytics/contract/listing-item-specifics';
import {
  itemSpecificsCsvFileName,
  itemSpecificsEditorPageSize,
  itemSpecificsExport,
  itemSpecificsSearchDebounceMs,
  missingRequiredOf,
} from '@baylytics/contract/listing-item-specifics';
import { Alert, Anchor, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage, toastApiError } from '../../../../app/api-error-message.ts';
import { Dialog } from '../../../../app/dialog.tsx';
import { apiDownload } from '../../../../app/http.ts';
import { DataTable } from '../../../../app/list/data-table.tsx';
import { toast } from '../../../../app/toast.ts';
import {
  useApplyChange,
  useCategoryInfo,
  useEditorItems,
  useRestore,
  useSaveDrafts,
  useSyncStatus,
} from '../api.ts';
import { listPath } from '../editor-address.ts';
import {
  type EditorRow,
  type Edits,
  isChanged,
  type OnEdit,
  type OpenField,
  rowsWithEdits,
  shownValue,
} from '../editor-rows.ts';
import { useEditorColumns } from './editor-columns.tsx';
import { SyncResultModal } from './sync-result-modal.tsx';
import { useFieldEvents } from './use-field-events.ts';

/** Every listing's row, in pixels: one line of title, one of item number and SKU, beside one line of inputs. */
const editorRowHeight = 64;
/** Listings in the page beyond each edge of the view. */
const editorOverscan = 3;
const noItems: EditorItem[] = [];
const rowIdOf = (row: EditorRow) => row.item.itemNumber;
const rowStyle = { height: editorRowHeight };
// The row names its listing for the fields' listeners (`use-field-events.ts`).
const rowPropsOf = (row: EditorRow) => ({
  style: rowStyle,
  'data-item': row.item.itemNumber,
  'data-changed': isChanged(row) || undefined,
});

/** The editor's table with its actions: save temporarily, sync after a confirmation, restore, CSV export. */
export function SpecificsEditor({ categoryKey }: { categoryKey: CategoryKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pageIndex, setPageIndex] = useState(1);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), itemSpecificsSearchDebounceMs);
  const info = useCategoryInfo(categoryKey);
  const items = useEditorItems(categoryKey, pageIndex, keyword);
  const sync = useSyncStatus(categoryKey);
  const save = useSaveDrafts(categoryKey);
  const apply = useApplyChange(categoryKey);
  const restore = useRestore(categoryKey);
  const [edits, setEdits] = useState<Edits>({});
  const [openField, setOpenField] = useState<OpenField | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isProcessing, setProcessing] = useState(false);
  const [showResult, setShowResult] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const aspects = info.data?.aspects ?? [];
  const syncState = sync.data?.syncStatus;

  useEffect(() => {
    if (isProcessing && (syncState === 'COMPLETED' || syncState === 'FAILED')) {
      setProcessing(false);
      setShowResult(true);
    }
  }, [isProcessing, syncState]);

  // One stable handler for every cell: the columns are built once per category, not on each edit.
  // The edits as of now, also between a change and its render: saving right after the last key reads them here.
  const latestEdits = useRef<Edits>({});
  const changeEdits = (next: Edits) => {
    latestEdits.current = next;
    setEdits(next);
  };
  const onEdit = useRef<OnEdit>(() => undefined);
  onEdit.current = (itemNumber, name, value) => {
    const all = latestEdits.current;
    changeEdits({ ...all, [itemNumber]: { ...all[itemNumber], [name]: value } });
  };
  const onOpen = useRef((itemNumber: string, aspect: string) =>
    setOpenField((open) =>
      open?.itemNumber === itemNumber && open.aspect === aspect ? open : { itemNumber, aspect },
    ),
  );
  const fields = useFieldEvents(onEdit, onOpen);
  const columns = useEditorColumns(aspects, onEdit);
  const pageItems = items.data?.data ?? noItems;
  const previousRows = useRef<ReadonlyMap<string, EditorRow>>(new Map());
  const rowMap = useMemo(
    () => rowsWithEdits(pageItems, edits, previousRows.current, openField),
    [pageItems, edits, openField],
  );
  previousRows.current = rowMap;
  const rows = useMemo(() => (items.data ? [...rowMap.values()] : undefined), [items.data, rowMap]);
  const changedCount = Object.keys(edits).length;

  async function onSave() {
    fields.flush();
    const current = rowsWithEdits(pageItems, latestEdits.current, new Map(), openField);
    const changed = [...current.values()].filter((row) => row.draft !== undefined);
    const data = changed.map((row) => ({
      itemNumber: row.item.itemNumber,
      characteristics: aspects.map((a) => ({ name: a.name, value: shownValue(row, a.name) })),
    }));
    const required = aspects.filter((a) => a.isRequired).map((a) => a.name);
    const missing = data.flatMap((d, i) =>
      missingRequiredOf(d.characteristics, required).map((name) => ({
        title: changed[i]?.item.title ?? '',
        name,
      })),
    );
    if (missing.length > 0) {
      for (const m of missing) toast.error('itemSpecifics.requiredMissing', m);
      return;
    }
    try {
      await save.mutateAsync(data);
      changeEdits({});
      toast.success('itemSpecifics.saved');
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
  }

  async function onSync() {
    setConfirming(false);
    try {
      await apply.mutateAsync();
      setProcessing(true);
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
  }

  async function onRestore() {
    try {
      await restore.mutateAsync(undefined);
      toast.success('itemSpecifics.restored');
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
  }

  async function onExport() {
    setExporting(true);
    try {
      // Every listing matching the search, all pages, written and streamed by the server (saved values only).
      await apiDownload(
        itemSpecificsExport,
        { query: { ...categoryKey, keyword: keyword || undefined } },
        itemSpecificsCsvFileName,
        'text/csv',
      );
    } catch (error) {
      toastApiError(error);
    } finally {
      setExporting(false);
    }
  }

  const isSyncing = isProcessing || syncState === 'IN_PROGRESS';
  const hasToken = info.data?.hasToken ?? false;
  return (
    <>
      {info.data && !hasToken && (
        <Alert color="yellow" mb="md">
          {t('itemSpecifics.tokenRequired')}{' '}
          <Anchor component={Link} to="/app/user/ebay-token">
            {t('itemSpecifics.createToken')}
          </Anchor>
        </Alert>
      )}
      {info.isError && (
        <Alert color="red" mb="md">
          {t(apiErrorMessage(info.error).key, apiErrorMessage(info.error).values)}
        </Alert>
      )}
      {isSyncing && (
        <Alert color="yellow" mb="md">
          {t('itemSpecifics.syncRunning')}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md" align="flex-end">
          <TextInput
            label={t('itemSpecifics.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPageIndex(1);
            }}
            w={320}
          />
          <Group gap="xs">
            <Text size="sm" data-testid="changed-count">
              {t('itemSpecifics.changedRows', { count: changedCount, saved: info.data?.changedItems ?? 0 })}
            </Text>
            <Button variant="default" onClick={onExport} disabled={!rows?.length} loading={isExporting}>
              {t('itemSpecifics.exportCsv')}
            </Button>
            {(info.data?.restorableItems ?? 0) > 0 && !isSyncing && (
              <Button variant="default" onClick={onRestore} loading={restore.isPending}>
                {t('itemSpecifics.restore')}
              </Button>
            )}
            <Button onClick={onSave} disabled={changedCount === 0 || isSyncing} loading={save.isPending}>
              {t('itemSpecifics.saveTemporarily')}
            </Button>
            {!isSyncing && (
              <Button
                color="orange"
                onClick={() => setConfirming(true)}
                disabled={!hasToken || changedCount > 0 || (info.data?.changedItems ?? 0) === 0}
              >
                {t('itemSpecifics.sync')}
              </Button>
            )}
          </Group>
        </Group>
        <div ref={fields.box}>
          <DataTable
            columns={columns}
            rows={rows}
            rowId={rowIdOf}
            rowProps={rowPropsOf}
            label={t('itemSpecifics.editorLabel')}
            // Rows wait for the aspects as well: drawn once with every column, not again when the columns arrive.
            state={info.isError || info.isPending ? info : items}
            errorTitle={t('itemSpecifics.editorError')}
            empty={{ message: t('itemSpecifics.noItems') }}
            isStale={items.isPlaceholderData}
            minWidth={280 + aspects.length * 180}
            // Only the listings in view are in the page: 100 listings × every aspect of the category as inputs took
            // seconds to mount (bench/editor-page-timings.ts). Every row has the same height, so none is measured; three
            // rows beyond each edge of the view (Tab reaches the next row's fields) instead of ten keep the first
            // render to the rows a seller sees.
            windowed={{ rowHeight: editorRowHeight, isFixed: true, overscan: editorOverscan }}
            pager={
              (items.data?.total ?? 0) > itemSpecificsEditorPageSize
                ? {
                    total: items.data?.total ?? 0,
                    pageIndex,
                    pageSize: itemSpecificsEditorPageSize,
                    onPageChange: setPageIndex,
                    totalKey: 'itemSpecifics.itemsTotal',
                  }
                : undefined
            }
          />
        </div>
      </Paper>
      <Dialog
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('itemSpecifics.sync')}
        centered
      >
        <Text size="sm" mb="md">
          {t('itemSpecifics.syncConfirm', { count: info.data?.changedItems ?? 0 })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('itemSpecifics.cancel')}
          </Button>
          <Button color="orange" onClick={onSync} loading={apply.isPending}>
            {t('itemSpecifics.syncNow')}
          </Button>
        </Group>
      </Dialog>
      <SyncResultModal
        opened={showResult}
        results={sync.data?.syncResults ?? []}
        onClose={() => navigate(listPath, { replace: true })}
      />
    </>
  );
}
