import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../../app/chart/echart.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type KpiDay, type KpiKind, kpiChartOption } from '../kpi-chart-option.ts';

function KpiChart({ days, kind }: { days: readonly KpiDay[]; kind: KpiKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const option = useMemo(
    () =>
      kpiChartOption(
        days,
        kind,
        { median: t('accountCheck.kpi.median'), score: t('accountCheck.kpi.positionScore') },
        format.date,
      ),
    [days, kind, t, format.date],
  );
  const title = t(`accountCheck.kpi.${kind}`);
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="xs">
        {title}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('accountCheck.kpi.empty')}
        </Text>
      ) : (
        <EChart option={option} height={260} label={title} rowKind="day" />
      )}
    </Paper>
  );
}

/** The account's KPI per day for single and variant listings (spec 001 §2.1). */
export function KpiCharts({ days }: { days: readonly KpiDay[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <KpiChart days={days} kind="single" />
      <KpiChart days={days} kind="variant" />
    </SimpleGrid>
  );
}
