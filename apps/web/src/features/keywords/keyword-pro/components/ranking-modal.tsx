import type { RankingPositionRow } from '@baylytics/contract/keyword-pro';
import { marketplaces } from '@baylytics/contract/marketplaces';
import { Anchor, Badge, Group, Image, Text } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../app/dialog.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type DataColumn, DataTable } from '../../../../app/list/data-table.tsx';
import { TrendArrow } from '../../../../app/trend/trend-arrow.tsx';
import { useKeywordRanking } from '../api.ts';

/** The listing's page on the site the keyword was searched on. */
const siteUrl = (eBaySiteId: number) =>
  (marketplaces.find((site) => site.eBaySiteId === eBaySiteId) ?? marketplaces[0]).url;

/** The magnifier: the ranking of one keyword's latest crawl, 200 places (spec 001 §2.5). */
export function RankingModal({
  keyword,
  eBaySiteId,
  onClose,
}: {
  keyword: string;
  eBaySiteId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ranking = useKeywordRanking(keyword, eBaySiteId);
  const format = useFormat();
  const columns = useMemo<DataColumn<RankingPositionRow>[]>(() => {
    const score = (value: number | null) => (value === null ? '' : format.fixed(value, 2));
    return [
      {
        id: 'position',
        header: t('keywordPro.ranking.position'),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {row.position}
            </Text>
            <Badge size="xs" color={row.isAdv ? 'orange' : 'teal'} variant="light">
              {t(row.isAdv ? 'keywordPro.ranking.promoted' : 'keywordPro.ranking.organic')}
            </Badge>
          </Group>
        ),
      },
      {
        id: 'image',
        header: t('keywordPro.ranking.image'),
        cell: (row) => row.imagePath && <Image src={row.imagePath} w={40} h={40} fit="contain" alt="" />,
      },
      {
        id: 'itemNumber',
        header: t('keywordPro.ranking.itemNumber'),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Anchor
              href={`${siteUrl(eBaySiteId)}/itm/${row.itemNumber}`}
              target="_blank"
              rel="noreferrer"
              size="sm"
            >
              {row.itemNumber}
            </Anchor>
            {row.variant && <IconStack2 size={14} aria-label={t('keywordPro.ranking.variant')} />}
          </Group>
        ),
      },
      {
        id: 'title',
        header: t('keywordPro.ranking.itemTitle'),
        cell: (row) => (
          <>
            <Text size="sm" lineClamp={2}>
              {row.title ?? '–'}
            </Text>
            {row.promotedWithAd === 'RECOMMENDED' && (
              <Badge size="xs" color="grape">
                {t('keywordPro.ranking.recommended')}
              </Badge>
            )}
          </>
        ),
      },
      {
        id: 'bidItem',
        header: t('keywordPro.ranking.bidItem'),
        cell: (row) => row.bidPercentagesItem.join(', '),
      },
      {
        id: 'bidTrending',
        header: t('keywordPro.ranking.bidTrending'),
        cell: (row) => row.bidPercentagesTrending.join(', '),
      },
      {
        id: 'bayScore',
        header: t('keywordPro.ranking.bayScore'),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">
              {score(row.yesterdayBayScore)} / {score(row.todayBayScore)}
            </Text>
            <TrendArrow yesterday={row.yesterdayBayScore} today={row.todayBayScore} measure="place" />
          </Group>
        ),
      },
      {
        id: 'score',
        header: t('keywordPro.ranking.score'),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">
              {format.number(row.yesterdayScore)} / {format.number(row.todayScore)}
            </Text>
            <TrendArrow yesterday={row.yesterdayScore} today={row.todayScore} measure="score" />
          </Group>
        ),
      },
    ];
  }, [t, format, eBaySiteId]);
  return (
    <Dialog opened onClose={onClose} size="90%" title={t('keywordPro.ranking.title', { keyword })}>
      <DataTable
        columns={columns}
        rows={ranking.data?.rows}
        rowId={(row) => String(row.position)}
        label={t('keywordPro.ranking.title', { keyword })}
        state={ranking}
        errorTitle={t('keywordPro.ranking.loadError')}
        empty={{ message: t('keywordPro.ranking.empty'), hint: t('keywordPro.ranking.emptyHint') }}
        minWidth={960}
      />
    </Dialog>
  );
}
