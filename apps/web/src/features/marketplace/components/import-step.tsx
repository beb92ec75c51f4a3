import { importRoles } from '@baylytics/contract/ranking';
import { hasAnyRole } from '@baylytics/contract/roles';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { useSession } from '../../../app/session.ts';
import { useImportProgress, useStartImport } from '../api.ts';

interface ImportStepProps {
  accountName: string;
  onDone: () => void;
}

/** Step 2: import the connected seller's listings, with the server's progress; users without the import module skip it. */
export function ImportStep({ accountName, onDone }: ImportStepProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canImport = hasAnyRole(user?.roles ?? [], importRoles);
  const start = useStartImport();
  const progress = useImportProgress(start.isSuccess ? accountName : null);
  const current = progress.data;
  const isFinished = current?.status === 'done';
  const percent = current?.total ? Math.round((current.imported / current.total) * 100) : 0;

  return (
    <Stack mt="md" maw={640}>
      <Alert color="green" icon={<IconCircleCheck />} role="status">
        {t('marketplace.accept.connected', { accountName })}
      </Alert>
      {!canImport && <Text size="sm">{t('marketplace.import.notInPackage')}</Text>}
      {canImport && !start.isSuccess && (
        <>
          <Text size="sm">{t('marketplace.import.text', { accountName })}</Text>
          <Button
            w="fit-content"
            loading={start.isPending}
            onClick={() => start.mutate(accountName, { onError: toastApiError })}
          >
            {t('marketplace.import.start')}
          </Button>
        </>
      )}
      {start.isSuccess && (
        <Stack gap={6} aria-live="polite">
          <Text size="sm">
            {current
              ? t(`marketplace.import.status.${current.status}`, {
                  imported: current.imported,
                  total: current.total ?? '…',
                })
              : t('marketplace.import.status.queued')}
          </Text>
          <Progress
            value={isFinished ? 100 : percent}
            animated={!isFinished}
            aria-label={t('marketplace.import.progress')}
          />
          {current?.status === 'failed' && (
            <Alert color="red" role="alert">
              {t(current.error ? `errors.${current.error}` : 'errors.serverError')}
            </Alert>
          )}
        </Stack>
      )}
      <Group>
        <Button variant={isFinished || !canImport ? 'filled' : 'default'} onClick={onDone}>
          {isFinished || !canImport ? t('marketplace.accept.next') : t('marketplace.import.later')}
        </Button>
      </Group>
    </Stack>
  );
}
