import type { invoiceSchema } from '@baylytics/contract/billing';
import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatEuro } from '../../../app/format/numbers.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

export type Invoice = z.infer<typeof invoiceSchema>;

/** The invoice table's columns; each invoice can be saved as PDF or e-mailed to the billing address. */
export function useInvoiceColumns({
  busyId,
  onDownload,
  onSend,
}: {
  busyId: number | null;
  onDownload: (invoice: Invoice) => void;
  onSend: (invoice: Invoice) => void;
}): DataColumn<Invoice>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'invoiceDate',
        header: t('billing.invoices.invoiceDate'),
        cell: (invoice) => format.date(invoice.invoiceDate),
      },
      {
        id: 'invoiceNumber',
        header: t('billing.invoices.invoiceNumber'),
        cell: (invoice) => invoice.invoiceNumber,
      },
      {
        id: 'amount',
        header: t('billing.invoices.amount'),
        align: 'right',
        noWrap: true,
        cell: (invoice) => formatEuro(invoice.summary),
      },
      {
        id: 'transaction',
        header: t('billing.invoices.transaction'),
        cell: (invoice) => <span style={{ fontFamily: 'monospace' }}>{invoice.paymentTransactionId}</span>,
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('billing.actions')}</VisuallyHidden>,
        cell: (invoice) => {
          const download = t('billing.invoices.download', { number: invoice.invoiceNumber });
          const send = t('billing.invoices.send', { number: invoice.invoiceNumber });
          return (
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
          );
        },
      },
    ],
    [t, busyId, onDownload, onSend, format.date],
  );
}
