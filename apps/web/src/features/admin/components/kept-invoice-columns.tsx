import type { KeptInvoice } from '@baylytics/contract/admin-kept-invoices';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../app/format/numbers.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

/** The kept invoices' columns: the invoice, the buyer as written on it, the account, and until when it is kept. */
export function useKeptInvoiceColumns({
  busyId,
  onDownload,
}: {
  busyId: number | null;
  onDownload: (invoice: KeptInvoice) => void;
}): DataColumn<KeptInvoice>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'invoiceDate',
        header: t('admin.keptInvoices.invoiceDate'),
        sortKey: 'invoiceDate',
        cell: (invoice) => format.date(invoice.invoiceDate),
      },
      {
        id: 'invoiceNumber',
        header: t('admin.keptInvoices.invoiceNumber'),
        sortKey: 'invoiceNumber',
        cell: (invoice) => invoice.invoiceNumber,
      },
      {
        id: 'buyer',
        header: t('admin.keptInvoices.buyer'),
        cell: (invoice) => [invoice.buyerName, invoice.company, invoice.city].filter(Boolean).join(' · '),
      },
      {
        id: 'amount',
        header: t('admin.keptInvoices.amount'),
        align: 'right',
        noWrap: true,
        cell: (invoice) => formatEuro(invoice.gross),
      },
      {
        id: 'account',
        header: t('admin.keptInvoices.account'),
        cell: (invoice) =>
          t('admin.keptInvoices.deletedOn', {
            id: invoice.formerUserId,
            date: format.date(invoice.deletedAt),
          }),
      },
      {
        id: 'keptUntil',
        header: t('admin.keptInvoices.keptUntil'),
        cell: (invoice) => format.date(invoice.keptUntil),
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('admin.keptInvoices.actions')}</VisuallyHidden>,
        cell: (invoice) => {
          const download = t('admin.keptInvoices.download', { number: invoice.invoiceNumber });
          return (
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
          );
        },
      },
    ],
    [t, busyId, onDownload, format.date],
  );
}
