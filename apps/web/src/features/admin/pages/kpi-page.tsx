import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../app/chart/echart.tsx';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PageState } from '../../../app/list/page-state.tsx';
import { downloadCsv } from '../../../app/save-file.ts';
import { useKpiSummary } from '../api.ts';
import { KpiFigures } from '../components/kpi-figures.tsx';
import { KpiStockChart } from '../components/kpi-stock-chart.tsx';
import { barOption, chartDay, chartMonth, pieOption } from '../kpi-options.ts';

function ChartCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={4} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{title}</span>
          {action}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The KPI dashboard: summary figures, plan agreements, revenue received and due, registrations, new vs cancelled. */
export function KpiPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const format = useFormat();
  const kpi = useKpiSummary();
  const euro = (value: number) => format.money(value, 'EUR');
  const count = (value: number) => format.number(value, 0);
  const data = kpi.data;
  const titles = {
    plans: t('admin.kpi.planAgreements'),
    monthly: t('admin.kpi.monthlyRevenue'),
    monthlyAdvance: t('admin.kpi.monthlyRevenueInAdvance'),
    dailyAdvance: t('admin.kpi.dailyRevenueInAdvance'),
    registrations: t('admin.kpi.dailyNewRegisteredUsers'),
  };

  return (
    <>
      <PageHeader route={route} />
      <PageState state={kpi} errorTitle={t('admin.kpi.error')}>
        {data && (
          <Stack>
            <KpiFigures kpi={data} />
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ChartCard title={titles.plans}>
                <EChart
                  option={pieOption(data.totalsPerPlan, titles.plans)}
                  height={300}
                  label={titles.plans}
                />
              </ChartCard>
              <ChartCard
                title={titles.monthly}
                action={
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    onClick={() =>
                      downloadCsv(
                        'monthly-revenue.csv',
                        [t('admin.kpi.csvMonth'), t('admin.kpi.csvRevenue')],
                        data.monthlyRevenue.categories.map((month, i) => [
                          month,
                          data.monthlyRevenue.byMonths[i] ?? 0,
                        ]),
                      )
                    }
                  >
                    {t('admin.kpi.csv')}
                  </Button>
                }
              >
                <EChart
                  option={barOption(
                    data.monthlyRevenue.categories.map(chartMonth),
                    data.monthlyRevenue.byMonths,
                    titles.monthly,
                    euro,
                  )}
                  height={300}
                  label={titles.monthly}
                  rowKind="month"
                />
              </ChartCard>
              <ChartCard title={titles.monthlyAdvance}>
                <EChart
                  option={barOption(
                    data.monthlyRevenueInAdvanced.categories.map(chartMonth),
                    data.monthlyRevenueInAdvanced.byMonths,
                    titles.monthlyAdvance,
                    euro,
                  )}
                  height={300}
                  label={titles.monthlyAdvance}
                  rowKind="month"
                />
              </ChartCard>
              <ChartCard title={titles.dailyAdvance}>
                <EChart
                  option={barOption(
                    data.dailyRevenueInAdvanced.categories.map(chartDay),
                    data.dailyRevenueInAdvanced.byDates,
                    titles.dailyAdvance,
                    euro,
                  )}
                  height={300}
                  label={titles.dailyAdvance}
                  rowKind="day"
                />
              </ChartCard>
            </SimpleGrid>
            <ChartCard title={titles.registrations}>
              <EChart
                option={barOption(
                  data.dailyNewRegisteredUsers.categories.map(chartDay),
                  data.dailyNewRegisteredUsers.byDates,
                  titles.registrations,
                  count,
                )}
                height={280}
                label={titles.registrations}
                rowKind="day"
              />
            </ChartCard>
            <KpiStockChart entries={data.newAndCancellationAgreements} />
          </Stack>
        )}
      </PageState>
    </>
  );
}
