import type { EbayToken } from '@baylytics/contract/marketplace';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { toast } from '../../../app/toast.ts';
import { useRemoveEbayToken } from '../api.ts';

/** Confirms disconnecting a seller account: its stored tokens are deleted; imports need a new connection. */
export function RemoveTokenModal({ token, onClose }: { token: EbayToken; onClose: () => void }) {
  const { t } = useTranslation();
  const removal = useRemoveEbayToken();
  const onConfirm = () =>
    removal.mutate(token.id, {
      onSuccess: () => {
        toast.success('marketplace.tokens.removed', { username: token.username });
        onClose();
      },
      onError: toastApiError,
    });
  return (
    <Modal opened onClose={onClose} title={t('marketplace.tokens.removeTitle')} centered>
      <Stack>
        <Text size="sm">{t('marketplace.tokens.removeQuestion', { username: token.username })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={removal.isPending}>
            {t('marketplace.tokens.keep')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={removal.isPending}>
            {t('marketplace.tokens.confirmRemove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
