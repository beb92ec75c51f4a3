import type { GuidingVideo } from '@baylytics/contract/common';
import { AspectRatio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';

/** A module's guiding videos in a modal; titles and URLs come from the catalogue. */
export function GuidingVideoModal({
  videos,
  isOpen,
  onClose,
  title,
}: {
  videos: readonly GuidingVideo[];
  isOpen: boolean;
  onClose: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={isOpen} onClose={onClose} title={title ?? t('layout.guidingVideos')} size="xl" centered>
      <Stack>
        {videos.map((video) => (
          <Stack key={video.name} gap={6}>
            <Text fw={600}>{t(`guidingVideos.${video.name}.title`)}</Text>
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={t(`guidingVideos.${video.name}.url`)}
                title={t(`guidingVideos.${video.name}.title`)}
                allow="encrypted-media; picture-in-picture; fullscreen"
                sandbox="allow-scripts allow-same-origin allow-presentation"
                style={{ border: 0 }}
              />
            </AspectRatio>
          </Stack>
        ))}
      </Stack>
    </Dialog>
  );
}
