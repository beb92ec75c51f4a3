import { ActionIcon, Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { useUpdateRows } from '../api.ts';

/** The row's notes, edited in place (spec 001 §2.3). */
export function NotesPopover({ rowId, notes, keyword }: { rowId: number; notes: string; keyword: string }) {
  const { t } = useTranslation();
  const saving = useUpdateRows();
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(notes);

  const onSave = () =>
    saving.mutate(
      { [rowId]: { notes: draft } },
      { onSuccess: () => setIsOpen(false), onError: toastApiError },
    );

  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={280} trapFocus withArrow>
      <Popover.Target>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" lineClamp={2} maw={180}>
            {notes}
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('myRanking.row.editNotes', { keyword })}
            onClick={() => {
              setDraft(notes);
              setIsOpen((open) => !open);
            }}
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Group>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Textarea
            label={t('myRanking.row.notes')}
            value={draft}
            autosize
            minRows={2}
            maxLength={2000}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setIsOpen(false)}>
              {t('myRanking.cancel')}
            </Button>
            <Button size="xs" onClick={onSave} loading={saving.isPending}>
              {t('myRanking.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
