import type { AccountGroup } from '@baylytics/contract/score-breakdown';
import { Badge, Divider, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartState } from '../../../../app/chart/chart-state.tsx';
import { Dialog } from '../../../../app/dialog.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { useAccountBreakdown } from '../api.ts';
import { ChangeCauses } from './change-causes.tsx';
import { MedianLine } from './median-line.tsx';

/** One group of the account (single listings or listings with variations): its listings, median and sum. */
function GroupSection({ group, title }: { group: AccountGroup; title: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ranked = group.median.sortedValues.length;
  return (
    <Stack gap="sm" component="section">
      <Title order={5}>{title}</Title>
      {group.listings.length > 0 && (
        <ScrollArea.Autosize mah={280} type="auto">
          <Table striped withTableBorder fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('scoreBreakdown.account.rank')}</Table.Th>
                <Table.Th>{t('scoreBreakdown.account.listing')}</Table.Th>
                <Table.Th ta="right">{t('scoreBreakdown.account.bayScore')}</Table.Th>
                <Table.Th ta="right">{t('scoreBreakdown.account.positionScore')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('scoreBreakdown.keywords.middle')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.listings.map((listing) => (
                <Table.Tr key={listing.itemNumber}>
                  <Table.Td ta="right">{format.number(listing.index + 1)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1} title={listing.title}>
                      {listing.itemNumber} · {listing.title}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {listing.bayScore === null ? '–' : format.number(listing.bayScore)}
                  </Table.Td>
                  <Table.Td ta="right">{format.number(listing.positionScore)}</Table.Td>
                  <Table.Td>
                    {listing.isMiddle && (
                      <Badge size="sm" variant="light">
                        {t('scoreBreakdown.keywords.middle')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {group.listings.length < ranked && (
        <Text size="xs" c="dimmed">
          {t('scoreBreakdown.account.window', { shown: group.listings.length, count: ranked })}
        </Text>
      )}
      {group.unrankedCount > 0 && (
        <Text size="xs" c="dimmed">
          {t('scoreBreakdown.account.unranked', { count: group.unrankedCount })}
        </Text>
      )}
      <MedianLine part={group.median} label={t('scoreBreakdown.account.median')} />
      <Text size="sm">
        {t('scoreBreakdown.account.positionSum', { sum: format.number(group.positionScore.sum) })}
      </Text>
      <ChangeCauses
        yesterday={group.change.yesterday}
        today={group.change.today}
        unit="listing"
        causes={group.change.causes.map((cause) => ({
          ...cause,
          key: String(cause.itemNumber),
          name: `${cause.itemNumber} · ${cause.title}`,
        }))}
      />
    </Stack>
  );
}

/** What made an account's BayScore (the median of its listings' BayScores) on its newest KPI day. */
export function AccountBreakdownModal({ sellerName, onClose }: { sellerName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const breakdown = useAccountBreakdown(sellerName);
  return (
    <Dialog opened onClose={onClose} size="xl" title={t('scoreBreakdown.account.title', { sellerName })}>
      <ChartState isPending={breakdown.isPending} error={breakdown.error} height={200} />
      {breakdown.data && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('scoreBreakdown.account.rule', { day: format.date(breakdown.data.day) })}
          </Text>
          <GroupSection group={breakdown.data.single} title={t('scoreBreakdown.account.single')} />
          <Divider />
          <GroupSection group={breakdown.data.variant} title={t('scoreBreakdown.account.variant')} />
        </Stack>
      )}
    </Dialog>
  );
}
