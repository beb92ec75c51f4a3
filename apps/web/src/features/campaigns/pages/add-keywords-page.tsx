import type { SuggestedKeyword } from '@baylytics/contract/campaigns';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { toast } from '../../../app/toast.ts';
import { useBulkCreateKeywords, useSuggestedKeywords } from '../api.ts';
import { type KeywordChoice, noChoice, useKeywordColumns } from '../components/keyword-columns.tsx';
import { campaignCompletedPath } from '../paths.ts';
import { useWizardQuery } from '../wizard-query.ts';

/**
 * Add keywords to the ad group (spec 002 §2–§4): eBay's suggested keywords for its listings, none selected and
 * without match type or bid at first; the seller selects, chooses a match type and bids, then adds them.
 */
export function AddKeywordsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const wizard = useWizardQuery();
  const { campaignId, adGroupId } = wizard;
  const suggested = useSuggestedKeywords(
    campaignId && adGroupId ? { campaignId, adGroupId, listingIds: wizard.itemNumbers } : null,
  );
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [choices, setChoices] = useState<Map<string, KeywordChoice>>(() => new Map());
  const create = useBulkCreateKeywords();

  const onChoose = useCallback((keyword: string, choice: Partial<KeywordChoice>) => {
    setChoices((current) =>
      new Map(current).set(keyword, { ...(current.get(keyword) ?? noChoice), ...choice }),
    );
    setSelected((current) => new Set(current).add(keyword));
  }, []);
  const columns = useKeywordColumns(choices, onChoose);

  const onAdd = async () => {
    if (!campaignId || !adGroupId) return;
    const chosen = [...selected].map((keyword) => ({ keyword, ...(choices.get(keyword) ?? noChoice) }));
    if (chosen.length === 0) return toast.error('campaigns.pleaseSelectKeywords');
    if (chosen.some((c) => c.matchType === null || c.bid === null))
      return toast.error('campaigns.keywords.chooseMatchTypeAndBid');
    try {
      await create.mutateAsync({
        campaignId,
        adGroupId,
        body: {
          keywords: chosen.map((c) => ({
            keywordText: c.keyword,
            matchType: c.matchType ?? 'BROAD',
            bid: c.bid ?? 0,
          })),
        },
      });
      navigate(campaignCompletedPath({ campaignId, campaignName: wizard.campaignName }));
    } catch (error) {
      toastApiError(error);
    }
  };

  const skip = () =>
    campaignId && navigate(campaignCompletedPath({ campaignId, campaignName: wizard.campaignName }));

  if (!campaignId || !adGroupId)
    return (
      <>
        <PageHeader route={route} />
        <Alert color="yellow">{t('campaigns.wizard.noCampaign')}</Alert>
      </>
    );
  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <DataTable<SuggestedKeyword>
          columns={columns}
          rows={suggested.data}
          rowId={(row) => row.keyword}
          label={t('campaigns.keywords.tableLabel')}
          state={suggested}
          errorTitle={t('campaigns.keywords.error')}
          empty={{ message: t('campaigns.keywords.empty') }}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (row) => t('campaigns.keywords.select', { keyword: row.keyword }),
          }}
          minWidth={900}
          toolbar={
            <Group justify="space-between" mb="md">
              <Text size="sm" c="dimmed">
                {t('campaigns.wizard.forCampaign', { campaignName: wizard.campaignName })}
              </Text>
              <Group>
                <Button variant="default" onClick={skip}>
                  {t('campaigns.keywords.skip')}
                </Button>
                <Button onClick={onAdd} loading={create.isPending}>
                  {t('campaigns.keywords.add', { count: selected.size })}
                </Button>
              </Group>
            </Group>
          }
        />
      </Paper>
    </>
  );
}
