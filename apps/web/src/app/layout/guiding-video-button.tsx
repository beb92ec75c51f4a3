import { type GuidingVideoModule, guidingVideosByModule } from '@baylytics/contract/common';
import { ActionIcon, AspectRatio, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../http.ts';

/** Appears only when the module has guiding videos; opens them in a modal. Titles and URLs come from the catalogue. */
export function GuidingVideoButton({ module }: { module: GuidingVideoModule }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const { data: videos = [] } = useQuery({
    queryKey: ['guidingVideos', module],
    queryFn: () => apiCall(guidingVideosByModule, { query: { module } }),
    staleTime: 10 * 60_000,
  });
  if (videos.length === 0) return null;
  return (
    <>
      <Tooltip label={t('layout.guidingVideos')}>
        <ActionIcon variant="light" radius="xl" onClick={open} aria-label={t('layout.guidingVideos')}>
          <IconPlayerPlay size={16} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={isOpen} onClose={close} title={t('layout.guidingVideos')} size="xl" centered>
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
      </Modal>
    </>
  );
}
