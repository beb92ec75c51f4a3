import type { ApiToken } from '@baylytics/contract/api-tokens';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { toast } from '../../../app/toast.ts';
import { useRevokeApiToken } from '../api.ts';

/** Asks before a token stops working; programs using it are refused at once afterwards. */
export function RevokeApiTokenModal({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const { t } = useTranslation();
  const revocation = useRevokeApiToken();
  const onConfirm = () =>
    revocation.mutate(token, {
      onSuccess: () => {
        toast.success('apiTokens.revoked', { name: token.name });
        onClose();
      },
      onError: toastApiError,
    });
  return (
    <Modal opened onClose={onClose} title={t('apiTokens.revokeTitle')} centered>
      <Stack>
        <Text size="sm">{t('apiTokens.revokeQuestion', { name: token.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={revocation.isPending}>
            {t('apiTokens.revokeKeep')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={revocation.isPending}>
            {t('apiTokens.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
