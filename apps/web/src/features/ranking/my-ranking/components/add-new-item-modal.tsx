import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../app/dialog.tsx';
import { useSchemaForm } from '../../../../app/forms.ts';
import { toast } from '../../../../app/toast.ts';
import { addNewItemFormSchema } from '../add-keywords-values.ts';
import { useAddNewItem } from '../api.ts';

/** Moves a group's keywords to the item that replaced it (a relisted item): oldItemNumber → newItemNumber. */
export function AddNewItemModal({ oldItemNumber, onClose }: { oldItemNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const moving = useAddNewItem();
  const { form, field, onServerError } = useSchemaForm(addNewItemFormSchema, { newItemNumber: '' });

  return (
    <Dialog opened onClose={onClose} title={t('myRanking.newItem.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ newItemNumber }) =>
          moving.mutate(
            { oldItemNumber, newItemNumber: Number(newItemNumber.trim()) },
            {
              onSuccess: () => {
                toast.success('myRanking.newItemIsAdded');
                onClose();
              },
              onError: (error) => onServerError(error),
            },
          ),
        )}
      >
        <Fieldset variant="unstyled" disabled={moving.isPending}>
          <Stack>
            <TextInput label={t('myRanking.newItem.oldItemNumber')} value={String(oldItemNumber)} disabled />
            <TextInput
              label={t('myRanking.newItem.newItemNumber')}
              inputMode="numeric"
              data-autofocus
              {...field('newItemNumber')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('myRanking.cancel')}
              </Button>
              <Button type="submit" loading={moving.isPending}>
                {t('myRanking.newItem.submit')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Dialog>
  );
}
