import type { loginLogEntrySchema } from '@baylytics/contract/account';
import { Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

export type LoginLogEntry = z.infer<typeof loginLogEntrySchema>;

// Enough of the session id to tell sessions apart at a glance; the whole id is in the tooltip.
const shownSessionIdLength = 8;

function shortSessionId(sessionId: string): string {
  return sessionId.length > shownSessionIdLength ? `${sessionId.slice(0, shownSessionIdLength)}…` : sessionId;
}

/** The sign-in table's columns: when, from where, how and on which device. */
export function useLoginLogColumns(): DataColumn<LoginLogEntry>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      { id: 'date', header: t('loginLogs.date'), cell: (entry) => format.dateTime(entry.createdTime) },
      { id: 'ipAddress', header: t('loginLogs.ipAddress'), cell: (entry) => entry.ipAddress ?? '' },
      {
        id: 'method',
        header: t('loginLogs.method'),
        cell: (entry) => t(`loginLogs.methods.${entry.method}`),
      },
      { id: 'clientOs', header: t('loginLogs.clientOs'), cell: (entry) => entry.clientOs ?? '' },
      {
        id: 'sessionId',
        header: t('loginLogs.sessionId'),
        cell: (entry) => (
          <Tooltip label={entry.sessionId} openDelay={300}>
            <span style={{ fontFamily: 'monospace' }}>{shortSessionId(entry.sessionId)}</span>
          </Tooltip>
        ),
      },
    ],
    [t, format.dateTime],
  );
}
