import type { CheckEntry } from '@baylytics/contract/listing-item-check';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { entryAdvice, entryText } from '../entry-text.ts';
import { flagKind } from '../flag-style.ts';
import { CheckTable } from './check-table.tsx';
import { FlagBadge } from './flag-badge.tsx';

/** A section's entries (item, shipping): the check, its flag, the value and what to do about it. */
export function EntriesTable({ entries, label }: { entries: readonly CheckEntry[]; label: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    (): DataColumn<CheckEntry>[] => [
      {
        id: 'flag',
        header: t('itemCheck.columns.flag'),
        width: 110,
        cell: (e) => <FlagBadge flag={e.flag} />,
      },
      {
        id: 'check',
        header: t('itemCheck.columns.check'),
        width: 240,
        cell: (e) => (
          <Text size="sm" fw={500}>
            {t(`itemCheck.keys.${e.description}`)}
          </Text>
        ),
      },
      {
        id: 'value',
        header: t('itemCheck.columns.value'),
        cell: (e) => {
          const advice = entryAdvice(e, flagKind(e.flag), t, (key) => i18n.exists(key));
          return (
            <Stack gap={2}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entryText(e, t, format)}
              </Text>
              {advice && (
                <Text size="xs" c="dimmed">
                  {advice}
                </Text>
              )}
            </Stack>
          );
        },
      },
    ],
    [t, i18n, format],
  );
  return (
    <CheckTable
      columns={columns}
      rows={entries}
      rowId={(e) => e.description}
      label={label}
      totalKey="itemCheck.entriesTotal"
      emptyMessage={t('itemCheck.noEntries')}
    />
  );
}
