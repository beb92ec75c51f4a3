import { loginBodySchema } from '@baylytics/contract/auth';
import { Alert, Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../../app/forms.ts';
import { PasswordInput } from '../../../app/password-input.tsx';
import { safeReturnUrl } from '../../../app/safe-return-url.ts';
import { sessionStore, useSession } from '../../../app/session.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { forgetSession, useHeartbeat, useLogin } from '../api.ts';
import { signInErrorKey } from '../auth-error.ts';
import { readSignedOutState } from '../signed-out-state.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnUrl = safeReturnUrl(search.get('returnUrl'));
  const { isSignedIn } = useSession();
  const heartbeat = useHeartbeat();
  const login = useLogin();
  const { form, field, submitButton } = useSchemaForm(loginBodySchema, { email: '', password: '' });
  // Arriving after the server ended the session (password changed): forget it here too, and say why.
  const signedOutNoticeKey = readSignedOutState(useLocation().state)?.signedOutNoticeKey;

  useEffect(() => {
    if (signedOutNoticeKey && sessionStore.get().isSignedIn) forgetSession();
  }, [signedOutNoticeKey]);

  if (isSignedIn && !signedOutNoticeKey && !login.isPending && !login.isSuccess)
    return <Navigate replace to={returnUrl} />;

  const onSubmit = form.onSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(returnUrl, { replace: true }) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2}>{t('auth.loginTitle')}</Title>
        {signedOutNoticeKey && (
          <Alert color="blue" role="status">
            {t(signedOutNoticeKey)}
          </Alert>
        )}
        {heartbeat.isError && (
          <Alert color="orange" role="status">
            {t('auth.serverUnreachable')}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          disabled={login.isPending}
          {...field('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          disabled={login.isPending}
          {...field('password')}
        />
        {login.isError && (
          <Alert color="red" role="alert">
            {t(signInErrorKey(login.error))}
          </Alert>
        )}
        <SubmitButton {...submitButton} loading={login.isPending} fullWidth>
          {t('auth.signIn')}
        </SubmitButton>
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
          <Anchor component={Link} to="/token-login" size="sm">
            {t('auth.signInWithToken')}
          </Anchor>
        </Group>
        <Text size="sm" ta="center">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('auth.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
