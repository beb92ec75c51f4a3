import { type UploadedVideo, videoItemsPageSize } from '@baylytics/contract/videos';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { Dialog } from '../../../app/dialog.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { ApiError } from '../../../app/http.ts';
import { type DataColumn, DataTable } from '../../../app/list/data-table.tsx';
import { toast } from '../../../app/toast.ts';
import { useAddedItems, useItemVideoChange } from '../api.ts';

type AddedItem = { id: number; itemNumber: string; addedTime: string };

/** The items modal (spec 002 §2): the listings showing a live video, one to add, replace or remove. */
export function ItemsModal({ video, onClose }: { video: UploadedVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = useAddedItems(video?.id ?? null);
  const change = useItemVideoChange();
  const [itemNumber, setItemNumber] = useState('');
  const [isTaken, setIsTaken] = useState(false);

  async function run(kind: 'add' | 'replace' | 'remove', number: string, addedItemId?: number) {
    if (!video) return;
    try {
      const answer = await change.mutateAsync({
        kind,
        itemNumber: number,
        eBayVideoId: video.eBayVideoId,
        addedItemId,
      });
      if (answer.ack === 'Failure') {
        // eBay's own reason, or the generic one (spec 002 §8).
        const reason = answer.errors[0]?.longMessage;
        if (reason) toast.error('videos.ebaySays', { message: reason });
        else toast.error(kind === 'remove' ? 'videos.removeError' : 'videos.addError');
        return;
      }
      toast.success(kind === 'remove' ? 'videos.removedFromItem' : 'videos.addedToItem');
      setIsTaken(false);
      if (kind !== 'remove') setItemNumber('');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'itemHasOtherVideo') {
        setIsTaken(true);
        return;
      }
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
  }

  const columns: DataColumn<AddedItem>[] = [
    { id: 'itemNumber', header: t('videos.itemNumber'), cell: (item) => item.itemNumber },
    { id: 'added', header: t('videos.addedTime'), cell: (item) => format.dateTime(item.addedTime) },
    {
      id: 'remove',
      header: t('videos.actions'),
      cell: (item) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('videos.removeFromItem', { itemNumber: item.itemNumber })}
          onClick={() => run('remove', item.itemNumber, item.id)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];

  const isValidNumber = /^\d{12}$/.test(itemNumber.trim());
  return (
    <Dialog
      opened={video !== null}
      onClose={onClose}
      title={t('videos.itemsOf', { title: video?.title ?? '' })}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Group align="end" wrap="nowrap">
          <TextInput
            label={t('videos.itemNumber')}
            value={itemNumber}
            onChange={(event) => {
              setItemNumber(event.currentTarget.value);
              setIsTaken(false);
            }}
            error={itemNumber && !isValidNumber ? t('validation.itemNumber') : undefined}
            style={{ flex: 1 }}
          />
          <Button
            disabled={!isValidNumber}
            loading={change.isPending}
            onClick={() => run('add', itemNumber.trim())}
          >
            {t('videos.addToItem')}
          </Button>
        </Group>
        {isTaken && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('errors.itemHasOtherVideo')}</Text>
            <Button variant="light" onClick={() => run('replace', itemNumber.trim())}>
              {t('videos.replace')}
            </Button>
          </Group>
        )}
        <DataTable
          columns={columns}
          rows={items.data}
          rowId={(item) => String(item.id)}
          label={t('videos.itemsTable')}
          state={items}
          errorTitle={t('videos.itemsError')}
          empty={{ message: t('videos.noItems') }}
          windowed={{ rowHeight: 40 }}
          maxHeight={400}
          pager={{
            total: items.data?.length ?? 0,
            pageIndex: 1,
            pageSize: videoItemsPageSize,
            onPageChange: () => {},
            totalKey: 'videos.itemsTotal',
          }}
        />
      </Stack>
    </Dialog>
  );
}
