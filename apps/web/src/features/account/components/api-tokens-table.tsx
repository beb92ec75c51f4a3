import type { ApiToken } from '@baylytics/contract/api-tokens';
import { Badge, Button, Code } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: the seller ended it on purpose. */
export function apiTokenStatus(token: ApiToken, now: number): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return Date.parse(token.expiresAt) <= now ? 'expired' : 'active';
}

const statusColor: Record<ApiTokenStatus, string> = { active: 'green', expired: 'gray', revoked: 'red' };

/** The token table's columns; only an active token can be revoked. */
export function useApiTokenColumns(onRevoke: (token: ApiToken) => void): DataColumn<ApiToken>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const now = Date.now();
    return [
      { id: 'name', header: t('apiTokens.columns.name'), cell: (token) => token.name },
      {
        id: 'scope',
        header: t('apiTokens.columns.scope'),
        cell: (token) => t(`apiTokens.scopes.${token.scope}`),
      },
      { id: 'hint', header: t('apiTokens.columns.hint'), cell: (token) => <Code>{token.hint}</Code> },
      {
        id: 'createdAt',
        header: t('apiTokens.columns.createdAt'),
        cell: (token) => format.dateTime(token.createdAt),
      },
      {
        id: 'expiresAt',
        header: t('apiTokens.columns.expiresAt'),
        cell: (token) => format.dateTime(token.expiresAt),
      },
      {
        id: 'lastUsedAt',
        header: t('apiTokens.columns.lastUsedAt'),
        cell: (token) => (token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('apiTokens.neverUsed')),
      },
      {
        id: 'status',
        header: t('apiTokens.columns.status'),
        cell: (token) => {
          const status = apiTokenStatus(token, now);
          return (
            <Badge color={statusColor[status]} variant="light">
              {t(`apiTokens.status.${status}`)}
            </Badge>
          );
        },
      },
      {
        id: 'actions',
        header: t('apiTokens.columns.actions'),
        cell: (token) =>
          apiTokenStatus(token, now) === 'active' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onRevoke(token)}
              aria-label={t('apiTokens.revokeLabel', { name: token.name })}
            >
              {t('apiTokens.revoke')}
            </Button>
          ),
      },
    ];
  }, [t, format.dateTime, onRevoke]);
}
