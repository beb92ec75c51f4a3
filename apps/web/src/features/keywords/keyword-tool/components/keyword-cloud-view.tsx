import type { KeywordCloudWord } from '@baylytics/contract/keyword-tool';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cloudFontSize, cloudOrder } from '../cloud-sizes.ts';

/** The words around the keyword, sized by weight: plain text, so it needs no chart library. */
export function KeywordCloudView({ words }: { words: readonly KeywordCloudWord[] }) {
  const { t } = useTranslation();
  const title = t('keywordTool.keywordCloud');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {words.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('keywordTool.emptyCloud')}
        </Text>
      ) : (
        <Group justify="center" align="baseline" gap="xs" role="list" maw={900} mx="auto">
          {cloudOrder(words).map((word) => (
            <Text
              key={word.word}
              component="span"
              role="listitem"
              fz={cloudFontSize(word.weight)}
              fw={word.weight >= 60 ? 600 : 400}
              c={word.weight >= 60 ? 'blue.8' : word.weight >= 30 ? 'blue.6' : 'gray.7'}
              lh={1.2}
              title={t('keywordTool.cloudWordTitle', { weight: word.weight, count: word.count })}
              data-weight={word.weight}
            >
              {word.word}
            </Text>
          ))}
        </Group>
      )}
    </Paper>
  );
}
