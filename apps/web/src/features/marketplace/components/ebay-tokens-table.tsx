import type { EbayToken } from '@baylytics/contract/marketplace';
import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

/** The token table's columns: name, masked token, expiry, state, and what can be done. */
export function useEbayTokenColumns({
  renewingId,
  onRenew,
  onRemove,
}: {
  renewingId: number | null;
  onRenew: (token: EbayToken) => void;
  onRemove: (token: EbayToken) => void;
}): DataColumn<EbayToken>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      { id: 'username', header: t('marketplace.tokens.username'), cell: (token) => token.username },
      {
        id: 'token',
        header: t('marketplace.tokens.token'),
        cell: (token) => <span style={{ fontFamily: 'monospace' }}>{token.token}</span>,
      },
      {
        id: 'expiresAt',
        header: t('marketplace.tokens.expiresAt'),
        cell: (token) => format.date(token.expiresAt),
      },
      {
        id: 'state',
        header: t('marketplace.tokens.state'),
        cell: (token) => (
          <Group gap={6}>
            {token.expired ? (
              <Badge color="red">{t('marketplace.tokens.expired')}</Badge>
            ) : (
              <Badge color="green">{t('marketplace.tokens.valid')}</Badge>
            )}
            {token.isBlocked && <Badge color="gray">{t('marketplace.tokens.blocked')}</Badge>}
          </Group>
        ),
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('marketplace.tokens.actions')}</VisuallyHidden>,
        cell: (token) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              loading={renewingId === token.id}
              disabled={token.expired || token.isBlocked}
              onClick={() => onRenew(token)}
              aria-label={t('marketplace.tokens.renewOne', { username: token.username })}
            >
              {t('marketplace.tokens.renew')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => onRemove(token)}
              aria-label={t('marketplace.tokens.removeOne', { username: token.username })}
            >
              {t('marketplace.tokens.remove')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, renewingId, onRenew, onRemove, format.date],
  );
}
