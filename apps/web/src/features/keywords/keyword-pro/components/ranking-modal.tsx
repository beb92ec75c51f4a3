import { Alert, Anchor, Badge, Center, Group, Image, Loader, Modal, Table, Text } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { TableFrame } from '../../../../app/list/table-frame.tsx';
import { TrendArrow } from '../../../../app/trend/trend-arrow.tsx';
import { useKeywordRanking } from '../api.ts';

const itemUrl: Record<number, string> = {
  77: 'https://www.ebay.de',
  0: 'https://www.ebay.com',
  3: 'https://www.ebay.co.uk',
};
const score = (value: number | null) => (value === null ? '' : value.toFixed(2));

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
  const rows = ranking.data?.rows ?? [];
  return (
    <Modal opened onClose={onClose} size="90%" title={t('keywordPro.ranking.title', { keyword })}>
      {ranking.isPending && (
        <Center py="xl">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {ranking.isError && (
        <Alert color="red" role="alert">
          {t(apiErrorMessage(ranking.error).key)}
        </Alert>
      )}
      {ranking.data && rows.length === 0 && <Text c="dimmed">{t('keywordPro.ranking.empty')}</Text>}
      {rows.length > 0 && (
        <TableFrame isStale={false} minWidth={960}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keywordPro.ranking.position')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.image')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.itemNumber')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.itemTitle')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.bidItem')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.bidTrending')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.bayScore')}</Table.Th>
              <Table.Th>{t('keywordPro.ranking.score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.position}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {row.position}
                    </Text>
                    <Badge size="xs" color={row.isAdv ? 'orange' : 'teal'} variant="light">
                      {t(row.isAdv ? 'keywordPro.ranking.promoted' : 'keywordPro.ranking.organic')}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {row.imagePath && <Image src={row.imagePath} w={40} h={40} fit="contain" alt="" />}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Anchor
                      href={`${itemUrl[eBaySiteId] ?? itemUrl[77]}/itm/${row.itemNumber}`}
                      target="_blank"
                      rel="noreferrer"
                      size="sm"
                    >
                      {row.itemNumber}
                    </Anchor>
                    {row.variant && <IconStack2 size={14} aria-label={t('keywordPro.ranking.variant')} />}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {row.title ?? '–'}
                  </Text>
                  {row.promotedWithAd === 'RECOMMENDED' && (
                    <Badge size="xs" color="grape">
                      {t('keywordPro.ranking.recommended')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.bidPercentagesItem.join(', ')}</Table.Td>
                <Table.Td>{row.bidPercentagesTrending.join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">
                      {score(row.yesterdayBayScore)} / {score(row.todayBayScore)}
                    </Text>
                    <TrendArrow yesterday={row.yesterdayBayScore} today={row.todayBayScore} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">
                      {row.yesterdayScore} / {row.todayScore}
                    </Text>
                    <TrendArrow yesterday={row.yesterdayScore} today={row.todayScore} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </TableFrame>
      )}
    </Modal>
  );
}
