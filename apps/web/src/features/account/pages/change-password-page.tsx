import { Alert, Fieldset, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { signedOutState } from '../../auth/public.ts';
import { useChangePassword } from '../api.ts';
import { changePasswordFormSchema } from '../change-password-form-schema.ts';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const change = useChangePassword();
  const { form, field, submitButton } = useSchemaForm(changePasswordFormSchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const failure = change.isError ? apiErrorMessage(change.error) : null;

  // The server ends every session of the account: sign in again with the new password (spec 000 §2).
  const onSubmit = form.onSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () =>
          navigate('/login', { replace: true, state: signedOutState('account.passwordChangedSignIn') }),
      },
    ),
  );

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg" maw={520}>
        <form onSubmit={onSubmit} noValidate>
          <Fieldset variant="unstyled" disabled={change.isPending}>
            <Stack>
              <PasswordInput
                label={t('fields.oldPassword')}
                autoComplete="current-password"
                required
                {...field('oldPassword')}
              />
              <PasswordInput
                label={t('fields.newPassword')}
                description={t('validation.passwordRule')}
                autoComplete="new-password"
                required
                {...field('newPassword')}
              />
              <PasswordInput
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                required
                {...field('confirmPassword')}
              />
              <SubmitButton {...submitButton} loading={change.isPending} w="fit-content">
                {t('account.changePasswordSubmit')}
              </SubmitButton>
              {failure && (
                <Alert color="red" role="alert">
                  {t(failure.key, failure.values)}
                </Alert>
              )}
            </Stack>
          </Fieldset>
        </form>
      </Paper>
    </>
  );
}
