import { maxNotesPerUser, noteTextSchema, type UserNote } from '@baylytics/contract/admin-users';
import { Button, Fieldset, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../app/dialog.tsx';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageState } from '../../../app/list/page-state.tsx';
import { toast } from '../../../app/toast.ts';
import { useSaveNote, useUserNotes } from '../api.ts';

const noteFormSchema = z.object({ notes: noteTextSchema });

/** The add or edit form: saving with a note's id changes it, without one adds a note. */
function NoteForm({
  shopwareId,
  note,
  onDone,
}: {
  shopwareId: number;
  note: UserNote | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNote();
  const { field, submit } = useSchemaForm(noteFormSchema, { notes: note?.notes ?? '' });
  return (
    <form
      noValidate
      onSubmit={submit(async ({ notes }) => {
        await save.mutateAsync({ id: note?.id, shopwareId, notes });
        toast.success(note ? 'admin.notes.edited' : 'admin.notes.added');
        onDone();
      })}
    >
      <Fieldset variant="unstyled" disabled={save.isPending}>
        <Stack>
          <Textarea
            label={t('admin.notes.text')}
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            {...field('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('admin.notes.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin.notes.save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** A user's notes: each one with its edit button; the add button while the user has fewer than two. */
export function NotesModal({
  user,
  onClose,
}: {
  user: { shopwareId: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notes = useUserNotes(user?.shopwareId ?? null);
  // null: the list; 'new': the add form; a note: its edit form.
  const [editing, setEditing] = useState<UserNote | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    onClose();
  };
  const list = notes.data ?? [];

  return (
    <>
      <Dialog
        opened={user !== null && editing === null}
        onClose={close}
        title={t('admin.notes.title', { name: user?.name ?? '' })}
        size="lg"
        centered
      >
        <PageState
          state={notes}
          errorTitle={t('admin.notes.error')}
          isEmpty={list.length === 0}
          empty={{ message: t('admin.notes.empty'), hint: t('admin.notes.emptyHint') }}
        >
          <Stack gap="sm">
            {list.map((note, index) => (
              <Paper key={note.id} withBorder p="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {note.notes}
                  </Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(note)}
                    aria-label={t('admin.notes.editNumber', { number: index + 1 })}
                  >
                    {t('admin.notes.edit')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        </PageState>
        {notes.isSuccess && list.length < maxNotesPerUser && (
          <Group justify="flex-end" mt="md">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('admin.notes.add')}
            </Button>
          </Group>
        )}
      </Dialog>
      <Dialog
        opened={user !== null && editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'admin.notes.addTitle' : 'admin.notes.editTitle')}
        centered
      >
        {user && editing !== null && (
          <NoteForm
            shopwareId={user.shopwareId}
            note={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </>
  );
}
