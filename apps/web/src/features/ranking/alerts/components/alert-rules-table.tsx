import type { AlertRule } from '@baylytics/contract/alerts';
import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../app/list/data-table.tsx';

/** The rule table's columns: what it watches, where, from which change on, and its actions. */
export function useAlertRuleColumns(
  onEdit: (rule: AlertRule) => void,
  onDelete: (rule: AlertRule) => void,
): DataColumn<AlertRule>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'kind', header: t('alerts.columns.kind'), cell: (rule) => t(`alerts.kinds.${rule.kind}`) },
      {
        id: 'listing',
        header: t('alerts.columns.listing'),
        cell: (rule) => (rule.itemNumber === null ? t('alerts.allListings') : String(rule.itemNumber)),
      },
      {
        id: 'keyword',
        header: t('alerts.columns.keyword'),
        cell: (rule) => rule.keyword ?? t('alerts.allKeywords'),
      },
      {
        id: 'threshold',
        header: t('alerts.columns.threshold'),
        cell: (rule) => (rule.threshold === null ? '' : String(rule.threshold)),
      },
      {
        id: 'active',
        header: t('alerts.columns.active'),
        cell: (rule) => t(rule.isActive ? 'alerts.yes' : 'alerts.no'),
      },
      {
        id: 'actions',
        header: t('alerts.columns.actions'),
        cell: (rule) => {
          const kind = t(`alerts.kinds.${rule.kind}`);
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => onEdit(rule)}
                aria-label={t('alerts.editLabel', { kind })}
              >
                {t('alerts.edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => onDelete(rule)}
                aria-label={t('alerts.deleteLabel', { kind })}
              >
                {t('alerts.delete')}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, onEdit, onDelete],
  );
}
