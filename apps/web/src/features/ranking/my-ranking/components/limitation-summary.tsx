import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLimitation } from '../api.ts';

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {used} / {limit}
        </Text>
      </Group>
      <Progress value={share} color={used >= limit ? 'red' : 'blue'} aria-label={label} />
    </Stack>
  );
}

/** Keywords used against the keyword limit, premium keywords against the premium limit (spec 001 §2.3). */
export function LimitationSummary() {
  const { t } = useTranslation();
  const limitation = useLimitation();
  if (!limitation.data) return null;
  const l = limitation.data;
  return (
    <Paper withBorder p="md" aria-label={t('myRanking.summary.title')} role="region">
      <Group gap="xl">
        <Usage label={t('myRanking.summary.keywords')} used={l.totalKeywords} limit={l.keywordLimitation} />
        <Usage label={t('myRanking.summary.premium')} used={l.totalPremiums} limit={l.premiumLimitation} />
      </Group>
    </Paper>
  );
}
