import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { Dialog } from '../../../app/dialog.tsx';
import { toast } from '../../../app/toast.ts';
import { type ItemVideoChange, useItemVideo, useItemVideoChange, useLiveVideos } from '../api.ts';

const successKey = {
  add: 'videos.addedToItem',
  replace: 'videos.replacedOnItem',
  remove: 'videos.removedFromItem',
} as const;
const failureKey = {
  add: 'videos.addError',
  replace: 'videos.replaceError',
  remove: 'videos.removeError',
} as const;

/**
 * The video of one listing (spec 001 §2.1 video actions, §9 video choices): add one of the seller's LIVE videos,
 * replace the one it shows, or remove it. Choices are LIVE videos other than the listing's own. `onChanged`
 * runs after eBay took a change, so the caller reloads what it shows.
 */
export function ItemVideoModal({
  itemNumber,
  hasVideo,
  onClose,
  onChanged,
}: {
  itemNumber: string;
  /** The listing shows a video by its last import, possibly one not uploaded here. */
  hasVideo: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const current = useItemVideo(itemNumber);
  const live = useLiveVideos();
  const change = useItemVideoChange();
  const [chosen, setChosen] = useState<string | null>(null);

  const currentId = current.data?.eBayVideoId ?? null;
  const currentVideo = live.data?.find((video) => video.eBayVideoId === currentId);
  const choices = (live.data ?? []).filter((video) => video.eBayVideoId !== currentId);
  const showsVideo = currentId !== null || hasVideo;
  const kind = showsVideo ? 'replace' : 'add';

  async function run(action: ItemVideoChange['kind'], eBayVideoId: string) {
    try {
      const answer = await change.mutateAsync({ kind: action, itemNumber, eBayVideoId });
      if (answer.ack === 'Failure') {
        // eBay's own reason, or the generic one (spec 001 §8).
        const reason = answer.errors[0]?.longMessage;
        if (reason) toast.error('videos.ebaySays', { message: reason });
        else toast.error(failureKey[action]);
        return;
      }
      toast.success(successKey[action]);
      onChanged();
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
  }

  const isLoading = current.isPending || live.isPending;
  const loadError = current.error ?? live.error;
  return (
    <Dialog opened onClose={onClose} title={t('videos.itemVideo.title', { itemNumber })} centered>
      {isLoading ? (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      ) : loadError ? (
        <Alert color="red">{t(apiErrorMessage(loadError).key)}</Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" data-testid="item-video-current">
            {currentVideo
              ? t('videos.itemVideo.current', { title: currentVideo.title })
              : showsVideo
                ? t('videos.itemVideo.currentOther')
                : t('videos.itemVideo.none')}
          </Text>
          {choices.length > 0 ? (
            <Select
              label={t('videos.itemVideo.choose')}
              placeholder={t('videos.itemVideo.choosePlaceholder')}
              data={choices.map((video) => ({ value: video.eBayVideoId, label: video.title }))}
              value={chosen}
              onChange={setChosen}
              searchable
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('videos.itemVideo.noChoices')}
            </Text>
          )}
          <Group justify="flex-end">
            {currentId !== null && (
              <Button
                variant="light"
                color="red"
                loading={change.isPending && change.variables?.kind === 'remove'}
                onClick={() => run('remove', currentId)}
              >
                {t('videos.itemVideo.remove')}
              </Button>
            )}
            <Button
              disabled={chosen === null}
              loading={change.isPending && change.variables?.kind !== 'remove'}
              onClick={() => chosen && run(kind, chosen)}
            >
              {t(`videos.itemVideo.${kind}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
