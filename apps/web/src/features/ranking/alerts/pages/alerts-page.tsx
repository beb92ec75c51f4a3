import {
  type AlertEvent,
  type AlertRule,
  alertEventsPageSize,
  alertMailModes,
} from '@baylytics/contract/alerts';
import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../app/confirm-modal.tsx';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { DataTable } from '../../../../app/list/data-table.tsx';
import { useListParams } from '../../../../app/list/use-list-params.ts';
import {
  useAlertEvents,
  useAlertRules,
  useAlertSummary,
  useDeleteAlertRule,
  useMarkAlertRead,
  useSetAlertMailMode,
} from '../api.ts';
import { useAlertEventColumns } from '../components/alert-events-table.tsx';
import { AlertRuleModal } from '../components/alert-rule-modal.tsx';
import { useAlertRuleColumns } from '../components/alert-rules-table.tsx';

const listDefaults = { pageSize: alertEventsPageSize };

/** Rank-change alerts: the seller's rules (add, edit, delete), the mail setting and the fired alerts. */
export function AlertsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const [isUnreadOnly, setIsUnreadOnly] = useState(false);
  const rules = useAlertRules();
  const events = useAlertEvents(list.pageIndex, isUnreadOnly);
  const summary = useAlertSummary();
  const markRead = useMarkAlertRead();
  const mailMode = useSetAlertMailMode();
  const deletion = useDeleteAlertRule();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const ruleColumns = useAlertRuleColumns(
    useCallback((rule: AlertRule) => setEditing(rule), []),
    useCallback((rule: AlertRule) => setDeleting(rule), []),
  );
  const eventColumns = useAlertEventColumns(
    useCallback((event: AlertEvent) => markRead.mutate(event.id), [markRead.mutate]),
  );

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="xl">
        <Paper withBorder p="lg">
          <Stack>
            <Text maw={720}>{t('alerts.intro')}</Text>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('alerts.rules')}
              </Title>
              <Button onClick={() => setEditing('new')}>{t('alerts.addRule')}</Button>
            </Group>
            <DataTable
              columns={ruleColumns}
              rows={rules.data}
              rowId={(rule) => String(rule.id)}
              label={t('alerts.rulesLabel')}
              state={rules}
              errorTitle={t('alerts.rulesError')}
              empty={{ message: t('alerts.rulesEmpty') }}
            />
            {summary.data && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="alert-mail-mode-label">
                  {t('alerts.mailMode')}
                </Text>
                <SegmentedControl
                  aria-labelledby="alert-mail-mode-label"
                  value={summary.data.mailMode}
                  disabled={mailMode.isPending}
                  onChange={(value) => {
                    const mode = alertMailModes.find((m) => m === value);
                    if (mode) mailMode.mutate(mode);
                  }}
                  data={alertMailModes.map((mode) => ({ value: mode, label: t(`alerts.mailModes.${mode}`) }))}
                />
              </Stack>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('alerts.events')}
              </Title>
              <Group>
                <Switch
                  label={t('alerts.unreadOnly')}
                  checked={isUnreadOnly}
                  onChange={(event) => {
                    setIsUnreadOnly(event.currentTarget.checked);
                    list.setPage(1);
                  }}
                />
                <Button
                  variant="light"
                  onClick={() => markRead.mutate('all')}
                  disabled={(summary.data?.unread ?? 0) === 0}
                  loading={markRead.isPending}
                >
                  {t('alerts.markAllRead')}
                </Button>
              </Group>
            </Group>
            <DataTable
              columns={eventColumns}
              rows={events.data?.data}
              rowId={(event) => String(event.id)}
              label={t('alerts.eventsLabel')}
              state={events}
              errorTitle={t('alerts.eventsError')}
              empty={{ message: t('alerts.eventsEmpty') }}
              isStale={events.isPlaceholderData}
              pager={{
                total: events.data?.total ?? 0,
                pageIndex: list.pageIndex,
                pageSize: alertEventsPageSize,
                onPageChange: list.setPage,
                totalKey: 'alerts.eventsTotal',
              }}
            />
          </Stack>
        </Paper>
      </Stack>
      {editing && (
        <AlertRuleModal rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmModal
          title={t('alerts.deleteTitle')}
          question={t('alerts.deleteText')}
          keepLabel={t('alerts.form.cancel')}
          confirmLabel={t('alerts.delete')}
          isPending={deletion.isPending}
          onConfirm={() => deletion.mutate(deleting, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
