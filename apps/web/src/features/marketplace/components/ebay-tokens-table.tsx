import type { EbayToken } from '@baylytics/contract/marketplace';
import { Badge, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format/dates.ts';
import { TableFrame } from '../../../app/list/table-frame.tsx';

interface EbayTokensTableProps {
  tokens: EbayToken[];
  renewingId: number | null;
  onRenew: (token: EbayToken) => void;
  onRemove: (token: EbayToken) => void;
}

/** The caller's connected seller accounts: name, masked token, expiry, state, and what can be done. */
export function EbayTokensTable({ tokens, renewingId, onRenew, onRemove }: EbayTokensTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame isStale={false} minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('marketplace.tokens.username')}</Table.Th>
          <Table.Th>{t('marketplace.tokens.token')}</Table.Th>
          <Table.Th>{t('marketplace.tokens.expiresAt')}</Table.Th>
          <Table.Th>{t('marketplace.tokens.state')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('marketplace.tokens.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tokens.map((token) => (
          <Table.Tr key={token.id}>
            <Table.Td>{token.username}</Table.Td>
            <Table.Td style={{ fontFamily: 'monospace' }}>{token.token}</Table.Td>
            <Table.Td>{formatDate(token.expiresAt)}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                {token.expired ? (
                  <Badge color="red">{t('marketplace.tokens.expired')}</Badge>
                ) : (
                  <Badge color="green">{t('marketplace.tokens.valid')}</Badge>
                )}
                {token.isBlocked && <Badge color="gray">{t('marketplace.tokens.blocked')}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td>
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
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
