import { IconArrowDown, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format.ts';
import { type Trend, type TrendMeasure, type TrendVerdict, trendOf } from './trend.ts';

const arrowOf: Record<TrendVerdict, { Icon: typeof IconArrowUp; color: string }> = {
  better: { Icon: IconArrowUp, color: 'var(--mantine-color-green-7)' },
  worse: { Icon: IconArrowDown, color: 'var(--mantine-color-red-7)' },
  same: { Icon: IconArrowRight, color: 'var(--mantine-color-gray-6)' },
};

/**
 * The one trend arrow: today against yesterday, read for the measure, so green and up always mean better and red
 * and down worse, whether a higher score or a lower place is the better one. Its words are its name and tooltip,
 * never colour alone. Without a trend it keeps its place, so columns of values stay aligned.
 */
export function TrendArrow({
  yesterday,
  today,
  measure,
}: {
  yesterday: number | null | undefined;
  today: number | null | undefined;
  measure: TrendMeasure;
}) {
  const trend = trendOf(yesterday, today, measure);
  if (!trend) return <span style={{ display: 'inline-block', width: 16, flexShrink: 0 }} />;
  return <Arrow trend={trend} measure={measure} />;
}

function Arrow({ trend, measure }: { trend: Trend; measure: TrendMeasure }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { Icon, color } = arrowOf[trend.verdict];
  const words = trend.reason ?? trend.verdict;
  const label = t(`list.trend.${measure}.${words}`, {
    count: trend.change ?? 0,
    change: format.number(trend.change ?? 0),
  });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-trend={trend.verdict}
      style={{ display: 'inline-flex', flexShrink: 0 }}
    >
      <Icon size={16} color={color} aria-hidden />
    </span>
  );
}
