import type { MedianData } from '@baylytics/contract/research-median';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../../../app/chart/echart.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { type Bin, histogram } from '../distribution.ts';

function barsOption(labels: string[], counts: number[], seriesName: string, color: string): ChartOption {
  return {
    grid: { left: 40, right: 16, top: 16, bottom: 56 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: labels, axisLabel: { rotate: 30, fontSize: 11 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: seriesName, data: counts, itemStyle: { color } }],
  };
}

/** Price and shipping of the results as bar charts: how many results fall in each range. */
export function DistributionCharts({ data }: { data: MedianData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: number) => format.money(value, data.currency);

  const { priceOption, shippingOption } = useMemo(() => {
    const amount = (value: number) => format.money(value, data.currency);
    const range = (bin: Bin) => `${amount(bin.from)} – ${amount(bin.to)}`;
    const results = t('medianTool.results');
    const prices = histogram(data.priceData.map((point) => point.price));
    const paid = data.priceData.flatMap((point) =>
      point.shippingCost !== null && point.shippingCost > 0 ? [point.shippingCost] : [],
    );
    const shippingBins = histogram(paid, 6);
    const labels = [t('medianTool.freeShipping'), ...shippingBins.map(range)];
    const counts = [data.shippingData.free, ...shippingBins.map((bin) => bin.count)];
    if (data.shippingData.unknown > 0) {
      labels.push(t('medianTool.unknownShipping'));
      counts.push(data.shippingData.unknown);
    }
    return {
      priceOption: barsOption(
        prices.map(range),
        prices.map((bin) => bin.count),
        results,
        '#228be6',
      ),
      shippingOption: barsOption(labels, counts, results, '#40c057'),
    };
  }, [data, format, t]);

  const shipping = data.shippingData;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md">
        <Title order={4}>{t('medianTool.priceDistribution')}</Title>
        <EChart option={priceOption} height={280} label={t('medianTool.priceDistribution')} rowKind="range" />
      </Paper>
      <Paper withBorder p="md">
        <Title order={4}>{t('medianTool.shippingDistribution')}</Title>
        <Text size="sm" c="dimmed">
          {t('medianTool.shippingSummary', {
            median: shipping.median === null ? '–' : money(shipping.median),
            average: shipping.average === null ? '–' : money(shipping.average),
          })}
        </Text>
        <EChart
          option={shippingOption}
          height={260}
          label={t('medianTool.shippingDistribution')}
          rowKind="range"
        />
      </Paper>
    </SimpleGrid>
  );
}
