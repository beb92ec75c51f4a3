import { deleteMyAccountBodySchema } from '@baylytics/contract/account-privacy';
import { Alert, Button, Checkbox, Fieldset, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage, toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { signedOutState } from '../../auth/public.ts';
import { useDeleteMyAccount, useDownloadMyData } from '../api.ts';

/** The user's own data: download all of it, or delete the account. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const deletion = useDeleteMyAccount();
  const [isUnderstood, setIsUnderstood] = useState(false);
  const { form, field, submitButton } = useSchemaForm(deleteMyAccountBodySchema, { password: '' });
  const failure = deletion.isError ? apiErrorMessage(deletion.error) : null;

  // The server ends every session with the account: the sign-in page forgets it and says why.
  const onDelete = form.onSubmit(({ password }) =>
    deletion.mutate(password, {
      onSuccess: () =>
        navigate('/login', { replace: true, state: signedOutState('privacy.accountDeletedNotice') }),
    }),
  );

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="xl" maw={640}>
        <Paper withBorder p="lg">
          <Stack>
            <Title order={2} size="h4">
              {t('privacy.downloadTitle')}
            </Title>
            <Text>{t('privacy.downloadHint')}</Text>
            <Button
              w="fit-content"
              loading={download.isPending}
              onClick={() => download.mutate(undefined, { onError: toastApiError })}
            >
              {t('privacy.downloadSubmit')}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <form onSubmit={onDelete} noValidate>
            <Fieldset variant="unstyled" disabled={deletion.isPending}>
              <Stack>
                <Title order={2} size="h4">
                  {t('privacy.deleteTitle')}
                </Title>
                <Alert color="red" title={t('privacy.deleteWarningTitle')}>
                  {t('privacy.deleteWarning')}
                </Alert>
                <Text size="sm">{t('privacy.deleteKeptInvoices')}</Text>
                <PasswordInput
                  label={t('privacy.deletePassword')}
                  autoComplete="current-password"
                  required
                  {...field('password')}
                />
                <Checkbox
                  label={t('privacy.deleteUnderstood')}
                  checked={isUnderstood}
                  onChange={(event) => setIsUnderstood(event.currentTarget.checked)}
                />
                <SubmitButton
                  {...submitButton}
                  color="red"
                  disabled={!isUnderstood}
                  loading={deletion.isPending}
                  w="fit-content"
                >
                  {t('privacy.deleteSubmit')}
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
      </Stack>
    </>
  );
}
