import { rowEditSchema } from '@baylytics/contract/my-ranking';
import { ActionIcon, Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SubmitButton } from '../../../../app/submit-button.tsx';
import { useUpdateRows } from '../api.ts';

/** The notes by the contract's rule for a row's notes. */
const notesFormSchema = z.object({ notes: rowEditSchema.shape.notes.unwrap() });

/** The row's notes, edited in place (spec 001 §2.3). */
export function NotesPopover({ rowId, notes, keyword }: { rowId: number; notes: string; keyword: string }) {
  const { t } = useTranslation();
  const saving = useUpdateRows();
  const [isOpen, setIsOpen] = useState(false);
  const { form, field, submitButton, submit } = useSchemaForm(notesFormSchema, { notes });
  const onSubmit = submit(async (values) => {
    await saving.mutateAsync({ [rowId]: { notes: values.notes } });
    setIsOpen(false);
  });

  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={280} trapFocus withArrow>
      {/* The pencil is the popover's button (a group of text and button cannot carry aria-expanded). */}
      <Group gap={4} wrap="nowrap">
        <Text size="sm" lineClamp={2} maw={180}>
          {notes}
        </Text>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('myRanking.row.editNotes', { keyword })}
            onClick={() => {
              form.setValues({ notes });
              form.resetDirty({ notes });
              form.clearErrors();
              setIsOpen((open) => !open);
            }}
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Popover.Target>
      </Group>
      <Popover.Dropdown>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="xs">
            <Textarea
              label={t('myRanking.row.notes')}
              autosize
              minRows={2}
              maxLength={notesFormSchema.shape.notes.maxLength ?? undefined}
              {...field('notes')}
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setIsOpen(false)}>
                {t('myRanking.cancel')}
              </Button>
              <SubmitButton {...submitButton} size="xs" loading={form.submitting}>
                {t('myRanking.save')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
