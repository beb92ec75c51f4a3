import type { CheckChartPoint, PositionPoint } from '@baylytics/contract/reverse-tracker';

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartState } from '../../../../app/chart/chart-state.tsx';
import { type ChartOption, EChart } from '../../../../app/chart/echart.tsx';
import { Dialog } from '../../../../app/dialog.tsx';
import { type PositionHistoryQuery, useCheckChart, usePositionHistory } from '../api.ts';

/** Places as a line, lower is better (inverted axis); 0 = not shown becomes a gap. */
function positionOption(
  points: readonly PositionPoint[],
  labels: { organic: string; ads: string },
): ChartOption {
  const series = (pick: (p: PositionPoint) => number) =>
    points.map((p) => [p.dateInMiliseconds, pick(p) > 0 ? pick(p) : null] as [number, number | null]);
  return {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 24, top: 40, bottom: 60 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', inverse: true, min: 1 },
    dataZoom: [{ type: 'slider' }],
    series: [
      {
        type: 'line',
        name: labels.organic,
        data: series((p) => p.position),
        connectNulls: false,
        color: '#2f9e44',
      },
      { type: 'line', name: labels.ads, data: series((p) => p.ads), connectNulls: false, color: '#f08c00' },
    ],
  };
}

export function PositionHistoryModal({
  query,
  onClose,
}: {
  query: PositionHistoryQuery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const history = usePositionHistory(query);
  const option = useMemo(
    () =>
      positionOption(history.data ?? [], {
        organic: t('reverseTracker.history.organic'),
        ads: t('reverseTracker.history.ads'),
      }),
    [history.data, t],
  );
  return (
    <Dialog
      opened={query !== null}
      onClose={onClose}
      size="xl"
      title={t('reverseTracker.history.positionTitle', { keyword: query?.keyword ?? '' })}
    >
      <ChartState isPending={history.isPending} error={history.error} height={320} />
      {history.data && (
        <EChart option={option} height={360} label={t('reverseTracker.history.positionChart')} />
      )}
    </Dialog>
  );
}

function countsOption(points: readonly CheckChartPoint[], labels: Record<string, string>): ChartOption {
  const days = points.map((p) => p.day);
  return {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 48, right: 56, top: 48, bottom: 40 },
    xAxis: { type: 'category', data: days },
    yAxis: [
      { type: 'value', name: labels.keywords },
      { type: 'value', name: labels.score, inverse: true },
    ],
    series: [
      { type: 'bar', name: labels.organic, data: points.map((p) => p.organicKeywords), color: '#2f9e44' },
      { type: 'bar', name: labels.promoted, data: points.map((p) => p.promotedKeywords), color: '#f08c00' },
      {
        type: 'line',
        name: labels.bayScore,
        yAxisIndex: 1,
        data: points.map((p) => p.bayScore),
        color: '#1971c2',
      },
    ],
  };
}

export function CheckChartModal({
  query,
  onClose,
}: {
  query: { itemNumber: number; fromDate: string; toDate: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const chart = useCheckChart(query);
  const option = useMemo(
    () =>
      countsOption(chart.data ?? [], {
        keywords: t('reverseTracker.history.keywords'),
        score: t('reverseTracker.items.bayScore'),
        organic: t('reverseTracker.history.organicCount'),
        promoted: t('reverseTracker.history.promotedCount'),
        bayScore: t('reverseTracker.items.bayScore'),
      }),
    [chart.data, t],
  );
  return (
    <Dialog
      opened={query !== null}
      onClose={onClose}
      size="xl"
      title={t('reverseTracker.history.countsTitle', { itemNumber: query?.itemNumber ?? '' })}
    >
      <ChartState isPending={chart.isPending} error={chart.error} height={320} />
      {chart.data && <EChart option={option} height={360} label={t('reverseTracker.history.countsChart')} />}
    </Dialog>
  );
}
