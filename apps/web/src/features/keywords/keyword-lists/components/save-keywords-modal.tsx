import { keywordListNameSchema } from '@baylytics/contract/keyword-lists';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../app/toast.ts';
import { useAddToKeywordList, useCreateKeywordList, useKeywordLists } from '../api.ts';
import { keywordListErrorMessage } from '../list-error.ts';

interface SaveKeywordsModalProps {
  /** The selected keywords; the caller opens the modal only when there is at least one. */
  keywords: readonly string[];
  opened: boolean;
  onClose: () => void;
  /** After a successful save, e.g. to clear the caller's selection. */
  onSaved?: () => void;
}

type Target = 'new' | 'existing';

/**
 * Saves selected keywords into a new list or adds them to an existing one (spec 001 §2.5, §2.2).
 * Shared by Keyword Pro, the reverse tracker and any screen with selectable keywords.
 */
export function SaveKeywordsModal({ keywords, opened, onClose, onSaved }: SaveKeywordsModalProps) {
  const { t } = useTranslation();
  const lists = useKeywordLists();
  const create = useCreateKeywordList();
  const add = useAddToKeywordList();
  const [target, setTarget] = useState<Target>('new');
  const [name, setName] = useState('');
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const nameValid = keywordListNameSchema.safeParse(name).success;
  const canSave = keywords.length > 0 && (target === 'new' ? nameValid : documentId !== null);
  const saving = create.isPending || add.isPending;

  const finish = (listName: string) => {
    toast.success('keywordLists.saved', { count: keywords.length, name: listName });
    setName('');
    setDocumentId(null);
    setTouched(false);
    onSaved?.();
    onClose();
  };
  const fail = (error: unknown) => {
    const message = keywordListErrorMessage(error);
    toast.error(message.key, message.values);
  };

  const onSave = () => {
    setTouched(true);
    if (!canSave) return;
    const body = [...keywords];
    if (target === 'new')
      create.mutate(
        { name: name.trim(), keywords: body },
        { onSuccess: (list) => finish(list.name), onError: fail },
      );
    else if (documentId)
      add.mutate({ documentId, keywords: body }, { onSuccess: (list) => finish(list.name), onError: fail });
  };

  const options = (lists.data ?? []).map((list) => ({ value: list.documentId, label: list.name }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('keywordLists.save.title')} centered>
      <Stack>
        <Text size="sm">{t('keywordLists.save.selected', { count: keywords.length })}</Text>
        <SegmentedControl
          value={target}
          onChange={(value) => setTarget(value === 'existing' ? 'existing' : 'new')}
          data={[
            { value: 'new', label: t('keywordLists.save.newList') },
            { value: 'existing', label: t('keywordLists.save.existingList'), disabled: options.length === 0 },
          ]}
        />
        {target === 'new' ? (
          <TextInput
            label={t('keywordLists.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={touched && !nameValid ? t('validation.required') : undefined}
            maxLength={100}
            data-autofocus
          />
        ) : (
          <Select
            label={t('keywordLists.save.chooseList')}
            data={options}
            value={documentId}
            onChange={setDocumentId}
            searchable
            error={touched && documentId === null ? t('validation.required') : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('keywordLists.cancel')}
          </Button>
          <Button onClick={onSave} loading={saving} disabled={keywords.length === 0}>
            {t('keywordLists.save.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
