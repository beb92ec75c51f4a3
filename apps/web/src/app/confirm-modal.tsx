import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './dialog.tsx';

interface ConfirmModalProps {
  title: string;
  /** What happens if the user confirms, in a sentence. */
  question: string;
  keepLabel: string;
  confirmLabel: string;
  /** The confirmed action is under way: both buttons wait. */
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (a removal, a revocation): keep is the default, confirm is red. */
export function ConfirmModal({
  title,
  question,
  keepLabel,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Dialog opened onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {keepLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
