import { Group, Text } from '@mantine/core';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { TrendMeasure } from '../../../../app/trend/trend.ts';
import { TrendArrow } from '../../../../app/trend/trend-arrow.tsx';

/** Today's value with its trend arrow against yesterday; a dash when today is unknown. */
export function TodayWithTrend({
  yesterday,
  today,
  measure,
}: {
  yesterday: number | null;
  today: number | null;
  measure: TrendMeasure;
}) {
  const format = useFormat();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Text size="sm" fw={500}>
        {today === null ? '–' : format.number(today)}
      </Text>
      <TrendArrow yesterday={yesterday} today={today} measure={measure} />
    </Group>
  );
}
