import { type ChartRange, type ChartSeries, chartRanges } from '@baylytics/contract/my-ranking';
import { SegmentedControl, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { ChartState } from '../../../../app/chart/chart-state.tsx';
import { EChart } from '../../../../app/chart/echart.tsx';
import { Dialog } from '../../../../app/dialog.tsx';
import { toast } from '../../../../app/toast.ts';
import { useChartSeries } from '../api.ts';
import { positionChartOption } from '../chart-option.ts';
import { chartWindow } from '../dates.ts';

/**
 * Position history of one keyword row (single chart) or of a group's first selected rows (group chart), 7 days
 * first; the range buttons reload it (spec 001 §2.3, §9). A failed reload shows the server's message.
 */
export function PositionChartModal({
  title,
  rows,
  onClose,
}: {
  title: string;
  rows: { id: number; keywords: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<ChartRange>('1w');
  // The window is fixed when a range is picked, so the query key stays stable while the modal is open.
  const [window, setWindow] = useState(() => chartWindow('1w'));
  const answers = useChartSeries(
    rows.map((r) => r.id),
    window,
  );
  const failure = answers.find((a) => a.isError)?.error;
  useEffect(() => {
    if (failure) {
      const message = apiErrorMessage(failure);
      toast.error(message.key, message.values);
    }
  }, [failure]);
  const series: ChartSeries[] = answers.flatMap((a) => a.data ?? []);
  const labelOf = (line: ChartSeries) => t(`myRanking.chart.${line.shape}`, { keyword: line.name });

  return (
    <Dialog opened onClose={onClose} size="xl" title={title}>
      <Stack>
        <SegmentedControl
          value={range}
          aria-label={t('myRanking.chart.range')}
          onChange={(value) => {
            const picked = value as ChartRange;
            setRange(picked);
            setWindow(chartWindow(picked));
          }}
          data={Object.keys(chartRanges).map((key) => ({
            value: key,
            label: t(`myRanking.chart.ranges.${key}`),
          }))}
        />
        <ChartState isPending={answers.some((a) => a.isPending)} error={failure} height={420} />
        {series.length > 0 && (
          <EChart
            option={positionChartOption(series, labelOf, t('myRanking.chart.place'))}
            height={420}
            label={title}
          />
        )}
      </Stack>
    </Dialog>
  );
}
