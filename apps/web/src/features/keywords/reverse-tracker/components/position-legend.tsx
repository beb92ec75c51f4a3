import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { positionBands } from '../position-band.ts';

/** What the position colours mean (colour is never the only cue: the number is in the badge). */
export function PositionLegend() {
  const { t } = useTranslation();
  return (
    <Group gap={4} aria-label={t('reverseTracker.legend.title')}>
      <Text size="xs" c="dimmed">
        {t('reverseTracker.legend.title')}:
      </Text>
      {positionBands.map((band) => (
        <Badge key={band.band} size="xs" variant="light" color={band.color} radius="sm">
          {t(`reverseTracker.legend.${band.band}`)}
        </Badge>
      ))}
    </Group>
  );
}
