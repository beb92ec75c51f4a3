import type { invoiceSchema } from '@baylytics/contract/billing';
import { ActionIcon, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../../app/format/dates.ts';
import { formatEuro } from '../../../app/format/numbers.ts';
import { TableFrame } from '../../../app/list/table-frame.tsx';

export type Invoice = z.infer<typeof invoiceSchema>;

interface InvoicesTableProps {
  invoices: Invoice[];
  isStale: boolean;
  busyId: number | null;
  onDownload: (invoice: Invoice) => void;
  onSend: (invoice: Invoice) => void;
}

/** One page of invoices; each can be saved as PDF or e-mailed to the billing address. */
export function InvoicesTable({ invoices, isStale, busyId, onDownload, onSend }: InvoicesTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame isStale={isStale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('billing.invoices.invoiceDate')}</Table.Th>
          <Table.Th>{t('billing.invoices.invoiceNumber')}</Table.Th>
          <Table.Th ta="right">{t('billing.invoices.amount')}</Table.Th>
          <Table.Th>{t('billing.invoices.transaction')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('billing.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => {
          const download = t('billing.invoices.download', { number: invoice.invoiceNumber });
          const send = t('billing.invoices.send', { number: invoice.invoiceNumber });
          return (
            <Table.Tr key={invoice.id}>
              <Table.Td>{formatDate(invoice.invoiceDate)}</Table.Td>
              <Table.Td>{invoice.invoiceNumber}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(invoice.summary)}
              </Table.Td>
              <Table.Td style={{ fontFamily: 'monospace' }}>{invoice.paymentTransactionId}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={download} openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={download}
                      onClick={() => onDownload(invoice)}
                      disabled={busyId === invoice.id}
                    >
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={send} openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={send}
                      onClick={() => onSend(invoice)}
                      disabled={busyId === invoice.id}
                    >
                      <IconMail size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </TableFrame>
  );
}
