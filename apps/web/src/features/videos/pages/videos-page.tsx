import type { UploadedVideo } from '@baylytics/contract/videos';
import { Button, Grid, Group, Paper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { Dialog } from '../../../app/dialog.tsx';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { useListParams } from '../../../app/list/use-list-params.ts';
import { toast } from '../../../app/toast.ts';
import { useDeleteVideo, useVideos, videoPageSize } from '../api.ts';
import { FormatHints } from '../components/format-hints.tsx';
import { ItemsModal } from '../components/items-modal.tsx';
import { UploadForm } from '../components/upload-form.tsx';
import { useVideoColumns } from '../components/video-columns.tsx';

const listDefaults = {
  pageSize: videoPageSize,
  sort: { orderBy: 'createdTime', direction: 'desc' as const },
  sortKeys: ['createdTime'] as const,
  filters: {},
};

/** Video upload (spec 002 §2): the upload with its hints and usage, the uploaded videos and their listings. */
export function VideosPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const list = useListParams(listDefaults);
  const videos = useVideos(list.pageIndex);
  const remove = useDeleteVideo();
  const [itemsOf, setItemsOf] = useState<UploadedVideo | null>(null);
  const [toDelete, setToDelete] = useState<UploadedVideo | null>(null);
  const actions = useMemo(() => ({ manageItems: setItemsOf, remove: setToDelete }), []);
  const columns = useVideoColumns(actions);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success('videos.deleted');
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
    setToDelete(null);
  }

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg" mb="lg">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <UploadForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <FormatHints />
          </Grid.Col>
        </Grid>
      </Paper>
      <Paper withBorder p="lg">
        <DataTable
          columns={columns}
          rows={videos.data?.data}
          rowId={(video) => String(video.id)}
          label={t('videos.tableLabel')}
          state={videos}
          errorTitle={t('videos.listError')}
          empty={{ message: t('videos.empty') }}
          isStale={videos.isPlaceholderData}
          minWidth={900}
          pager={{
            total: videos.data?.total ?? 0,
            pageIndex: list.pageIndex,
            pageSize: videoPageSize,
            onPageChange: list.setPage,
            totalKey: 'videos.total',
          }}
        />
      </Paper>
      <ItemsModal video={itemsOf} onClose={() => setItemsOf(null)} />
      <Dialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('videos.delete')}
        centered
      >
        <Text size="sm" mb="md">
          {t('videos.deleteConfirm', { title: toDelete?.title ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('videos.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            {t('videos.delete')}
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
