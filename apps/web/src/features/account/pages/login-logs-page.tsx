import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { loginLogsPageSize, useMyLoginLogs } from '../api.ts';
import { useLoginLogColumns } from '../components/login-logs-table.tsx';

const listDefaults = { pageSize: loginLogsPageSize };

/** The caller's own sign-in history, newest first, paged by the server; the page number is in the address. */
export function LoginLogsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const logs = useMyLoginLogs(list.pageIndex);
  const columns = useLoginLogColumns();

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <DataTable
          columns={columns}
          rows={logs.data?.data}
          rowId={(entry) => `${entry.sessionId}-${entry.createdTime}`}
          label={t('loginLogs.tableLabel')}
          state={logs}
          errorTitle={t('loginLogs.error')}
          empty={{ message: t('loginLogs.empty') }}
          isStale={logs.isPlaceholderData}
          pager={{
            total: logs.data?.total ?? 0,
            pageIndex: list.pageIndex,
            pageSize: loginLogsPageSize,
            onPageChange: list.setPage,
            totalKey: 'loginLogs.total',
          }}
        />
      </Paper>
    </>
  );
}
