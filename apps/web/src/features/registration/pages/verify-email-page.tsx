import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage, toastApiError } from '../../../app/api-error-message.ts';
import { useVerifyEmail } from '../api.ts';
import { rememberedPlan, rememberPlan } from '../remembered-plan.ts';

/** With a package chosen, the purchase follows: at once when the address came with the registration. */
function nextStep(hasPlan: boolean, isRegistrationComplete: boolean): string {
  if (!hasPlan) return '/app/dashboard';
  return isRegistrationComplete ? '/buy/select-plan' : '/register/address';
}

/** The link of the verification e-mail: confirms the address, signs in and continues the registration. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const verification = useVerifyEmail();
  const hasSubmitted = useRef(false);

  // The token works once: send it once, even when React runs effects twice.
  useEffect(() => {
    if (!token || hasSubmitted.current) return;
    hasSubmitted.current = true;
    verification.mutate(token, {
      onSuccess: ({ plan, isRegistrationComplete }) => {
        rememberPlan(plan);
        navigate(nextStep(rememberedPlan() !== null, isRegistrationComplete), { replace: true });
      },
      onError: toastApiError,
    });
  });

  const failure = verification.isError ? apiErrorMessage(verification.error) : null;

  return (
    <Stack>
      <Title order={2}>{t('registration.verifyTitle')}</Title>
      {!token && (
        <Alert color="red" role="alert">
          {t('registration.cannotVerify')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" title={t('registration.cannotVerify')}>
          {t(failure.key, failure.values)}
        </Alert>
      )}
      {token && !failure && (
        <Center py="md">
          <Loader aria-label={t('registration.verifying')} />
        </Center>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.toSignIn')}
      </Anchor>
    </Stack>
  );
}
