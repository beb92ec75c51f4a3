import { type GuidingVideoModule, guidingVideosByModule } from '@baylytics/contract/common';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../http.ts';
import { GuidingVideoModal } from './guiding-video-modal.tsx';

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
      <GuidingVideoModal videos={videos} isOpen={isOpen} onClose={close} />
    </>
  );
}
