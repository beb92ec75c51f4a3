import type { ChangelogEntry } from '@baylytics/contract/common';
import { Alert, Card, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import { useChangelog } from '../api.ts';

const bulletColor: Record<ChangelogEntry['color'], string> = {
  'text-success': 'green',
  'text-info': 'blue',
  'text-warning': 'orange',
  'text-danger': 'red',
};

export function ChangelogCard() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const changelog = useChangelog();
  const isEnglish = i18n.language === 'en';
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h4" mb="md">
        {t('dashboard.changelogTitle')}
      </Title>
      {changelog.isPending && <Loader size="sm" aria-label={t('layout.loading')} />}
      {changelog.isError && <Alert color="red">{t('dashboard.changelogError')}</Alert>}
      {changelog.data?.data.length === 0 && <Text c="dimmed">{t('dashboard.changelogEmpty')}</Text>}
      {changelog.data && changelog.data.data.length > 0 && (
        // Every entry is 'active' so each bullet is filled with its colour band.
        <Timeline
          bulletSize={14}
          lineWidth={2}
          active={changelog.data.data.length - 1}
          aria-label={t('dashboard.changelogTitle')}
        >
          {changelog.data.data.map((entry) => (
            <Timeline.Item
              key={entry.id}
              color={bulletColor[entry.color]}
              title={<Text fw={600}>{isEnglish ? entry.headerEn : entry.header}</Text>}
            >
              <Stack gap={2}>
                <Text size="sm">{isEnglish ? entry.contentEn : entry.content}</Text>
                <Text size="xs" c="dimmed">
                  {format.date(entry.createdDate)}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
