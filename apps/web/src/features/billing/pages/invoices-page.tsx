import { invoicePdf } from '@baylytics/contract/billing';
import { Button, Paper, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { apiDownload } from '../../../app/http.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { SearchField } from '../../../app/list/search-field.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { toast } from '../../../app/toast.ts';
import { invoicesPageSize, useInvoices, useSendInvoice } from '../api.ts';
import { billingErrorMessage, toastBillingError } from '../billing-error-message.ts';
import { type Invoice, useInvoiceColumns } from '../components/invoices-table.tsx';

// Spec 000 §9: search debounce.
const searchDebounceMs = 500;
const listDefaults = { pageSize: invoicesPageSize, filters: { q: '' } };

/** The user's invoices, searchable by number and paged by the server; search and page are in the address. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const keyword = list.filters.q;
  const invoices = useInvoices(list.pageIndex, keyword);
  const sending = useSendInvoice();
  const [busyId, setBusyId] = useState<number | null>(null);

  const onDownload = useCallback(async (invoice: Invoice) => {
    setBusyId(invoice.id);
    try {
      await apiDownload(
        invoicePdf,
        { params: { id: invoice.id } },
        `${invoice.invoiceNumber}.pdf`,
        'application/pdf',
      );
    } catch (error) {
      toastBillingError(error);
    } finally {
      setBusyId(null);
    }
  }, []);

  const onSend = useCallback(
    (invoice: Invoice) => {
      setBusyId(invoice.id);
      sending.mutate(invoice.id, {
        onSuccess: () => toast.success('billing.invoices.sent', { number: invoice.invoiceNumber }),
        onError: toastBillingError,
        onSettled: () => setBusyId(null),
      });
    },
    [sending.mutate],
  );
  const columns = useInvoiceColumns({ busyId, onDownload, onSend });
  const onSearch = useCallback((q: string) => list.setFilters({ q }), [list.setFilters]);

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <Stack>
          <SearchField
            label={t('billing.invoices.search')}
            placeholder={t('billing.invoices.searchPlaceholder')}
            value={keyword}
            onSearch={onSearch}
            debounceMs={searchDebounceMs}
            maxLength={50}
            maw={360}
          />
          <DataTable
            columns={columns}
            rows={invoices.data?.data}
            rowId={(invoice) => String(invoice.id)}
            label={t('billing.invoices.tableLabel')}
            state={invoices}
            errorTitle={t('billing.invoices.loadError')}
            errorMessage={billingErrorMessage}
            empty={
              keyword
                ? {
                    message: t('billing.invoices.noMatch', { keyword }),
                    hint: t('billing.invoices.noMatchHint'),
                  }
                : {
                    message: t('billing.invoices.empty'),
                    hint: t('billing.invoices.emptyHint'),
                    action: (
                      <Button component={Link} to="/buy/select-parent-plan" variant="light" size="xs">
                        {t('billing.invoices.emptyAction')}
                      </Button>
                    ),
                  }
            }
            isStale={invoices.isPlaceholderData}
            pager={{
              total: invoices.data?.total ?? 0,
              pageIndex: list.pageIndex,
              pageSize: invoicesPageSize,
              onPageChange: list.setPage,
              totalKey: 'billing.invoices.total',
            }}
          />
        </Stack>
      </Paper>
    </>
  );
}
