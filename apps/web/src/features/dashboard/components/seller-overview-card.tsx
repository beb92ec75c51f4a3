import type { DashboardOverview } from '@baylytics/contract/dashboard';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../app/format/use-format.ts';
import { ScoreBreakdownButton } from '../../ranking/public.ts';

type Mover = DashboardOverview['moversUp'][number];

function MoverList({ title, movers, tone }: { title: string; movers: Mover[]; tone: 'green' | 'red' }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {movers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.overview.noMovers')}
        </Text>
      ) : (
        movers.map((mover) => (
          <Group key={mover.itemNumber} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={`/app/analytics/account-check?search=${mover.itemNumber}`}
              size="sm"
              lineClamp={1}
              title={mover.title}
            >
              {mover.title || mover.itemNumber}
            </Anchor>
            <Text size="sm" c={tone} style={{ whiteSpace: 'nowrap' }}>
              {format.fixed(mover.yesterdayBayScore, 2)} → {format.fixed(mover.todayBayScore, 2)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}

/** For a connected seller: today's BayScore and its change, the biggest movers, keywords near page one. */
export function SellerOverviewCard({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const score = overview.bayScore;
  if (!score) return null;
  const change = score.today !== null && score.yesterday !== null ? score.today - score.yesterday : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="seller-overview-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={4} id="seller-overview-title">
          {t('dashboard.overview.title', { sellerName: score.sellerName })}
        </Title>
        <Anchor component={Link} to="/app/analytics/account-check" size="sm">
          {t('dashboard.overview.toAccountCheck')}
        </Anchor>
      </Group>
      <Group gap="xl" mb="md" align="baseline">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dashboard.overview.bayScore')}
          </Text>
          <ScoreBreakdownButton
            subject={{ sellerName: score.sellerName }}
            value={score.today === null ? '–' : format.fixed(score.today, 2)}
          >
            <Text size="xl" fw={700} data-testid="dashboard-bayscore">
              {score.today === null ? '–' : format.fixed(score.today, 2)}
            </Text>
          </ScoreBreakdownButton>
        </Stack>
        {change !== null && (
          <Text size="sm" c={change < 0 ? 'green' : change > 0 ? 'red' : 'dimmed'}>
            {change === 0
              ? t('dashboard.overview.unchanged')
              : t(change < 0 ? 'dashboard.overview.better' : 'dashboard.overview.worse', {
                  places: format.fixed(Math.abs(change), 2),
                })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <MoverList title={t('dashboard.overview.moversUp')} movers={overview.moversUp} tone="green" />
        <MoverList title={t('dashboard.overview.moversDown')} movers={overview.moversDown} tone="red" />
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('dashboard.overview.nearPageOne')}
          </Text>
          {overview.nearPageOne.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dashboard.overview.noneNearPageOne')}
            </Text>
          ) : (
            overview.nearPageOne.map((row) => (
              <Group key={`${row.itemNumber}-${row.keyword}`} justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to="/app/analytics/my-ebay-ranking" size="sm" lineClamp={1}>
                  {row.keyword}
                </Anchor>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('dashboard.overview.place', { place: row.position })}
                </Text>
              </Group>
            ))
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
