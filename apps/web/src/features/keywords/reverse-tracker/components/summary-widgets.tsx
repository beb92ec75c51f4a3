import type { RankingCheckSummary } from '@baylytics/contract/reverse-tracker';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';

const counts = [
  ['totalKeywords', 'gray'],
  ['organicKeywords', 'green'],
  ['sponsoredKeywords', 'orange'],
  ['topOfferKeywords', 'teal'],
] as const;

/** Counts of keywords, organic, sponsored and top-offer (organic 1–10) keywords. */
export function DistributionWidget({ summary }: { summary: RankingCheckSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t('reverseTracker.distribution.title')}
      </Title>
      <SimpleGrid cols={2} spacing="xs">
        {counts.map(([key, color]) => (
          <Stack key={key} gap={0}>
            <Text size="xl" fw={700} c={color}>
              {format.number(summary[key], 0)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`reverseTracker.distribution.${key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The most frequent words of the keywords shown. */
export function WordFrequencyWidget({ summary }: { summary: RankingCheckSummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t('reverseTracker.wordFrequency')}
      </Title>
      {summary.wordFrequency.length === 0 ? (
        <Text size="sm" c="dimmed">
          –
        </Text>
      ) : (
        <Group gap={6}>
          {summary.wordFrequency.map((word) => (
            <Badge key={word.keyword} variant="outline" color="gray" tt="none">
              {word.keyword} · {word.count}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
