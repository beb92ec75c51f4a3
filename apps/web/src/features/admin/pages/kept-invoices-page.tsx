import {
  type KeptInvoice,
  keptInvoicePageSize,
  keptInvoicePdf,
} from '@baylytics/contract/admin-kept-invoices';
import { Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { apiDownload } from '../../../app/http.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { SearchField } from '../../../app/list/search-field.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { toast } from '../../../app/toast.ts';
import { useKeptInvoices } from '../api.ts';
import { useKeptInvoiceColumns } from '../components/kept-invoice-columns.tsx';

const searchDebounceMs = 500;
const listDefaults = {
  pageSize: keptInvoicePageSize,
  sort: { orderBy: 'invoiceDate', direction: 'desc' as const },
  sortKeys: ['invoiceDate', 'invoiceNumber'] as const,
  filters: { keyword: '' },
};

/**
 * The invoices deleted accounts left behind, kept for the tax law's period and readable only here: searchable by
 * number, name or company as written on the invoice, each downloadable as the PDF its owner was offered.
 */
export function KeptInvoicesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const keyword = list.filters.keyword;
  const invoices = useKeptInvoices({
    pageIndex: list.pageIndex,
    pageSize: keptInvoicePageSize,
    orderBy: list.sort.orderBy as 'invoiceDate' | 'invoiceNumber',
    direction: list.sort.direction,
    keyword,
  });
  const [busyId, setBusyId] = useState<number | null>(null);

  const onDownload = useCallback(async (invoice: KeptInvoice) => {
    setBusyId(invoice.id);
    try {
      await apiDownload(
        keptInvoicePdf,
        { params: { id: invoice.id } },
        `${invoice.invoiceNumber}.pdf`,
        'application/pdf',
      );
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    } finally {
      setBusyId(null);
    }
  }, []);
  const columns = useKeptInvoiceColumns({ busyId, onDownload });

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        <Paper withBorder p="md">
          <SearchField
            value={keyword}
            onSearch={(value) => list.setFilters({ keyword: value })}
            debounceMs={searchDebounceMs}
            label={t('admin.keptInvoices.search')}
            placeholder={t('admin.keptInvoices.searchPlaceholder')}
            maxLength={100}
            w={360}
          />
        </Paper>
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={invoices.data?.data}
            rowId={(invoice) => String(invoice.id)}
            label={t('admin.keptInvoices.tableLabel')}
            state={invoices}
            errorTitle={t('admin.keptInvoices.loadError')}
            empty={
              keyword
                ? {
                    message: t('admin.keptInvoices.noMatch', { keyword }),
                    hint: t('admin.keptInvoices.noMatchHint'),
                  }
                : { message: t('admin.keptInvoices.empty'), hint: t('admin.keptInvoices.emptyHint') }
            }
            isStale={invoices.isPlaceholderData}
            sort={{ value: list.sort, onChange: list.setSort }}
            pager={{
              total: invoices.data?.total ?? 0,
              pageIndex: list.pageIndex,
              pageSize: keptInvoicePageSize,
              onPageChange: list.setPage,
              totalKey: 'admin.keptInvoices.total',
            }}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.keptInvoices.retention')}
          </Text>
        </Paper>
      </Stack>
    </>
  );
}
