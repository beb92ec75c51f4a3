import type { ApiToken } from '@baylytics/contract/api-tokens';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { useApiTokens } from '../api.ts';
import { useApiTokenColumns } from '../components/api-tokens-table.tsx';
import { CreateApiTokenModal } from '../components/create-api-token-modal.tsx';
import { CurlQuickStart } from '../components/curl-quick-start.tsx';
import { RevokeApiTokenModal } from '../components/revoke-api-token-modal.tsx';

// Tables show 25 rows a page (spec 000 §9); revoked and expired tokens stay listed, newest first.
const pageSize = 25;

/** The seller's personal API tokens: create one (its secret shown once), see when each was used, revoke it. */
export function ApiAccessPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const tokens = useApiTokens();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const columns = useApiTokenColumns(useCallback((token: ApiToken) => setRevoking(token), []));
  const rows = tokens.data?.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="xl">
        <Paper withBorder p="lg">
          <Stack>
            <Text maw={720}>{t('apiTokens.intro')}</Text>
            <Group>
              <Button onClick={() => setIsCreating(true)}>{t('apiTokens.create')}</Button>
            </Group>
            <DataTable
              columns={columns}
              rows={rows}
              rowId={(token) => String(token.id)}
              label={t('apiTokens.tableLabel')}
              state={tokens}
              errorTitle={t('apiTokens.loadError')}
              empty={{ message: t('apiTokens.empty') }}
              pager={{
                total: tokens.data?.length ?? 0,
                pageIndex,
                pageSize,
                onPageChange: setPageIndex,
                totalKey: 'apiTokens.total',
              }}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <CurlQuickStart />
        </Paper>
      </Stack>
      {isCreating && <CreateApiTokenModal onClose={() => setIsCreating(false)} />}
      {revoking && <RevokeApiTokenModal token={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}
