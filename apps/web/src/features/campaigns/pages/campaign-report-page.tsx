import type { ReportChart } from '@baylytics/contract/campaign-reports';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EChart } from '../../../app/chart/echart.tsx';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { PageState } from '../../../app/list/page-state.tsx';
import { reportChartOption } from '../components/report-chart-options.ts';
import { ReportFetchFailure } from '../components/report-fetch-failure.tsx';
import { type CampaignReport, campaignDetailPath, campaignReports } from '../paths.ts';
import { useReportChart } from '../report-api.ts';

type BreakdownRow = ReportChart['breakdown'][number];
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600} ta="right">
        {value}
      </Text>
    </Stack>
  );
}

/** A campaign's report chart page (spec 002 §2): daily figures from stored eBay reports, and their breakdown. */
export function CampaignReportPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const format = useFormat();
  const location = useLocation();
  const [search] = useSearchParams();
  const report = (campaignReports.find((r) => location.pathname.endsWith(`/${r}`)) ??
    'pl-listing') as CampaignReport;
  const campaignId = search.get('campaignId');
  const campaignName = search.get('campaignName') ?? campaignId ?? '';
  const result = useReportChart(report, campaignId);
  const chart = result.data;
  const money = (value: number) => format.money(value, chart?.currency ?? 'EUR');
  const count = (value: number) => format.number(value, 0);
  const percent = (value: number) => format.percent(value, 2);
  const provisional = t('campaigns.report.provisional');

  const columns: DataColumn<BreakdownRow>[] = [
    {
      id: 'key',
      header: t(`campaigns.report.breakdownKey.${report}`),
      cell: (row) => (
        <Text span size="sm" ff={report.endsWith('listing') ? 'monospace' : undefined}>
          {row.key}
        </Text>
      ),
    },
    ...(report === 'pla-keyword' || report === 'pla-search-query'
      ? [
          {
            id: 'matchType',
            header: t('campaigns.report.matchType'),
            cell: (row: BreakdownRow) => (row.matchType ? t(`campaigns.matchType.${row.matchType}`) : ''),
          },
        ]
      : []),
    {
      id: 'impressions',
      header: t('campaigns.report.impressions'),
      align: 'right',
      cell: (r) => count(r.impressions),
    },
    { id: 'clicks', header: t('campaigns.report.clicks'), align: 'right', cell: (r) => count(r.clicks) },
    { id: 'sales', header: t('campaigns.report.sales'), align: 'right', cell: (r) => count(r.sales) },
    {
      id: 'saleAmount',
      header: t('campaigns.report.saleAmount'),
      align: 'right',
      cell: (r) => money(r.saleAmount),
    },
    { id: 'adFees', header: t('campaigns.report.adFees'), align: 'right', cell: (r) => money(r.adFees) },
  ];

  return (
    <>
      <PageHeader route={route} />
      <PageState
        state={campaignId ? result : { isPending: false, isError: false, error: null }}
        errorTitle={t('campaigns.report.error')}
        isEmpty={!campaignId}
        empty={{ message: t('campaigns.detail.noCampaign') }}
      >
        {chart && campaignId && (
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <Group justify="space-between" align="start" mb="md">
                <Stack gap={4}>
                  <Title order={3}>{campaignName}</Title>
                  <Anchor component={Link} to={campaignDetailPath(campaignId)} size="sm">
                    {t('campaigns.report.backToCampaign')}
                  </Anchor>
                </Stack>
                <Stack gap={4} align="end">
                  {chart.refreshing && (
                    <Badge color="blue" variant="light">
                      {t('campaigns.report.refreshing')}
                    </Badge>
                  )}
                  {chart.fetchedAt && (
                    <Text size="xs" c="dimmed">
                      {t('campaigns.report.fetchedAt', { at: format.dateTime(chart.fetchedAt) })}
                    </Text>
                  )}
                </Stack>
              </Group>
              {chart.fetchFailure && <ReportFetchFailure failure={chart.fetchFailure} />}
              {chart.categories.length === 0 ? (
                // After a failed fetch the failure says why there are no figures, not 'no ads shown'.
                !chart.fetchFailure && (
                  <Text c="dimmed">
                    {t(chart.refreshing ? 'campaigns.report.fetching' : 'campaigns.report.noFigures')}
                  </Text>
                )
              ) : (
                <SimpleGrid cols={{ base: 2, md: 6 }} spacing="lg">
                  <Figure
                    label={t('campaigns.report.impressions')}
                    value={count(sum(chart.cpcImpressions))}
                  />
                  <Figure label={t('campaigns.report.clicks')} value={count(sum(chart.cpcClicks))} />
                  <Figure
                    label={t('campaigns.report.ctr')}
                    value={percent(
                      sum(chart.cpcImpressions) > 0
                        ? (100 * sum(chart.cpcClicks)) / sum(chart.cpcImpressions)
                        : 0,
                    )}
                  />
                  <Figure label={t('campaigns.report.sales')} value={count(sum(chart.uniqueSales))} />
                  <Figure label={t('campaigns.report.saleAmount')} value={money(sum(chart.cpcSaleAmount))} />
                  <Figure label={t('campaigns.report.adFees')} value={money(sum(chart.cpcAdFees))} />
                </SimpleGrid>
              )}
            </Paper>
            {chart.categories.length > 0 && (
              <>
                {chart.provisionalFrom && (
                  <Alert color="yellow" variant="light">
                    {t('campaigns.report.provisionalNote', { from: format.date(chart.provisionalFrom) })}
                  </Alert>
                )}
                <Paper withBorder p="lg">
                  <Title order={4} mb="sm">
                    {t('campaigns.report.reachTitle')}
                  </Title>
                  <EChart
                    rowKind="day"
                    label={t('campaigns.report.reachTitle')}
                    option={reportChartOption(
                      chart,
                      {
                        bars: { name: t('campaigns.report.impressions'), values: chart.cpcImpressions },
                        line: { name: t('campaigns.report.clicks'), values: chart.cpcClicks },
                      },
                      { bars: count, line: count },
                      provisional,
                    )}
                  />
                </Paper>
                <Paper withBorder p="lg">
                  <Title order={4} mb="sm">
                    {t('campaigns.report.moneyTitle')}
                  </Title>
                  <EChart
                    rowKind="day"
                    label={t('campaigns.report.moneyTitle')}
                    option={reportChartOption(
                      chart,
                      {
                        bars: { name: t('campaigns.report.saleAmount'), values: chart.cpcSaleAmount },
                        line: { name: t('campaigns.report.adFees'), values: chart.cpcAdFees },
                      },
                      { bars: money, line: money },
                      provisional,
                    )}
                  />
                </Paper>
                <Paper withBorder p="lg">
                  <DataTable<BreakdownRow>
                    columns={columns}
                    rows={chart.breakdown}
                    rowId={(row) => `${row.key}|${row.matchType ?? ''}`}
                    label={t(`campaigns.report.breakdownTitle.${report}`)}
                    state={result}
                    errorTitle={t('campaigns.report.error')}
                    empty={{ message: t('campaigns.report.noFigures') }}
                    toolbar={<Title order={4}>{t(`campaigns.report.breakdownTitle.${report}`)}</Title>}
                  />
                </Paper>
              </>
            )}
          </Stack>
        )}
      </PageState>
    </>
  );
}
