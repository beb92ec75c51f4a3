import { Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../../account-check/trend.ts';

const arrows = {
  up: { Icon: IconArrowUp, color: 'var(--mantine-color-green-7)' },
  down: { Icon: IconArrowDown, color: 'var(--mantine-color-red-7)' },
  flat: { Icon: IconArrowRight, color: 'var(--mantine-color-gray-6)' },
} as const;

const placeText = (place: number) => (place > 0 ? String(place) : '–');

/**
 * Yesterday → today, organic, with the trend arrow (today minus yesterday, spec 001 §3, §4), and the advertised
 * places beneath when there are any. 0 = not among the first 200 results, shown as a dash.
 */
export function PositionCell(props: {
  yesterday: number;
  today: number;
  yesterdayAds: number;
  todayAds: number;
}) {
  const { t } = useTranslation();
  const trend = trendOf(props.yesterday, props.today);
  const arrow = trend ? arrows[trend] : null;
  return (
    <Stack gap={0} align="flex-end">
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed" title={t('myRanking.row.yesterday')}>
          {placeText(props.yesterday)}
        </Text>
        <Text size="sm">→</Text>
        <Text size="sm" fw={600} title={t('myRanking.row.today')}>
          {placeText(props.today)}
        </Text>
        {arrow && trend ? (
          <arrow.Icon size={16} color={arrow.color} role="img" aria-label={t(`myRanking.trend.${trend}`)} />
        ) : (
          <span style={{ width: 16 }} />
        )}
      </Group>
      {(props.yesterdayAds > 0 || props.todayAds > 0) && (
        <Text size="xs" c="orange.8">
          {t('myRanking.row.ads', {
            yesterday: placeText(props.yesterdayAds),
            today: placeText(props.todayAds),
          })}
        </Text>
      )}
    </Stack>
  );
}
