import {
  groupChartKeywordLimit,
  type RankedItemGroup,
  type RankedKeyword,
} from '@baylytics/contract/my-ranking';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { Dialog } from '../../../../app/dialog.tsx';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { toast } from '../../../../app/toast.ts';
import { AddSeoStepModal } from '../../seo-steps/add-seo-step-modal.tsx';
import { SeoStepsModal } from '../../seo-steps/seo-steps-modal.tsx';
import { useDeleteItem, useMyRanking } from '../api.ts';
import { AddKeywordsForm } from '../components/add-keywords-form.tsx';
import { AddNewItemModal } from '../components/add-new-item-modal.tsx';
import type { GroupAction } from '../components/item-group-header.tsx';
import { LimitationSummary } from '../components/limitation-summary.tsx';
import { PositionChartModal } from '../components/position-chart-modal.tsx';
import { RankingTable } from '../components/ranking-table.tsx';

type OpenDialog =
  | { kind: 'chart'; title: string; rows: { id: number; keywords: string }[] }
  | { kind: Exclude<GroupAction, 'chart'>; group: RankedItemGroup };

/** My Ranking (spec 001 §2.3): add keywords to track, see the usage, and each item's keywords with their places. */
export function MyRankingPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [pageIndex, setPageIndex] = useState(1);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 500);
  const ranking = useMyRanking({ pageIndex, keyword });
  const deletion = useDeleteItem();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const onAction = (action: GroupAction, group: RankedItemGroup) => {
    if (action !== 'chart') return setDialog({ kind: action, group });
    const selected = group.keywords.filter((k) => k.isSelected).slice(0, groupChartKeywordLimit);
    if (selected.length === 0) return toast.error('myRanking.pleaseSelectKeywords');
    setDialog({
      kind: 'chart',
      title: t('myRanking.chart.groupTitle', { itemNumber: group.itemNumber }),
      rows: selected,
    });
  };
  const onChart = (row: RankedKeyword) =>
    setDialog({
      kind: 'chart',
      title: t('myRanking.chart.singleTitle', { keyword: row.keywords }),
      rows: [row],
    });

  return (
    <>
      <PageHeader route={route} />
      <Stack>
        <Paper withBorder p="lg">
          <Title order={4} mb="sm">
            {t('myRanking.form.title')}
          </Title>
          <AddKeywordsForm place="form" />
        </Paper>
        <LimitationSummary />
        <Paper withBorder p="lg">
          <Stack>
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('myRanking.search')}
              aria-label={t('myRanking.search')}
              value={search}
              maw={360}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPageIndex(1);
              }}
            />
            <RankingTable
              groups={ranking.data?.data}
              total={ranking.data?.total ?? 0}
              state={ranking}
              isStale={ranking.isPlaceholderData}
              isSearching={keyword !== ''}
              pageIndex={pageIndex}
              onPageChange={setPageIndex}
              onAction={onAction}
              onChart={onChart}
              onRankingCheck={(itemNumber) =>
                navigate(`/app/keyword-research/reverse-tracker?itemNumber=${itemNumber}`)
              }
            />
          </Stack>
        </Paper>
      </Stack>
      {dialog?.kind === 'chart' && (
        <PositionChartModal title={dialog.title} rows={dialog.rows} onClose={close} />
      )}
      {dialog?.kind === 'addKeywords' && (
        <Dialog opened onClose={close} size="xl" title={t('myRanking.group.addKeywords')}>
          <AddKeywordsForm place="modal" itemNumber={dialog.group.itemNumber} onAdded={close} />
        </Dialog>
      )}
      {dialog?.kind === 'addNewItem' && (
        <AddNewItemModal oldItemNumber={dialog.group.itemNumber} onClose={close} />
      )}
      {dialog?.kind === 'addSeoStep' && (
        <AddSeoStepModal itemNumber={dialog.group.itemNumber} onClose={close} onAdded={close} />
      )}
      {dialog?.kind === 'showSeoSteps' && (
        <SeoStepsModal itemNumber={dialog.group.itemNumber} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <Dialog opened onClose={close} title={t('myRanking.deleteItem.title')}>
          <Stack>
            <Text>
              {t('myRanking.deleteItem.text', {
                itemNumber: dialog.group.itemNumber,
                count: dialog.group.keywords.length,
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('myRanking.cancel')}
              </Button>
              <Button
                color="red"
                loading={deletion.isPending}
                onClick={() =>
                  deletion.mutate(dialog.group.itemNumber, { onSuccess: close, onError: toastApiError })
                }
              >
                {t('myRanking.group.delete')}
              </Button>
            </Group>
          </Stack>
        </Dialog>
      )}
    </>
  );
}
