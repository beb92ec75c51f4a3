import { Button, Fieldset, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../app/dialog.tsx';
import { useSchemaForm } from '../../../../app/forms.ts';
import { toast } from '../../../../app/toast.ts';
import { useAddToKeywordList, useCreateKeywordList, useKeywordLists } from '../api.ts';
import { keywordListErrorMessage } from '../list-error.ts';
import { emptySaveKeywordsForm, listNameMaxLength, saveKeywordsFormSchema } from '../save-keywords-values.ts';

interface SaveKeywordsModalProps {
  /** The selected keywords; the caller opens the modal only when there is at least one. */
  keywords: readonly string[];
  opened: boolean;
  onClose: () => void;
  /** After a successful save, e.g. to clear the caller's selection. */
  onSaved?: () => void;
}

/**
 * Saves selected keywords into a new list or adds them to an existing one (spec 001 §2.5, §2.2).
 * Shared by Keyword Pro, the reverse tracker and any screen with selectable keywords.
 */
export function SaveKeywordsModal({ keywords, opened, onClose, onSaved }: SaveKeywordsModalProps) {
  const { t } = useTranslation();
  const lists = useKeywordLists();
  const create = useCreateKeywordList();
  const add = useAddToKeywordList();
  const { form, field, onServerError } = useSchemaForm(saveKeywordsFormSchema, emptySaveKeywordsForm);
  const { target } = form.getValues();
  const isSaving = create.isPending || add.isPending;

  const finish = (listName: string) => {
    toast.success('keywordLists.saved', { count: keywords.length, name: listName });
    form.reset();
    onSaved?.();
    onClose();
  };
  const onError = (error: unknown) => onServerError(error, { message: keywordListErrorMessage });

  const onSave = form.onSubmit(({ name, documentId }) => {
    const body = [...keywords];
    if (target === 'new')
      create.mutate(
        { name: name.trim(), keywords: body },
        { onSuccess: (list) => finish(list.name), onError },
      );
    else if (documentId)
      add.mutate({ documentId, keywords: body }, { onSuccess: (list) => finish(list.name), onError });
  });

  const options = (lists.data ?? []).map((list) => ({ value: list.documentId, label: list.name }));

  return (
    <Dialog opened={opened} onClose={onClose} title={t('keywordLists.save.title')} centered>
      <form noValidate onSubmit={onSave}>
        <Fieldset variant="unstyled" disabled={isSaving}>
          <Stack>
            <Text size="sm">{t('keywordLists.save.selected', { count: keywords.length })}</Text>
            <SegmentedControl
              data={[
                { value: 'new', label: t('keywordLists.save.newList') },
                {
                  value: 'existing',
                  label: t('keywordLists.save.existingList'),
                  disabled: options.length === 0,
                },
              ]}
              {...form.getInputProps('target')}
            />
            {target === 'new' ? (
              <TextInput
                label={t('keywordLists.name')}
                maxLength={listNameMaxLength}
                data-autofocus
                {...field('name')}
              />
            ) : (
              <Select
                label={t('keywordLists.save.chooseList')}
                data={options}
                searchable
                {...field('documentId')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('keywordLists.cancel')}
              </Button>
              <Button type="submit" loading={isSaving} disabled={keywords.length === 0}>
                {t('keywordLists.save.submit')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Dialog>
  );
}
