import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useAddNewItem } from '../api.ts';

/** Moves a group's keywords to the item that replaced it (a relisted item): oldItemNumber → newItemNumber. */
export function AddNewItemModal({ oldItemNumber, onClose }: { oldItemNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const moving = useAddNewItem();
  const [newItemNumber, setNewItemNumber] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  const onSubmit = () => {
    const trimmed = newItemNumber.trim();
    if (!/^\d+$/.test(trimmed)) {
      setIsInvalid(true);
      return;
    }
    moving.mutate(
      { oldItemNumber, newItemNumber: Number(trimmed) },
      {
        onSuccess: () => {
          toast.success('myRanking.newItemIsAdded');
          onClose();
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('myRanking.newItem.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          <TextInput label={t('myRanking.newItem.oldItemNumber')} value={String(oldItemNumber)} disabled />
          <TextInput
            label={t('myRanking.newItem.newItemNumber')}
            value={newItemNumber}
            inputMode="numeric"
            data-autofocus
            onChange={(event) => {
              setNewItemNumber(event.currentTarget.value);
              setIsInvalid(false);
            }}
          />
          {isInvalid && (
            <Alert color="red" role="alert" py="xs">
              {t('myRanking.pleaseEnterItemNumber')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('myRanking.cancel')}
            </Button>
            <Button type="submit" loading={moving.isPending}>
              {t('myRanking.newItem.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
