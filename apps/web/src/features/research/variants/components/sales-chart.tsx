import type { VariantItems } from '@baylytics/contract/research-variants';
import { Paper, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../../../app/chart/echart.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';

/** Columns of the quantity sold per day (spec 002 §2), oldest day first. */
export function SalesChart({ soldByDate }: { soldByDate: VariantItems['soldByDate'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const option = useMemo(
    (): ChartOption => ({
      grid: { left: 40, right: 16, top: 16, bottom: 40 },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: soldByDate.map((entry) => format.shortDay(entry.date)),
        axisLabel: { fontSize: 11 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: t('variantTool.quantitySold'),
          data: soldByDate.map((entry) => entry.quantity),
          itemStyle: { color: '#228be6' },
        },
      ],
    }),
    [soldByDate, format, t],
  );
  return (
    <Paper withBorder p="md">
      <Title order={4}>{t('variantTool.chartTitle')}</Title>
      <EChart option={option} height={280} label={t('variantTool.chartTitle')} rowKind="day" />
    </Paper>
  );
}
