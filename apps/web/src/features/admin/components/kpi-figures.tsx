import type { KpiSummary } from '@baylytics/contract/admin-kpi';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';

/** The summary figures of the dashboard, each named and defined in the glossary. */
export function KpiFigures({ kpi }: { kpi: KpiSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const euro = (value: number) => format.money(value, 'EUR');
  const figures: [string, string][] = [
    ['totalUsers', format.number(kpi.totalUsers)],
    ['payingUsers', format.number(kpi.payingUsers)],
    ['trialUsers', format.number(kpi.trialUsers)],
    ['totalAgreements', format.number(kpi.totalAgreements)],
    ['averageBasketNewPlan', euro(kpi.averageBasketNewPlan)],
    ['revenueThisMonth', euro(kpi.revenueThisMonth)],
    ['revenueInAdvanceNext30Days', euro(kpi.revenueInAdvanceNext30Days)],
    ['totalOldSubscriptionPlan', format.number(kpi.totalOldSubscriptionPlan)],
    ['totalOldTransformer', format.number(kpi.totalOldTransformer)],
    ['signInsLast30Days', format.number(kpi.signInsLast30Days)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      {figures.map(([key, value]) => (
        <Paper key={key} withBorder p="md" role="group" aria-label={t(`admin.kpi.figures.${key}`)}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`admin.kpi.figures.${key}`)}
          </Text>
          <Text size="xl" fw={700} mt={4}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
