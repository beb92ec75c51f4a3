import { accountCheckPageSizes, rankingExport } from '@baylytics/contract/account-check';
import type { RankingItem } from '@baylytics/contract/account-check-item';
import { hasAnyRole, roleGroups } from '@baylytics/contract/roles';
import { Paper, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { apiDownload } from '../../../../app/http.ts';
import { DataTable } from '../../../../app/list/data-table.tsx';
import type { ListSort } from '../../../../app/list/use-list-params.ts';
import { useSession } from '../../../../app/session.ts';
import { toast } from '../../../../app/toast.ts';
import { ListingCampaignsModal } from '../../../campaigns/public.ts';
import { ItemVideoModal } from '../../../videos/public.ts';
import { AddSeoStepModal } from '../../seo-steps/add-seo-step-modal.tsx';
import { SeoStepsModal } from '../../seo-steps/seo-steps-modal.tsx';
import { useRankingItems, useRefreshItems, useSendItemReport, useStarColors } from '../api.ts';
import {
  type AccountCheckFilters,
  emptyFilters,
  filterQuery,
  hasActiveFilter,
  rankingQuery,
  type TableSort,
} from '../filters.ts';
import { suggestedBidPercentage } from '../links.ts';
import { starColorLabel } from '../star-color-label.ts';
import type { AccountCheckView } from '../use-account-check-view.ts';
import { useItemChanges } from '../use-item-changes.ts';
import { DeleteItemModal } from './delete-item-modal.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { GroupChartModal, ItemChartModal } from './item-chart-modal.tsx';
import { itemRowProps, useItemColumns } from './item-columns.tsx';
import type { RowModal } from './row-actions.tsx';
import { StarColorTextsModal } from './star-color-texts-modal.tsx';
import { TableToolbar } from './table-toolbar.tsx';

const itemId = (item: RankingItem) => String(item.itemNumber);

interface ItemsSectionProps {
  account: string;
  /** Filters (the search as typed), page, page size and sort, kept in the address. */
  view: AccountCheckView;
  /** What is asked for (the search debounced). */
  queryFilters: AccountCheckFilters;
  refreshDelayMs: number;
}

/** Filters, toolbar, the server-sorted paged table and the row modals of the account check. */
export function ItemsSection({ account, view, queryFilters, refreshDelayMs }: ItemsSectionProps) {
  const { t } = useTranslation();
  const { filters, pageIndex, pageSize, sort } = view;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rowModal, setRowModal] = useState<{ kind: RowModal; item: RankingItem } | null>(null);
  const [isEditingTexts, setIsEditingTexts] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const colors = useStarColors();
  const report = useSendItemReport();
  const refreshItems = useRefreshItems();
  const { user } = useSession();
  const canManageVideos = hasAnyRole(user?.roles ?? [], roleGroups.videos);

  // A new filter, account, sort or page size starts again on page 1 (the view does that) with nothing selected.
  const [scope, setScope] = useState({ account, queryFilters, sort, pageSize });
  if (
    scope.account !== account ||
    scope.queryFilters !== queryFilters ||
    scope.sort !== sort ||
    scope.pageSize !== pageSize
  ) {
    setScope({ account, queryFilters, sort, pageSize });
    setSelected(new Set());
  }

  const filter = useMemo(() => filterQuery(account, queryFilters), [account, queryFilters]);
  const items = useRankingItems(rankingQuery(account, queryFilters, { pageIndex, pageSize }, sort), true);
  const changes = useItemChanges(filter, refreshDelayMs);
  const rows = items.data?.data ?? [];
  const starColors = colors.data ?? [];

  const onDownloadCsv = async () => {
    setIsDownloading(true);
    try {
      // The current filter result as CSV (spec 001 §2.1; at most 10,000 rows), written and streamed by the server.
      await apiDownload(
        rankingExport,
        { query: { ...filter, ...sort } },
        `account-check-${account}.csv`,
        'text/csv',
      );
    } catch (error) {
      toastApiError(error);
    } finally {
      setIsDownloading(false);
    }
  };
  const onSendReport = useCallback(
    (item: RankingItem) =>
      report.mutate(item.itemNumber, {
        onSuccess: ({ sentTo }) => toast.success('accountCheck.actions.reportSent', { email: sentTo }),
        onError: toastApiError,
      }),
    [report.mutate],
  );
  const onOpen = useCallback((kind: RowModal, item: RankingItem) => setRowModal({ kind, item }), []);
  const { setSort } = view;
  const onSort = useCallback((next: ListSort) => setSort(next as TableSort), [setSort]);
  const selectedItemNumbers = useMemo(() => [...selected].map(Number), [selected]);
  const suggestedBid = useMemo(
    () => suggestedBidPercentage((items.data?.data ?? []).filter((row) => selected.has(itemId(row)))),
    [items.data, selected],
  );
  const columns = useItemColumns({
    starColors,
    onStarColor: changes.setStarColor,
    onToggleOptimized: changes.toggleOptimized,
    onOpen,
    onSendReport,
    canManageVideos,
  });

  return (
    <>
      <FilterPanel
        filters={filters}
        onChange={view.setFilters}
        onReset={() => view.setFilters(emptyFilters)}
        starColors={starColors.map((color) => ({ value: String(color.id), label: starColorLabel(color, t) }))}
      />
      <Paper withBorder p="md">
        <Stack>
          <TableToolbar
            sellerName={account}
            selectedItemNumbers={selectedItemNumbers}
            suggestedBid={suggestedBid}
            starColors={starColors}
            onBulkStarColor={changes.setStarColorOnFilter}
            onBulkOptimized={changes.setOptimizedOnFilter}
            isBulkPending={changes.isBulkPending}
            onEditStarColorTexts={() => setIsEditingTexts(true)}
            onDownloadCsv={onDownloadCsv}
            isDownloading={isDownloading}
          />
          <DataTable
            columns={columns}
            rows={items.data?.data}
            rowId={itemId}
            label={t('accountCheck.table.label')}
            state={items}
            errorTitle={t('accountCheck.table.error')}
            empty={
              hasActiveFilter(queryFilters)
                ? {
                    message: t('accountCheck.table.emptyFilter'),
                    hint: t('accountCheck.table.emptyFilterHint'),
                  }
                : { message: t('accountCheck.table.empty'), hint: t('accountCheck.table.emptyHint') }
            }
            isStale={items.isPlaceholderData}
            minWidth={1500}
            sort={{ value: sort, onChange: onSort }}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (item) => t('accountCheck.table.selectRow', { itemNumber: item.itemNumber }),
              all: { rows, label: t('accountCheck.table.selectAll') },
            }}
            rowProps={itemRowProps}
            pager={{
              total: items.data?.total ?? 0,
              pageIndex,
              pageSize,
              onPageChange: view.setPage,
              totalKey: 'accountCheck.table.total',
              pageSizes: accountCheckPageSizes,
              onPageSizeChange: view.setPageSize,
            }}
          />
        </Stack>
      </Paper>
      {rowModal?.kind === 'seoSteps' && (
        <SeoStepsModal itemNumber={rowModal.item.itemNumber} onClose={() => setRowModal(null)} />
      )}
      {rowModal?.kind === 'addSeoStep' && (
        <AddSeoStepModal itemNumber={rowModal.item.itemNumber} onClose={() => setRowModal(null)} />
      )}
      {rowModal?.kind === 'itemChart' && (
        <ItemChartModal item={rowModal.item} onClose={() => setRowModal(null)} />
      )}
      {rowModal?.kind === 'groupChart' && (
        <GroupChartModal item={rowModal.item} onClose={() => setRowModal(null)} />
      )}
      {rowModal?.kind === 'video' && (
        <ItemVideoModal
          itemNumber={String(rowModal.item.itemNumber)}
          hasVideo={rowModal.item.hasVideo}
          onClose={() => setRowModal(null)}
          // After a video change the table reloads (spec 001 §2.1).
          onChanged={() => void refreshItems()}
        />
      )}
      {rowModal?.kind === 'campaigns' && (
        <ListingCampaignsModal
          sellerName={rowModal.item.sellerName}
          itemNumber={String(rowModal.item.itemNumber)}
          onClose={() => setRowModal(null)}
        />
      )}
      {rowModal?.kind === 'delete' && (
        <DeleteItemModal item={rowModal.item} onClose={() => setRowModal(null)} />
      )}
      {isEditingTexts && colors.data && (
        <StarColorTextsModal colors={colors.data} onClose={() => setIsEditingTexts(false)} />
      )}
    </>
  );
}
