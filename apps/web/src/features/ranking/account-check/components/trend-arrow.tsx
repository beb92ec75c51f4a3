import { Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../trend.ts';

const arrowOf = {
  up: { Icon: IconArrowUp, color: 'var(--mantine-color-green-7)' },
  down: { Icon: IconArrowDown, color: 'var(--mantine-color-red-7)' },
  flat: { Icon: IconArrowRight, color: 'var(--mantine-color-gray-6)' },
} as const;

/** Today's value with the trend arrow against yesterday (spec 001 §4), named for screen readers, never colour alone. */
export function TodayWithTrend({
  yesterday,
  today,
  format,
}: {
  yesterday: number | null;
  today: number | null;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const trend = trendOf(yesterday, today);
  const arrow = trend ? arrowOf[trend] : null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Text size="sm" fw={500}>
        {today === null ? '–' : format(today)}
      </Text>
      {arrow && trend ? (
        <arrow.Icon
          size={16}
          color={arrow.color}
          role="img"
          aria-label={t(`accountCheck.trend.${trend}`)}
          style={{ flexShrink: 0 }}
        />
      ) : (
        <span style={{ width: 16, flexShrink: 0 }} />
      )}
    </Group>
  );
}
