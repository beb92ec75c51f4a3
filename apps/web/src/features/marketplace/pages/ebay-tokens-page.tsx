import type { EbayToken } from '@baylytics/contract/marketplace';
import { Alert, Button, Center, Loader, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { toast } from '../../../app/toast.ts';
import { useEbayTokens, useRenewEbayToken } from '../api.ts';
import { EbayTokensTable } from '../components/ebay-tokens-table.tsx';
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
        {tokens.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {tokens.isError && (
          <Alert color="red" role="alert" title={t('marketplace.tokens.error')}>
            {t(apiErrorMessage(tokens.error).key)}
          </Alert>
        )}
        {tokens.data?.data.length === 0 && <Text c="dimmed">{t('marketplace.tokens.empty')}</Text>}
        {tokens.data && tokens.data.data.length > 0 && (
          <EbayTokensTable
            tokens={tokens.data.data}
            renewingId={renewal.isPending ? (renewal.variables ?? null) : null}
            onRenew={onRenew}
            onRemove={setRemoving}
          />
        )}
      </Paper>
      {removing && <RemoveTokenModal token={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
