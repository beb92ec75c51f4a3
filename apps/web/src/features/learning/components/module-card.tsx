import type { GuidingVideo } from '@baylytics/contract/common';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GuidingVideoModal } from '../../../app/layout/guiding-video-modal.tsx';

/** One module of the manual: its name, how many guiding videos it has, and a button that opens them. */
export function ModuleCard({ module, videos }: { module: string; videos: readonly GuidingVideo[] }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const name = t(`learning.modules.${module}`);
  return (
    <Card withBorder padding="lg" data-testid="manual-module">
      <Stack gap="xs" h="100%" justify="space-between">
        <div>
          <Title order={3} size="h5">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('learning.videoCount', { count: videos.length })}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={open}
          aria-label={t('learning.watchModule', { module: name })}
        >
          {t('learning.watch')}
        </Button>
      </Stack>
      <GuidingVideoModal videos={videos} isOpen={isOpen} onClose={close} title={name} />
    </Card>
  );
}
