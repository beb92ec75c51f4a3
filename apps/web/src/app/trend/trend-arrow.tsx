import { IconArrowDown, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trendOf } from './trend.ts';

const arrowOf = {
  up: { Icon: IconArrowUp, color: 'var(--mantine-color-green-7)' },
  down: { Icon: IconArrowDown, color: 'var(--mantine-color-red-7)' },
  flat: { Icon: IconArrowRight, color: 'var(--mantine-color-gray-6)' },
} as const;

/**
 * The one trend arrow: today against yesterday (spec 001 §4), named for screen readers and in a tooltip,
 * never colour alone. Without an arrow it keeps its place, so columns of values stay aligned.
 */
export function TrendArrow({
  yesterday,
  today,
}: {
  yesterday: number | null | undefined;
  today: number | null | undefined;
}) {
  const { t } = useTranslation();
  const trend = trendOf(yesterday, today);
  if (!trend) return <span style={{ display: 'inline-block', width: 16, flexShrink: 0 }} />;
  const { Icon, color } = arrowOf[trend];
  const label = t(`list.trend.${trend}`);
  return (
    <Icon size={16} color={color} role="img" aria-label={label} title={label} style={{ flexShrink: 0 }} />
  );
}
