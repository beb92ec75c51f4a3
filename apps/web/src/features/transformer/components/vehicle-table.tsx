import type { MvlRow } from '@baylytics/contract/transformer';
import { Button, Group, TextInput } from '@mantine/core';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import type { LoadState } from '../../../app/list/page-state.tsx';
import { valueColumnsOf } from '../transformer-values.ts';

/** One painted row: a notes box (30 px) with the cell's padding. */
export const vehicleRowHeight = 43;
/** The mark the bench and the tests wait for: the rows are painted and the page takes input again. */
export const vehicleTableReadyMark = 'transformer-table-ready';

const NotesInput = memo(function NotesInput({
  index,
  value,
  label,
  onChange,
}: {
  index: number;
  value: string;
  label: string;
  onChange: (index: number, notes: string) => void;
}) {
  return (
    <TextInput
      size="xs"
      value={value}
      aria-label={label}
      maxLength={500}
      onChange={(event) => onChange(index, event.currentTarget.value)}
    />
  );
});

/**
 * The vehicle usage list as a table: the notes of each vehicle editable in place, a field in the toolbar that
 * sets or clears the notes of every row, eBay's columns as loaded. Only the rows in view are in the page.
 */
export function VehicleTable({
  columns,
  rows,
  state,
  onNotesChange,
  onAllNotes,
}: {
  columns: readonly string[];
  rows: readonly MvlRow[];
  state: LoadState;
  onNotesChange: (index: number, notes: string) => void;
  onAllNotes: (notes: string) => void;
}) {
  const { t } = useTranslation();
  const [allNotes, setAllNotes] = useState('');
  // The rows' one stable handler: typing in a row draws that row again, not the table.
  const latest = useRef(onNotesChange);
  latest.current = onNotesChange;
  const changeNotes = useMemo(() => (index: number, notes: string) => latest.current(index, notes), []);

  const tableColumns = useMemo((): DataColumn<MvlRow>[] => {
    const values = valueColumnsOf(columns);
    return [
      { id: 'index', header: '#', cell: (row) => row.index + 1, align: 'right', width: 56 },
      {
        id: 'notes',
        header: t('transformer.notes'),
        minWidth: 320,
        cell: (row) => (
          <NotesInput
            index={row.index}
            value={row.notes}
            label={t('transformer.notesOfRow', { row: row.index + 1 })}
            onChange={changeNotes}
          />
        ),
      },
      ...values.map(
        ({ name, key }): DataColumn<MvlRow> => ({
          id: key,
          header: name,
          cell: (row) => row[key],
          noWrap: true,
        }),
      ),
    ];
  }, [columns, t, changeNotes]);

  return (
    <DataTable
      columns={tableColumns}
      rows={rows}
      rowId={(row) => String(row.index)}
      label={t('transformer.vehicleTable')}
      state={state}
      errorTitle={t('transformer.loadError')}
      empty={{ message: t('transformer.noVehicles') }}
      windowed={{ rowHeight: vehicleRowHeight }}
      minWidth={1000}
      readyMark={vehicleTableReadyMark}
      toolbar={
        <Group align="flex-end" gap="xs" mb="sm">
          <TextInput
            label={t('transformer.notesForAll')}
            placeholder={t('transformer.notesForAllPlaceholder')}
            value={allNotes}
            maxLength={500}
            onChange={(event) => setAllNotes(event.currentTarget.value)}
            w={360}
          />
          <Button variant="light" onClick={() => onAllNotes(allNotes)} disabled={allNotes.trim() === ''}>
            {t('transformer.applyNotesToAll')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              setAllNotes('');
              onAllNotes('');
            }}
          >
            {t('transformer.clearNotes')}
          </Button>
        </Group>
      }
    />
  );
}
