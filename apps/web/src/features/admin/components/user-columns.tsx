import type { ManagedUser } from '@baylytics/contract/admin-users';
import { Badge, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

/** The managed-user fields of a row (spec 002 §3) with the server's sort keys, then `extra` columns and the row's actions. */
export function useUserColumns<T extends ManagedUser>(
  actions: (user: T) => ReactNode,
  extra: readonly DataColumn<T>[],
): DataColumn<T>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    (): DataColumn<T>[] => [
      {
        id: 'shopwareId',
        header: t('admin.users.id'),
        cell: (u) => u.shopwareId,
        sortKey: 'shopwareId',
        align: 'right',
      },
      {
        id: 'name',
        header: t('admin.users.user'),
        sortKey: 'lastName',
        minWidth: 220,
        cell: (u) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {`${u.firstName} ${u.lastName}`.trim()}
            </Text>
            <Text size="xs" c="dimmed">
              {u.email}
            </Text>
            {u.phone && (
              <Text size="xs" c="dimmed">
                {u.phone}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'active',
        header: t('admin.users.status'),
        noWrap: true,
        minWidth: 96,
        cell: (u) => (
          <Badge color={u.active === 'active' ? 'green' : 'gray'} variant="light">
            {t(`admin.users.statuses.${u.active}`)}
          </Badge>
        ),
      },
      {
        id: 'plan',
        header: t('admin.users.plan'),
        noWrap: true,
        cell: (u) =>
          u.description ? (
            <Stack gap={0}>
              <Text size="sm">{u.description}</Text>
              <Text size="xs" c="dimmed">
                {u.planId === null ? '' : t('admin.users.planId', { id: u.planId })}
              </Text>
            </Stack>
          ) : (
            ''
          ),
      },
      {
        id: 'price',
        header: t('admin.users.price'),
        align: 'right',
        noWrap: true,
        cell: (u) => (u.price === null ? '' : format.money(u.price, 'EUR')),
      },
      {
        id: 'agreement',
        header: t('admin.users.agreement'),
        minWidth: 170,
        cell: (u) =>
          u.agreementId === null ? (
            ''
          ) : (
            <Stack gap={2}>
              <Text size="xs" ff="monospace">
                {u.agreementId}
              </Text>
              <Badge size="xs" variant="light" color={u.agreementActive ? 'green' : 'gray'}>
                {t(u.agreementActive ? 'admin.users.agreementActive' : 'admin.users.agreementInactive')}
                {u.agreementSource
                  ? ` · ${t(`admin.users.sources.${u.agreementSource}`, { defaultValue: u.agreementSource })}`
                  : ''}
              </Badge>
            </Stack>
          ),
      },
      {
        id: 'createdTime',
        header: t('admin.users.createdTime'),
        sortKey: 'createdTime',
        noWrap: true,
        cell: (u) => format.date(u.createdTime),
      },
      {
        id: 'processedDate',
        header: t('admin.users.processedDate'),
        noWrap: true,
        cell: (u) => format.date(u.processedDate),
      },
      {
        id: 'startedTime',
        header: t('admin.users.startedTime'),
        sortKey: 'startedTime',
        noWrap: true,
        cell: (u) => format.date(u.startedTime),
      },
      {
        id: 'cancelled',
        header: t('admin.users.cancelledTime'),
        cell: (u) => (
          <Stack gap={0}>
            <Text size="sm">{format.date(u.cancelledTime)}</Text>
            {u.cancelledReason && (
              <Text size="xs" c="dimmed">
                {t(`billing.cancellationReasons.${u.cancelledReason}`, { defaultValue: u.cancelledReason })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'lastPayment',
        header: t('admin.users.lastPayment'),
        sortKey: 'lastPayment',
        noWrap: true,
        cell: (u) => format.date(u.lastPayment),
      },
      {
        id: 'nextPayment',
        header: t('admin.users.nextPayment'),
        sortKey: 'nextPayment',
        noWrap: true,
        cell: (u) => format.date(u.nextPayment),
      },
      {
        id: 'subscriptionNextPayment',
        header: t('admin.users.subscriptionNextPayment'),
        noWrap: true,
        cell: (u) => format.date(u.subscriptionNextPayment),
      },
      ...extra,
      { id: 'actions', header: t('admin.users.actions'), align: 'center', cell: actions },
    ],
    [t, format, actions, extra],
  );
}
