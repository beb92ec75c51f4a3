import { groupChartOpenDays } from '@baylytics/contract/account-check';
import type { RankingItem } from '@baylytics/contract/account-check-item';

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GivenRowKind } from '../../../../app/chart/chart-figures.ts';
import { ChartState } from '../../../../app/chart/chart-state.tsx';
import { type ChartOption, EChart } from '../../../../app/chart/echart.tsx';
import { Dialog } from '../../../../app/dialog.tsx';
import { useFormat } from '../../../../app/format/use-format.ts';
import { useItemGroupChart, useItemScoreChart } from '../api.ts';
import { groupChartOption, itemChartOption } from '../item-chart-option.ts';

interface ChartModalProps {
  title: string;
  chart: { data?: readonly unknown[]; isPending: boolean; error: unknown };
  option: ChartOption;
  height: number;
  /** What the x axis's categories are, where the option writes them as text. */
  rowKind?: GivenRowKind;
  onClose: () => void;
}

/** A chart of one listing in a modal: loading, failure or 'no data yet' until there is something to draw. */
function ChartModal({ title, chart, option, height, rowKind, onClose }: ChartModalProps) {
  const isEmpty = chart.data?.length === 0;
  return (
    <Dialog opened onClose={onClose} size="xl" title={title}>
      <ChartState
        isPending={chart.isPending}
        error={chart.error}
        height={360}
        emptyKey={isEmpty ? 'accountCheck.charts.empty' : undefined}
      />
      {chart.data && !isEmpty && <EChart option={option} height={height} label={title} rowKind={rowKind} />}
    </Dialog>
  );
}

/** One listing's BayScore (all, organic, promoted) and position score per day, the last 60 days. */
export function ItemChartModal({ item, onClose }: { item: RankingItem; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const chart = useItemScoreChart(item.itemNumber, item.eBaySiteId);
  const option = useMemo(
    () =>
      itemChartOption(
        chart.data ?? [],
        {
          bayScore: t('accountCheck.charts.bayScore'),
          organicBayScore: t('accountCheck.charts.organicBayScore'),
          promotedBayScore: t('accountCheck.charts.promotedBayScore'),
          positionScore: t('accountCheck.charts.positionScore'),
          places: t('accountCheck.charts.places'),
        },
        format.date,
      ),
    [chart.data, t, format.date],
  );
  return (
    <ChartModal
      title={t('accountCheck.charts.itemTitle', { itemNumber: item.itemNumber })}
      chart={chart}
      option={option}
      height={380}
      rowKind="day"
      onClose={onClose}
    />
  );
}

/** The group chart: BayScore, position score, up to 5 tracked keywords' places and the SEO steps. */
export function GroupChartModal({ item, onClose }: { item: RankingItem; onClose: () => void }) {
  const { t } = useTranslation();
  const chart = useItemGroupChart(item.itemNumber, item.eBaySiteId);
  const option = useMemo(
    () =>
      groupChartOption(
        chart.data ?? [],
        { places: t('accountCheck.charts.places'), positionScore: t('accountCheck.charts.positionScore') },
        (name) => (name.startsWith('accountCheck.') ? t(name) : name),
        groupChartOpenDays,
      ),
    [chart.data, t],
  );
  return (
    <ChartModal
      title={t('accountCheck.charts.groupTitle', { itemNumber: item.itemNumber })}
      chart={chart}
      option={option}
      height={420}
      onClose={onClose}
    />
  );
}
