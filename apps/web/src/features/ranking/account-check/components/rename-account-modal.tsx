import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RenameAccountModalProps {
  sellerName: string;
  isSaving: boolean;
  onRename: (newSellerName: string) => void;
  onClose: () => void;
}

/** Renames the account as the account check shows it (spec 001 §2.1); the button waits for a name. */
export function RenameAccountModal({ sellerName, isSaving, onRename, onClose }: RenameAccountModalProps) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const trimmed = newName.trim();
  return (
    <Modal opened onClose={onClose} title={t('accountCheck.rename.title', { sellerName })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onRename(trimmed);
        }}
      >
        <Stack>
          <TextInput
            label={t('accountCheck.rename.newName')}
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
            maxLength={64}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('accountCheck.cancel')}
            </Button>
            <Button type="submit" disabled={trimmed === ''} loading={isSaving}>
              {t('accountCheck.rename.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
