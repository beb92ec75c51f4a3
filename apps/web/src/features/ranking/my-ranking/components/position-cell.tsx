import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrendArrow } from '../../../../app/trend/trend-arrow.tsx';

const placeText = (place: number) => (place > 0 ? String(place) : '–');

/**
 * Yesterday → today, organic, with the trend arrow (a lower place is better), and the advertised
 * places beneath when there are any. 0 = not among the first 200 results, shown as a dash.
 */
export function PositionCell(props: {
  yesterday: number;
  today: number;
  yesterdayAds: number;
  todayAds: number;
}) {
  const { t } = useTranslation();
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
        <TrendArrow yesterday={props.yesterday} today={props.today} measure="place" />
      </Group>
      {(props.yesterdayAds > 0 || props.todayAds > 0) && (
        <Text size="xs" c="var(--mantine-color-orange-light-color)">
          {t('myRanking.row.ads', {
            yesterday: placeText(props.yesterdayAds),
            today: placeText(props.todayAds),
          })}
        </Text>
      )}
    </Stack>
  );
}
