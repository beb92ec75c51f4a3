import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WordCount } from '../keyword-pro-helpers.ts';

/** The most frequent single words of the result (spec 001 §2.5); memoised: a row tick does not redraw it. */
export const WordFrequencyPanel = memo(function WordFrequencyPanel({
  words,
}: {
  words: readonly WordCount[];
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" aria-label={t('keywordPro.wordFrequency')} component="section">
      <Title order={4} mb="sm">
        {t('keywordPro.wordFrequency')}
      </Title>
      {words.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('keywordPro.noWords')}
        </Text>
      ) : (
        <Group gap={6}>
          {words.map((word) => (
            <Badge key={word.keyword} variant="light" tt="none" rightSection={word.count}>
              {word.keyword}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
});
