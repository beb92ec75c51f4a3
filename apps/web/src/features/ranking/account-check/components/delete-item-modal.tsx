import type { RankingItem } from '@baylytics/contract/account-check-item';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useDeleteUnrankedItem } from '../api.ts';

/** Confirms removing a listing that no keyword found today (spec 001 §2.1); a later import may bring it back. */
export function DeleteItemModal({ item, onClose }: { item: RankingItem; onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteUnrankedItem();
  const onConfirm = () =>
    deletion.mutate(item.itemNumber, {
      onSuccess: () => {
        toast.success('accountCheck.deleteItem.deleted', { itemNumber: item.itemNumber });
        onClose();
      },
      onError: toastApiError,
    });
  return (
    <Modal opened onClose={onClose} title={t('accountCheck.deleteItem.title')} centered>
      <Stack>
        <Text size="sm">
          {t('accountCheck.deleteItem.question', { itemNumber: item.itemNumber, title: item.title })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('accountCheck.deleteItem.keep')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deletion.isPending}>
            {t('accountCheck.deleteItem.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
