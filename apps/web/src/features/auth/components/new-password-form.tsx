import { confirmForgotPasswordBodySchema } from '@baylytics/contract/passwords';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../app/forms.ts';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useConfirmForgotPassword } from '../api.ts';
import { OtpInput } from './otp-input.tsx';

/** Forgot password, step 2: the new password and the code that was mailed to `email`. */
export function NewPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmForgotPassword();
  const { form, field, submitButton, onServerError } = useSchemaForm(confirmForgotPasswordBodySchema, {
    email,
    password: '',
    otp: '',
  });
  const otp = field('otp');

  const onSubmit = form.onSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: () => navigate('/forgot-password-notice', { replace: true }),
      onError: (error) => onServerError(error),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" value={email} disabled readOnly />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('validation.passwordRule')}
          autoComplete="new-password"
          required
          disabled={confirm.isPending}
          {...field('password')}
        />
        <OtpInput
          label={t('fields.otp')}
          value={String(otp.value ?? '')}
          onChange={(value) => form.setFieldValue('otp', value)}
          error={otp.error}
          isDisabled={confirm.isPending}
        />
        <SubmitButton {...submitButton} loading={confirm.isPending} fullWidth>
          {t('auth.setNewPassword')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
