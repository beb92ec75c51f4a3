import type { DashboardOverview } from '@baylytics/contract/dashboard';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** While the market's history is gathered after the first start, says so and how far, so empty figures read as "not yet". */
export function MarketHistoryNotice({
  history,
}: {
  history: NonNullable<DashboardOverview['marketHistory']>;
}) {
  const { t } = useTranslation();
  const { daysDone, daysTotal } = history;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHourglassHigh />}
      title={t('dashboard.marketHistory.title')}
    >
      <Stack gap="xs">
        <Text size="sm">
          {daysTotal === null
            ? t('dashboard.marketHistory.preparing')
            : t('dashboard.marketHistory.progress', { done: daysDone, total: daysTotal })}
        </Text>
        <Progress
          value={daysTotal ? (daysDone / daysTotal) * 100 : 0}
          animated
          size="sm"
          aria-label={t('dashboard.marketHistory.title')}
        />
      </Stack>
    </Alert>
  );
}
