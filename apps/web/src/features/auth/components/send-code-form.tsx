import { confirmForgotPasswordBodySchema } from '@baylytics/contract/passwords';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../app/forms.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useForgotPassword } from '../api.ts';

const schema = confirmForgotPasswordBodySchema.pick({ email: true });

/** Forgot password, step 1: the address the one-time password goes to. */
export function SendCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const { form, field, submitButton, onServerError } = useSchemaForm(schema, { email: '' });

  const onSubmit = form.onSubmit(({ email }) =>
    forgotPassword.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) => onServerError(error),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          disabled={forgotPassword.isPending}
          {...field('email')}
        />
        <SubmitButton {...submitButton} loading={forgotPassword.isPending} fullWidth>
          {t('auth.sendCode')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
