import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { Pager } from '../../../app/list/pager.tsx';
import { loginLogsPageSize, useMyLoginLogs } from '../api.ts';
import { LoginLogsTable } from '../components/login-logs-table.tsx';

/** The caller's own sign-in history, newest first, paged by the server; the page number is in the address. */
export function LoginLogsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [search, setSearch] = useSearchParams();
  const pageIndex = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const logs = useMyLoginLogs(pageIndex);

  const onPageChange = (page: number) =>
    setSearch((current) => {
      current.set('page', String(page));
      return current;
    });

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        {logs.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {logs.isError && (
          <Alert color="red" role="alert" title={t('loginLogs.error')}>
            {t(apiErrorMessage(logs.error).key)}
          </Alert>
        )}
        {logs.data?.data.length === 0 && <Text c="dimmed">{t('loginLogs.empty')}</Text>}
        {logs.data && logs.data.data.length > 0 && (
          <Stack>
            <LoginLogsTable entries={logs.data.data} isStale={logs.isPlaceholderData} />
            <Pager
              total={logs.data.total}
              pageIndex={pageIndex}
              pageSize={loginLogsPageSize}
              onPageChange={onPageChange}
              totalKey="loginLogs.total"
            />
          </Stack>
        )}
      </Paper>
    </>
  );
}
