import type { CategoryRow } from '@baylytics/contract/listing-item-specifics';
import { itemSpecificsListPageSize } from '@baylytics/contract/listing-item-specifics';
import { Alert, Paper, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { DataTable } from '../../../../app/list/data-table.tsx';
import { useListParams } from '../../../../app/list/use-list-params.ts';
import { toast } from '../../../../app/toast.ts';
import { useCategories, useCreateLoad, useImportedSellers, useLoadPolling } from '../api.ts';
import { useCategoryColumns } from '../components/category-columns.tsx';
import { editorAddress } from '../editor-address.ts';
import { storedSeller, storeSeller } from '../selected-seller.ts';

const listDefaults = {
  pageSize: itemSpecificsListPageSize,
  sort: { orderBy: 'categoryTree', direction: 'asc' as const },
  sortKeys: ['categoryTree'] as const,
  filters: {},
};

const keyOf = (row: CategoryRow) => `${row.eBaySiteId}:${row.leafCategoryId}`;

/** Item specifics list (spec 002 §2): the seller's leaf categories, their load from eBay and the way to the editor. */
export function ItemSpecificsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const list = useListParams(listDefaults);
  const sellers = useImportedSellers();
  const [chosen, setChosen] = useState<string | null>(null);
  const sellerName = chosen ?? storedSeller(sellers.data);
  const categories = useCategories(sellerName, list.pageIndex);
  useLoadPolling(sellerName, categories.data?.data);
  const createLoad = useCreateLoad();
  const [starting, setStarting] = useState<string | null>(null);

  const actions = useMemo(
    () => ({
      async load(row: CategoryRow) {
        setStarting(keyOf(row));
        try {
          await createLoad.mutateAsync({
            categoryId: row.leafCategoryId,
            categoryTree: row.categoryTree,
            eBaySiteId: row.eBaySiteId,
            sellerName: row.sellerName,
          });
        } catch (error) {
          const message = apiErrorMessage(error);
          toast.error(message.key, message.values);
        } finally {
          setStarting(null);
        }
      },
      edit: (row: CategoryRow) => navigate(editorAddress(row)),
      isStarting: (row: CategoryRow) => starting === keyOf(row),
    }),
    [createLoad, navigate, starting],
  );
  const columns = useCategoryColumns(actions);

  return (
    <>
      <PageHeader
        route={route}
        actions={
          <Select
            label={t('itemSpecifics.seller')}
            data={sellers.data ?? []}
            value={sellerName}
            onChange={(value) => {
              if (!value) return;
              storeSeller(value);
              setChosen(value);
              list.setPage(1);
            }}
            allowDeselect={false}
            w={240}
          />
        }
      />
      {sellers.data?.length === 0 && (
        <Alert color="blue" mb="md">
          {t('itemSpecifics.noImportedSeller')}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <DataTable
          columns={columns}
          rows={categories.data?.data}
          rowId={keyOf}
          label={t('itemSpecifics.tableLabel')}
          state={sellerName === null ? sellers : categories}
          errorTitle={t('itemSpecifics.listError')}
          empty={{ message: t('itemSpecifics.empty') }}
          isStale={categories.isPlaceholderData}
          minWidth={1000}
          pager={{
            total: categories.data?.total ?? 0,
            pageIndex: list.pageIndex,
            pageSize: itemSpecificsListPageSize,
            onPageChange: list.setPage,
            totalKey: 'itemSpecifics.total',
          }}
        />
      </Paper>
    </>
  );
}
