import type { ListingBreakdown } from '@baylytics/contract/score-breakdown';
import { Badge, Divider, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartState } from '../../../../app/chart/chart-state.tsx';
import { Dialog } from '../../../../app/dialog.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { useListingBreakdown } from '../api.ts';
import { ChangeCauses } from './change-causes.tsx';
import { MedianLine } from './median-line.tsx';

/** The keywords of the day with what each adds: its place to the median, one point to the position score. */
function KeywordTable({ breakdown }: { breakdown: ListingBreakdown }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped withTableBorder fz="sm" aria-label={t('scoreBreakdown.keywords.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scoreBreakdown.keywords.keyword')}</Table.Th>
            <Table.Th ta="right">{t('scoreBreakdown.keywords.place')}</Table.Th>
            <Table.Th ta="right">{t('scoreBreakdown.keywords.weight')}</Table.Th>
            <Table.Th ta="right">{t('scoreBreakdown.keywords.keywordValue')}</Table.Th>
            <Table.Th>{t('scoreBreakdown.keywords.contribution')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakdown.keywords.map((keyword) => (
            <Table.Tr key={keyword.keywordId}>
              <Table.Td>{keyword.keyword}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={500}>
                  {format.number(keyword.place)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    keyword.organicPlace !== null &&
                      t('scoreBreakdown.keywords.organic', { place: keyword.organicPlace }),
                    keyword.promotedPlace !== null &&
                      t('scoreBreakdown.keywords.promoted', { place: keyword.promotedPlace }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {t('scoreBreakdown.keywords.weightValue', { weight: keyword.weight })}
              </Table.Td>
              <Table.Td ta="right">{format.number(keyword.keywordValue)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{t('scoreBreakdown.keywords.points', { points: keyword.points })}</Text>
                  {keyword.isMiddle && (
                    <Badge size="sm" variant="light">
                      {t('scoreBreakdown.keywords.middle')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function ListingBreakdownBody({ breakdown }: { breakdown: ListingBreakdown }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { positionScore, change } = breakdown;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('scoreBreakdown.listing.rule', { day: format.date(breakdown.day) })}
      </Text>
      {breakdown.keywords.length > 0 && <KeywordTable breakdown={breakdown} />}
      <MedianLine part={breakdown.bayScore} label={t('scoreBreakdown.listing.bayScore')} />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('scoreBreakdown.listing.positionScore')}
        </Text>
        <Text size="sm">
          {t('scoreBreakdown.listing.positionSum', { count: positionScore.sum, sum: positionScore.sum })}
        </Text>
        {positionScore.sum !== positionScore.stored && (
          <Text size="sm" c="orange.9">
            {t('scoreBreakdown.median.differs', { stored: positionScore.stored })}
          </Text>
        )}
      </Stack>
      <Divider />
      <MedianLine part={breakdown.organicBayScore} label={t('scoreBreakdown.listing.organic')} />
      <MedianLine part={breakdown.promotedBayScore} label={t('scoreBreakdown.listing.promoted')} />
      <Divider />
      <ChangeCauses
        yesterday={change.yesterday}
        today={change.today}
        unit="keyword"
        causes={change.causes.map((cause) => ({ ...cause, key: cause.keyword, name: cause.keyword }))}
      />
    </Stack>
  );
}

/** What made one listing's BayScore and position score on the newest derived day, and what changed since. */
export function ListingBreakdownModal({ itemNumber, onClose }: { itemNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const breakdown = useListingBreakdown(itemNumber);
  return (
    <Dialog opened onClose={onClose} size="xl" title={t('scoreBreakdown.listing.title', { itemNumber })}>
      <ChartState isPending={breakdown.isPending} error={breakdown.error} height={200} />
      {breakdown.data && <ListingBreakdownBody breakdown={breakdown.data} />}
    </Dialog>
  );
}
