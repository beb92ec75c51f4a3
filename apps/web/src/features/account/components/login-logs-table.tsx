import type { loginLogEntrySchema } from '@baylytics/contract/account';
import { Table, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../app/format/dates.ts';
import { TableFrame } from '../../../app/list/table-frame.tsx';

type LoginLogEntry = z.infer<typeof loginLogEntrySchema>;

// Enough of the session id to tell sessions apart at a glance; the whole id is in the tooltip.
const shownSessionIdLength = 8;

function shortSessionId(sessionId: string): string {
  return sessionId.length > shownSessionIdLength ? `${sessionId.slice(0, shownSessionIdLength)}…` : sessionId;
}

/** One page of sign-ins: when, from where, how and on which device. */
export function LoginLogsTable({ entries, isStale }: { entries: LoginLogEntry[]; isStale: boolean }) {
  const { t } = useTranslation();
  return (
    <TableFrame isStale={isStale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('loginLogs.date')}</Table.Th>
          <Table.Th>{t('loginLogs.ipAddress')}</Table.Th>
          <Table.Th>{t('loginLogs.method')}</Table.Th>
          <Table.Th>{t('loginLogs.clientOs')}</Table.Th>
          <Table.Th>{t('loginLogs.sessionId')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={`${entry.sessionId}-${entry.createdTime}`}>
            <Table.Td>{formatDateTime(entry.createdTime)}</Table.Td>
            <Table.Td>{entry.ipAddress ?? ''}</Table.Td>
            <Table.Td>{t(`loginLogs.methods.${entry.method}`)}</Table.Td>
            <Table.Td>{entry.clientOs ?? ''}</Table.Td>
            <Table.Td>
              <Tooltip label={entry.sessionId} openDelay={300}>
                <span style={{ fontFamily: 'monospace' }}>{shortSessionId(entry.sessionId)}</span>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
