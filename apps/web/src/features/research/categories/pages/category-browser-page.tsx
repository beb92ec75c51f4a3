import { defaultEbaySiteId } from '@baylytics/contract/marketplaces';
import { categoryPageSize, categorySortKeys } from '@baylytics/contract/research-categories';
import { Group, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { DataTable } from '../../../../app/list/data-table.tsx';
import { SearchField } from '../../../../app/list/search-field.tsx';
import { SitePicker, siteIdOf } from '../../../../app/list/site-picker.tsx';
import { useListParams } from '../../../../app/list/use-list-params.ts';
import { useCategories } from '../api.ts';
import { useCategoryColumns } from '../components/category-columns.tsx';

/** Search debounce of spec 002 §9. */
const searchDebounceMs = 500;

const listDefaults = {
  pageSize: categoryPageSize,
  sort: { orderBy: 'l1Name', direction: 'asc' as const },
  sortKeys: categorySortKeys,
  filters: { keyword: '', eBaySiteId: String(defaultEbaySiteId) },
};

/** The category browser (spec 002 §2): eBay's category trees of a site, searched over every level's name. */
export function CategoryBrowserPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const eBaySiteId = siteIdOf(list.filters.eBaySiteId) ?? defaultEbaySiteId;
  const result = useCategories({
    keyword: list.filters.keyword,
    eBaySiteId,
    pageIndex: list.pageIndex,
    orderBy: list.sort.orderBy as (typeof categorySortKeys)[number],
    direction: list.sort.direction,
  });
  const columns = useCategoryColumns();

  // Spec 002 §8: a failed load is told in an error toast, besides the table's own error state.
  useEffect(() => {
    if (result.error) toastApiError(result.error);
  }, [result.error]);

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <DataTable
          columns={columns}
          rows={result.data?.data}
          rowId={(row) =>
            [row.eBaySiteId, row.l1Id, row.l2Id, row.l3Id, row.l4Id, row.l5Id, row.l6Id].join('/')
          }
          label={t('categoryBrowser.tableLabel')}
          state={result}
          errorTitle={t('categoryBrowser.error')}
          empty={{ message: t(list.filters.keyword ? 'categoryBrowser.noMatch' : 'categoryBrowser.empty') }}
          isStale={result.isPlaceholderData}
          sort={{ value: list.sort, onChange: list.setSort }}
          minWidth={1100}
          toolbar={
            <Group align="end" gap="md" mb="md" wrap="wrap">
              <SearchField
                label={t('categoryBrowser.search')}
                placeholder={t('categoryBrowser.searchPlaceholder')}
                value={list.filters.keyword}
                onSearch={(keyword) => list.setFilters({ keyword })}
                debounceMs={searchDebounceMs}
                w={320}
              />
              <SitePicker
                label={t('categoryBrowser.marketplace')}
                value={String(eBaySiteId)}
                onChange={(value) => value && list.setFilters({ eBaySiteId: value }, { replace: false })}
                allowDeselect={false}
                w={260}
              />
            </Group>
          }
          pager={{
            total: result.data?.total ?? 0,
            pageIndex: list.pageIndex,
            pageSize: categoryPageSize,
            onPageChange: list.setPage,
            totalKey: 'categoryBrowser.total',
          }}
        />
      </Paper>
    </>
  );
}
