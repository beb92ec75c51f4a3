import { invoicePdf } from '@baylytics/contract/billing';
import { Alert, Center, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { apiDownload } from '../../../app/http.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { Pager } from '../../../app/list/pager.tsx';
import { toast } from '../../../app/toast.ts';
import { invoicesPageSize, useInvoices, useSendInvoice } from '../api.ts';
import { billingErrorMessage, toastBillingError } from '../billing-error-message.ts';
import { type Invoice, InvoicesTable } from '../components/invoices-table.tsx';

// Spec 000 §9: search debounce.
const searchDebounceMs = 500;

/** The user's invoices, searchable by number and paged by the server; search and page are in the address. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('q') ?? '';
  const pageIndex = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(keyword);
  const [debounced] = useDebouncedValue(typed.trim(), searchDebounceMs);
  const invoices = useInvoices(pageIndex, keyword);
  const sending = useSendInvoice();
  const [busyId, setBusyId] = useState<number | null>(null);

  // A new search starts on its first page.
  useEffect(() => {
    if (debounced === keyword) return;
    setSearch(
      (current) => {
        if (debounced) current.set('q', debounced);
        else current.delete('q');
        current.delete('page');
        return current;
      },
      { replace: true },
    );
  }, [debounced, keyword, setSearch]);

  const onPageChange = (page: number) =>
    setSearch((current) => {
      current.set('page', String(page));
      return current;
    });

  const onDownload = async (invoice: Invoice) => {
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
  };

  const onSend = (invoice: Invoice) => {
    setBusyId(invoice.id);
    sending.mutate(invoice.id, {
      onSuccess: () => toast.success('billing.invoices.sent', { number: invoice.invoiceNumber }),
      onError: toastBillingError,
      onSettled: () => setBusyId(null),
    });
  };

  const failure = invoices.isError ? billingErrorMessage(invoices.error) : null;

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <Stack>
          <TextInput
            label={t('billing.invoices.search')}
            placeholder={t('billing.invoices.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={50}
            maw={360}
          />
          {invoices.isPending && (
            <Center py="xl">
              <Loader aria-label={t('layout.loading')} />
            </Center>
          )}
          {failure && (
            <Alert color="red" role="alert" title={t('billing.invoices.loadError')}>
              {t(failure.key, failure.values)}
            </Alert>
          )}
          {invoices.data?.data.length === 0 && (
            <Text c="dimmed">
              {keyword ? t('billing.invoices.noMatch', { keyword }) : t('billing.invoices.empty')}
            </Text>
          )}
          {invoices.data && invoices.data.data.length > 0 && (
            <>
              <InvoicesTable
                invoices={invoices.data.data}
                isStale={invoices.isPlaceholderData}
                busyId={busyId}
                onDownload={onDownload}
                onSend={onSend}
              />
              <Pager
                total={invoices.data.total}
                pageIndex={pageIndex}
                pageSize={invoicesPageSize}
                onPageChange={onPageChange}
                totalKey="billing.invoices.total"
              />
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
