import { changePasswordBodySchema } from '@baylytics/contract/passwords';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../app/forms.ts';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useVerifyEmailOwner } from '../api.ts';
import { StepError } from './step-error.tsx';

// The body of verifyEmailOwner: the current password, checked like the old password of a password change.
const schema = z.object({ password: changePasswordBodySchema.shape.oldPassword });

/** Change e-mail, step 1: prove it is the owner; a code goes to the current address. */
export function EmailOwnerStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyEmailOwner();
  const { form, field, submitButton } = useSchemaForm(schema, { password: '' });
  return (
    <form
      onSubmit={form.onSubmit(({ password }) => verify.mutate(password, { onSuccess: onDone }))}
      noValidate
    >
      <Fieldset variant="unstyled" disabled={verify.isPending}>
        <Stack>
          <Text size="sm">{t('account.changeEmailStep1Hint')}</Text>
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <StepError error={verify.error} />
          <SubmitButton {...submitButton} loading={verify.isPending} w="fit-content">
            {t('account.continue')}
          </SubmitButton>
        </Stack>
      </Fieldset>
    </form>
  );
}
