import { type Campaign, campaignPageSize } from '@baylytics/contract/campaigns';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { SearchField } from '../../../app/list/search-field.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { type CampaignSortKey, useCampaigns, useSellerAccounts } from '../api.ts';
import { useCampaignColumns } from '../components/campaign-columns.tsx';
import { createCampaignPath } from '../paths.ts';
import { selectedSeller } from '../selected-seller.ts';

/** Search debounce of spec 002 §9. */
const searchDebounceMs = 500;
const sortKeys = ['campaignId', 'campaignName', 'startDate', 'endDate', 'campaignStatus'] as const;

const listDefaults = {
  pageSize: campaignPageSize,
  sort: { orderBy: 'campaignId', direction: 'desc' as const },
  sortKeys,
  filters: { keyword: '' },
};

/** The campaign list (spec 002 §2): the stored seller's campaigns, searched by name, 25 a page, newest first. */
export function CampaignListPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const accounts = useSellerAccounts();
  const sellerName = selectedSeller(accounts.data);
  const result = useCampaigns({
    keyword: list.filters.keyword,
    sellerName,
    pageIndex: list.pageIndex,
    orderBy: list.sort.orderBy as CampaignSortKey,
    direction: list.sort.direction,
  });
  const columns = useCampaignColumns();

  useEffect(() => {
    if (result.error) toastApiError(result.error);
  }, [result.error]);

  const hasNoAccount = accounts.isSuccess && sellerName === null;
  return (
    <>
      <PageHeader
        route={route}
        actions={
          <Button component={Link} to={createCampaignPath(sellerName ? { sellerName } : {})}>
            {t('campaigns.list.create')}
          </Button>
        }
      />
      <Paper withBorder p="lg">
        <DataTable<Campaign>
          columns={columns}
          rows={result.data?.data}
          rowId={(row) => row.campaignId}
          label={t('campaigns.list.tableLabel')}
          state={
            hasNoAccount
              ? { isPending: false, isError: false, error: null }
              : accounts.isPending
                ? accounts
                : result
          }
          errorTitle={t('campaigns.list.error')}
          empty={{
            message: t(
              hasNoAccount
                ? 'campaigns.list.noAccount'
                : list.filters.keyword
                  ? 'campaigns.list.noMatch'
                  : 'campaigns.list.empty',
            ),
          }}
          isStale={result.isPlaceholderData}
          sort={{ value: list.sort, onChange: list.setSort }}
          minWidth={1000}
          toolbar={
            <Group align="end" gap="md" mb="md" wrap="wrap" justify="space-between">
              <SearchField
                label={t('campaigns.list.search')}
                placeholder={t('campaigns.list.searchPlaceholder')}
                value={list.filters.keyword}
                onSearch={(keyword) => list.setFilters({ keyword })}
                debounceMs={searchDebounceMs}
                w={320}
              />
              {sellerName && (
                <Text size="sm" c="dimmed">
                  {t('campaigns.list.seller', { sellerName })}
                </Text>
              )}
            </Group>
          }
          pager={{
            total: result.data?.total ?? 0,
            pageIndex: list.pageIndex,
            pageSize: campaignPageSize,
            onPageChange: list.setPage,
            totalKey: 'campaigns.list.total',
          }}
        />
      </Paper>
    </>
  );
}
