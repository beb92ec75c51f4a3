import { loginTokenBodySchema } from '@baylytics/contract/auth';
import { Alert, Anchor, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../../app/forms.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useTokenLogin } from '../api.ts';
import { signInErrorKey } from '../auth-error.ts';

export function TokenLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tokenLogin = useTokenLogin();
  const linkToken = search.get('loginToken') ?? '';
  const { form, field, submitButton } = useSchemaForm(loginTokenBodySchema, { loginToken: linkToken });
  const hasSubmittedLink = useRef(false);

  const submit = (loginToken: string) =>
    tokenLogin.mutate(loginToken, { onSuccess: () => navigate('/app/dashboard', { replace: true }) });

  // A sign-in link carries its token: use it once, straight away.
  useEffect(() => {
    if (!linkToken || hasSubmittedLink.current) return;
    hasSubmittedLink.current = true;
    submit(linkToken);
  });

  return (
    <form onSubmit={form.onSubmit((values) => submit(values.loginToken))} noValidate>
      <Stack>
        <Title order={2}>{t('auth.tokenLoginTitle')}</Title>
        <TextInput
          label={t('auth.loginToken')}
          autoComplete="off"
          required
          disabled={tokenLogin.isPending}
          {...field('loginToken')}
        />
        {tokenLogin.isError && (
          <Alert color="red" role="alert">
            {t(signInErrorKey(tokenLogin.error))}
          </Alert>
        )}
        <SubmitButton {...submitButton} loading={tokenLogin.isPending} fullWidth>
          {t('auth.signIn')}
        </SubmitButton>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
