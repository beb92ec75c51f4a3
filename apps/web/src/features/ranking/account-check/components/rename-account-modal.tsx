import { changeAccountName } from '@baylytics/contract/account-check';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../app/dialog.tsx';
import { useSchemaForm } from '../../../../app/forms.ts';
import { bodySchemaOf } from '../../../../app/request-schemas.ts';
import { SubmitButton } from '../../../../app/submit-button.tsx';

/** The new name, by the contract's rule for it. */
const renameAccountFormSchema = bodySchemaOf(changeAccountName).pick({ newSellerName: true });

interface RenameAccountModalProps {
  sellerName: string;
  isSaving: boolean;
  /** Renames; a promise that fails puts the server's field errors on the form, anything else in a toast. */
  onRename: (newSellerName: string) => Promise<void> | void;
  onClose: () => void;
}

/** Renames the account as the account check shows it (spec 001 §2.1); the button waits for a name. */
export function RenameAccountModal({ sellerName, isSaving, onRename, onClose }: RenameAccountModalProps) {
  const { t } = useTranslation();
  const { form, field, submitButton, submit } = useSchemaForm(renameAccountFormSchema, {
    newSellerName: '',
  });
  const isBusy = isSaving || form.submitting;
  return (
    <Dialog opened onClose={onClose} title={t('accountCheck.rename.title', { sellerName })}>
      <form noValidate onSubmit={submit(({ newSellerName }) => onRename(newSellerName.trim()))}>
        <Fieldset variant="unstyled" disabled={isBusy}>
          <Stack>
            <TextInput
              label={t('accountCheck.rename.newName')}
              maxLength={renameAccountFormSchema.shape.newSellerName.maxLength ?? undefined}
              data-autofocus
              {...field('newSellerName')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('accountCheck.cancel')}
              </Button>
              <SubmitButton {...submitButton} loading={isBusy}>
                {t('accountCheck.rename.submit')}
              </SubmitButton>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Dialog>
  );
}
