import { type AdminLoginLogEntry, loginLogPageSize } from '@baylytics/contract/admin-login-logs';
import { Anchor, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { SearchField } from '../../../app/list/search-field.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { useLoginLogColumns } from '../../account/public.ts';
import { useLoginLogs } from '../api.ts';

// Search debounce of spec 002 §9.
const searchDebounceMs = 500;
const listDefaults = {
  pageSize: loginLogPageSize,
  sort: { orderBy: 'createdTime', direction: 'desc' as const },
  sortKeys: ['createdTime', 'shopwareId'] as const,
  filters: { keyword: '', shopwareId: '' },
};

const asUserId = (value: string) =>
  /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** Every user's sign-ins, newest first, 200 per page: the columns of the users' own log plus who signed in. */
export function AdminLoginLogsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const shopwareId = asUserId(list.filters.shopwareId);
  const logs = useLoginLogs({
    pageIndex: list.pageIndex,
    pageSize: loginLogPageSize,
    orderBy: list.sort.orderBy as 'createdTime' | 'shopwareId',
    direction: list.sort.direction,
    keyword: list.filters.keyword,
    ...(shopwareId !== undefined && { shopwareId }),
  });
  const ownColumns = useLoginLogColumns();
  const placeText = useCallback(
    (entry: AdminLoginLogEntry, value: string | null) =>
      entry.localNetwork ? t('admin.loginLogs.localNetwork') : (value ?? t('admin.loginLogs.unknown')),
    [t],
  );
  const columns = useMemo(
    (): DataColumn<AdminLoginLogEntry>[] => [
      ...ownColumns.slice(0, 1).map((date) => ({ ...date, sortKey: 'createdTime' })),
      {
        id: 'shopwareId',
        header: t('admin.loginLogs.user'),
        sortKey: 'shopwareId',
        cell: (entry) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => list.setFilters({ shopwareId: String(entry.shopwareId) }, { replace: false })}
          >
            {`${entry.shopwareId} · ${entry.email}`}
          </Anchor>
        ),
      },
      ...ownColumns.slice(1, 2),
      {
        id: 'location',
        header: t('admin.loginLogs.location'),
        cell: (entry) => placeText(entry, entry.location),
      },
      { id: 'isp', header: t('admin.loginLogs.isp'), cell: (entry) => placeText(entry, entry.isp) },
      ...ownColumns.slice(2),
    ],
    [ownColumns, t, list.setFilters, placeText],
  );

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        <Paper withBorder p="md">
          <Group align="flex-end">
            <SearchField
              value={list.filters.keyword}
              onSearch={(keyword) => list.setFilters({ keyword })}
              debounceMs={searchDebounceMs}
              label={t('admin.loginLogs.search')}
              placeholder={t('admin.loginLogs.searchPlaceholder')}
              w={300}
            />
            <NumberInput
              label={t('admin.loginLogs.userId')}
              value={list.filters.shopwareId}
              onChange={(value) => list.setFilters({ shopwareId: value === '' ? '' : String(value) })}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              w={140}
            />
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={logs.data?.data}
            rowId={(entry) => `${entry.sessionId}-${entry.createdTime}`}
            label={t('admin.loginLogs.tableLabel')}
            state={logs}
            errorTitle={t('loginLogs.error')}
            empty={{ message: t('admin.loginLogs.empty'), hint: t('admin.loginLogs.emptyHint') }}
            isStale={logs.isPlaceholderData}
            sort={{ value: list.sort, onChange: list.setSort }}
            pager={{
              total: logs.data?.total ?? 0,
              pageIndex: list.pageIndex,
              pageSize: loginLogPageSize,
              onPageChange: list.setPage,
              totalKey: 'loginLogs.total',
            }}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.loginLogs.attribution')}
          </Text>
        </Paper>
      </Stack>
    </>
  );
}
