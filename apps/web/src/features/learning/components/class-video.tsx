import type { LearningVideo } from '@baylytics/contract/learning';
import { AspectRatio, Card, Center, Stack, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One lesson of a class: the embedded video, or a clear notice while no source is set for this language. */
export function ClassVideo({ video, position }: { video: LearningVideo; position: number }) {
  const { t } = useTranslation();
  const title = t('learning.lesson', { position, title: video.title });
  return (
    <Card withBorder padding="md" data-testid="class-video">
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        <AspectRatio ratio={16 / 9}>
          {video.sourceUrl ? (
            <iframe
              src={video.sourceUrl}
              title={title}
              allow="encrypted-media; picture-in-picture; fullscreen"
              sandbox="allow-scripts allow-same-origin allow-presentation"
              loading="lazy"
              style={{ border: 0 }}
            />
          ) : (
            <Center bg="var(--mantine-color-gray-1)" role="status">
              <Stack align="center" gap={4} p="md">
                <IconVideoOff size={32} aria-hidden />
                <Text size="sm" fw={500}>
                  {t('learning.noSource')}
                </Text>
                <Text size="xs" c="dimmed" ta="center">
                  {t('learning.noSourceHint')}
                </Text>
              </Stack>
            </Center>
          )}
        </AspectRatio>
      </Stack>
    </Card>
  );
}
