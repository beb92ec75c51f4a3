import type { EbayToken } from '@baylytics/contract/marketplace';
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { toast } from '../../../app/toast.ts';
import { useEbayTokens, useRenewEbayToken } from '../api.ts';
import { useEbayTokenColumns } from '../components/ebay-tokens-table.tsx';
import { RemoveTokenModal } from '../components/remove-token-modal.tsx';

/** The caller's connected eBay seller accounts (spec 000 §2): renew, remove, add another. */
export function EbayTokensPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const tokens = useEbayTokens();
  const renewal = useRenewEbayToken();
  const [removing, setRemoving] = useState<EbayToken | null>(null);

  const onRenew = (token: EbayToken) =>
    renewal.mutate(token.id, {
      onSuccess: () => toast.success('marketplace.tokens.renewed', { username: token.username }),
      onError: toastApiError,
    });

  const columns = useEbayTokenColumns({
    renewingId: renewal.isPending ? (renewal.variables ?? null) : null,
    onRenew,
    onRemove: setRemoving,
  });

  return (
    <>
      <PageHeader
        route={route}
        actions={
          <Button component={Link} to="/app/ebay-accept" leftSection={<IconPlus size={16} />}>
            {t('marketplace.tokens.add')}
          </Button>
        }
      />
      <Paper withBorder p="lg">
        <DataTable
          columns={columns}
          rows={tokens.data?.data}
          rowId={(token) => String(token.id)}
          label={t('marketplace.tokens.tableLabel')}
          state={tokens}
          errorTitle={t('marketplace.tokens.error')}
          empty={{
            message: t('marketplace.tokens.empty'),
            hint: t('marketplace.tokens.emptyHint'),
            action: (
              <Button component={Link} to="/app/ebay-accept" variant="light" size="xs">
                {t('marketplace.tokens.add')}
              </Button>
            ),
          }}
          minWidth={760}
        />
      </Paper>
      {removing && <RemoveTokenModal token={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
