import type { UploadedVideo } from '@baylytics/contract/videos';
import { ActionIcon, Badge, Box, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconListDetails, IconTrash, IconVideo } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';

const statusColor = { PENDING: 'yellow', LIVE: 'green', PROCESSING_FAILED: 'red', BLOCKED: 'red' } as const;

function Thumbnail({ video }: { video: UploadedVideo }) {
  const { t } = useTranslation();
  if (video.thumbnailUrl)
    return (
      <Image
        src={video.thumbnailUrl}
        w={96}
        h={54}
        radius="sm"
        fit="cover"
        alt={t('videos.thumbnailOf', { title: video.title })}
      />
    );
  return (
    <Box
      w={96}
      h={54}
      bg="gray.1"
      style={{ display: 'grid', placeItems: 'center', borderRadius: 4 }}
      aria-label={t('videos.noThumbnail')}
    >
      <IconVideo size={22} color="var(--mantine-color-gray-5)" aria-hidden />
    </Box>
  );
}

/** The video table: thumbnail, title and description, account, upload time, status (spec 002 §4), actions. */
export function useVideoColumns(on: {
  manageItems: (video: UploadedVideo) => void;
  remove: (video: UploadedVideo) => void;
}): DataColumn<UploadedVideo>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      { id: 'thumbnail', header: t('videos.thumbnail'), cell: (video) => <Thumbnail video={video} /> },
      {
        id: 'title',
        header: t('videos.title'),
        sortKey: 'title',
        minWidth: 220,
        cell: (video) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {video.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {video.description}
            </Text>
          </Stack>
        ),
      },
      { id: 'seller', header: t('videos.account'), cell: (video) => video.sellerName },
      {
        id: 'created',
        header: t('videos.createdTime'),
        sortKey: 'createdTime',
        noWrap: true,
        cell: (video) => format.dateTime(video.createdTime),
      },
      {
        id: 'status',
        header: t('videos.status'),
        sortKey: 'status',
        cell: (video) => (
          <Stack gap={2} data-testid="video-status">
            <Badge color={statusColor[video.status]} variant="light">
              {t(`videos.statuses.${video.status}`)}
            </Badge>
            {video.rejectReason && (
              <Text size="xs" c="red">
                {t(`videos.rejectReasons.${video.rejectReason}`)}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'items',
        header: t('videos.items'),
        align: 'right',
        cell: (video) => format.number(video.itemCount),
      },
      {
        id: 'actions',
        header: t('videos.actions'),
        cell: (video) => (
          <Group gap={4} wrap="nowrap">
            {video.status === 'LIVE' && (
              <Tooltip label={t('videos.manageItems')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('videos.manageItems')}
                  onClick={() => on.manageItems(video)}
                >
                  <IconListDetails size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('videos.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('videos.delete')}
                onClick={() => on.remove(video)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, format, on],
  );
}
