import type { AlertEvent } from '@baylytics/contract/alerts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { DataColumn } from '../../../../app/list/data-table.tsx';

/** The event table's columns: when, which listing and keyword, what changed from → to, and whether it is read. */
export function useAlertEventColumns(onRead: (event: AlertEvent) => void): DataColumn<AlertEvent>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const value = (event: AlertEvent, shown: number | null) => {
      if (shown === null) return t('alerts.notRanked');
      return event.kind === 'bayScore' ? format.number(shown, 2) : format.number(shown, 0);
    };
    return [
      { id: 'created', header: t('alerts.columns.created'), cell: (event) => format.dateTime(event.created) },
      {
        id: 'listing',
        header: t('alerts.columns.listing'),
        cell: (event) => (
          <Stack gap={0}>
            <Text size="sm">{event.title}</Text>
            <Text size="xs" c="dimmed">
              {event.itemNumber}
            </Text>
          </Stack>
        ),
      },
      { id: 'keyword', header: t('alerts.columns.keyword'), cell: (event) => event.keyword ?? '' },
      {
        id: 'change',
        header: t('alerts.columns.change'),
        cell: (event) => (
          <Stack gap={0}>
            <Text size="sm">{t(`alerts.states.${event.state}`)}</Text>
            {event.kind !== 'ended' && (
              <Text size="xs">
                {t('alerts.fromTo', { from: value(event, event.fromValue), to: value(event, event.toValue) })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: t('alerts.columns.actions'),
        cell: (event) =>
          event.isRead ? null : (
            <Stack gap={4} align="flex-start">
              <Badge variant="light">{t('alerts.unread')}</Badge>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => onRead(event)}
                aria-label={t('alerts.markReadLabel', { itemNumber: event.itemNumber })}
              >
                {t('alerts.markRead')}
              </Button>
            </Stack>
          ),
      },
    ];
  }, [t, format.dateTime, format.number, onRead]);
}
