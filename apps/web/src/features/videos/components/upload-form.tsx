import { videoMaxBytes, videoUploadFields } from '@baylytics/contract/videos';
import { Button, FileInput, Group, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { toast } from '../../../app/toast.ts';
import { useSellerAccounts, useUploadVideo, useVideoLimitation } from '../api.ts';

const textFields = videoUploadFields.pick({ title: true, description: true });

/**
 * The upload (spec 002 §2, §5): the account (a select only with several, one shown as text), title, description
 * and the MP4 file; the rules of §5 are checked here before a byte is sent, and again by the server.
 */
export function UploadForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const accounts = useSellerAccounts();
  const limitation = useVideoLimitation();
  const [sellerName, setSellerName] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadVideo((share) => setProgress(Math.round(share * 100)));
  const { form, field, submit } = useSchemaForm(textFields, { title: '', description: '' });

  const list = accounts.data?.data ?? [];
  const chosen = list.length === 1 ? list[0] : list.find((account) => account.username === sellerName);
  const totalVideos = limitation.data?.totalVideos ?? 0;
  const limit = limitation.data?.uploadedVideoLimitation ?? 0;

  /** The first rule of spec 002 §5 that stops this upload, as an error key; null when it may go. */
  function refusal(): string | null {
    if (totalVideos >= limit) return 'errors.youReachTheUploadLimitation';
    if (!chosen) return 'errors.pleaseChooseAccount';
    if (chosen.isBlocked) return 'errors.tokenIsBlocked';
    if (!file || file.size === 0) return 'errors.pleaseChooseFile';
    if (file.size > videoMaxBytes) return 'errors.maximumFileSizeIs150MB';
    return null;
  }

  const onSubmit = submit(async (values) => {
    const refused = refusal();
    if (refused || !file || !chosen) {
      toast.error(refused ?? 'errors.pleaseChooseFile');
      return;
    }
    const body = new FormData();
    body.append('title', values.title);
    body.append('description', values.description);
    body.append('sellerName', chosen.username);
    body.append('fileSize', String(file.size));
    body.append('file', file);
    setProgress(0);
    try {
      await upload.mutateAsync(body);
      toast.success('videos.uploaded');
      form.reset();
      setFile(null);
    } catch (error) {
      setProgress(null);
      const message = apiErrorMessage(error);
      toast.error(message.key, message.values);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" data-testid="video-usage">
          {t('videos.usage', { total: format.number(totalVideos), limit: format.number(limit) })}
        </Text>
        {list.length > 1 ? (
          <Select
            label={t('videos.account')}
            placeholder={t('videos.chooseAccount')}
            data={list.map((account) => ({
              value: account.username,
              label: account.isBlocked
                ? t('videos.accountBlocked', { name: account.username })
                : account.username,
            }))}
            value={sellerName}
            onChange={setSellerName}
            required
          />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              {t('videos.account')}
            </Text>
            <Text size="sm" c={list.length === 0 ? 'dimmed' : undefined} data-testid="video-account">
              {list[0]?.username ?? t('videos.noAccount')}
            </Text>
          </div>
        )}
        <TextInput label={t('videos.title')} required maxLength={150} {...field('title')} />
        <Textarea
          label={t('videos.description')}
          required
          autosize
          minRows={2}
          maxLength={4000}
          {...field('description')}
        />
        <FileInput
          label={t('videos.file')}
          placeholder={t('videos.chooseFile')}
          accept="video/mp4"
          value={file}
          onChange={setFile}
          clearable
          required
        />
        {progress !== null && (
          <Stack gap={4}>
            <Progress
              value={progress}
              size="lg"
              animated={progress < 100 && upload.isPending}
              aria-label={t('videos.progress')}
              data-testid="video-progress"
              data-value={progress}
            />
            <Text size="xs" c="dimmed">
              {t(progress < 100 ? 'videos.uploading' : 'videos.uploadDone', { percent: progress })}
            </Text>
          </Stack>
        )}
        <Group>
          <Button type="submit" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
            {t('videos.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
