import type { KpiSummary } from '@baylytics/contract/admin-kpi';
import { Group, Paper, SegmentedControl, Select, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../app/chart/echart.tsx';
import { defaultStockRange, type StockRange, stockOption, stockRanges } from '../kpi-options.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** New versus cancelled agreements per day for one parent plan, with the range buttons (default 60 days). */
export function KpiStockChart({ entries }: { entries: KpiSummary['newAndCancellationAgreements'] }) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<string | null>(entries[0]?.parentPlan ?? null);
  const [range, setRange] = useState<StockRange>(defaultStockRange);
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const entry = entries.find((e) => e.parentPlan === plan);
  const title = t('admin.kpi.newAndCancelled');
  const option = useMemo(
    () =>
      stockOption(entry, range, today, { new: t('admin.kpi.new'), cancellation: t('admin.kpi.cancelled') }),
    [entry, range, today, t],
  );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{title}</Title>
        <Group gap="sm">
          <Select
            aria-label={t('admin.kpi.parentPlan')}
            value={plan}
            onChange={setPlan}
            allowDeselect={false}
            data={entries.map((e) => e.parentPlan)}
            w={160}
          />
          <SegmentedControl
            aria-label={t('admin.kpi.range')}
            value={range}
            onChange={(value) => setRange(value as StockRange)}
            data={Object.keys(stockRanges).map((key) => ({
              value: key,
              label: t(`admin.kpi.ranges.${key}`),
            }))}
          />
        </Group>
      </Group>
      <EChart option={option} height={320} label={title} />
    </Paper>
  );
}
