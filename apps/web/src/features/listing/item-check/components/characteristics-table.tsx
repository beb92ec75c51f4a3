import type { Characteristic } from '@baylytics/contract/listing-item-check';
import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { CheckTable } from './check-table.tsx';
import { FlagBadge } from './flag-badge.tsx';

/** The category's characteristics (item specifics) as the listing fills them. */
export function CharacteristicsTable({ characteristics }: { characteristics: readonly Characteristic[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    (): DataColumn<Characteristic>[] => [
      {
        id: 'flag',
        header: t('itemCheck.columns.flag'),
        width: 110,
        cell: (c) => <FlagBadge flag={c.flag} />,
      },
      {
        id: 'name',
        header: t('itemCheck.columns.characteristic'),
        width: 300,
        cell: (c) => (
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {c.name}
            </Text>
            {c.requiredFlag === 1 && (
              <Badge size="xs" color="red" variant="outline">
                {t('itemCheck.specifics.required')}
              </Badge>
            )}
            {c.isRecommended && c.requiredFlag !== 1 && (
              <Badge size="xs" color="blue" variant="outline">
                {t('itemCheck.specifics.recommended')}
              </Badge>
            )}
            {c.enabledForVariationsFlag && (
              <Badge size="xs" color="gray" variant="outline">
                {t('itemCheck.specifics.forVariations')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        id: 'value',
        header: t('itemCheck.columns.value'),
        cell: (c) =>
          c.value.length > 0 ? (
            <Text size="sm">{c.value.join(', ')}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('itemCheck.specifics.empty')}
            </Text>
          ),
      },
      {
        id: 'type',
        header: t('itemCheck.columns.input'),
        width: 200,
        cell: (c) => (
          <Text size="xs" c="dimmed">
            {t(c.type === 'SELECT' ? 'itemCheck.specifics.select' : 'itemCheck.specifics.textbox', {
              count: c.values.length,
            })}
            {c.inputMode === 'MULTI' ? ` · ${t('itemCheck.specifics.multi')}` : ''}
          </Text>
        ),
      },
    ],
    [t],
  );
  return (
    <CheckTable
      columns={columns}
      rows={characteristics}
      rowId={(c) => c.name}
      label={t('itemCheck.sections.specifics')}
      totalKey="itemCheck.specifics.total"
      emptyMessage={t('itemCheck.weCanNotCheckThisItem')}
    />
  );
}
