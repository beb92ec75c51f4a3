import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { loginRedirect } from '../../../app/access.ts';
import { useSession } from '../../../app/session.ts';
import { completePaymentQuery } from '../api.ts';
import { billingErrorMessage } from '../billing-error-message.ts';
import { forgetChosenPlan } from '../chosen-plan.ts';

/** PayPal's return after approval (`?token=<subscription id>`): confirms the booking and welcomes the user. */
export function PurchaseCompletePage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const { isSignedIn } = useSession();
  const token = search.get('token');
  if (!token) return <Navigate replace to="/login" />;
  if (!isSignedIn) return <Navigate replace to={loginRedirect(`${location.pathname}${location.search}`)} />;
  return <Completion token={token} />;
}

function Completion({ token }: { token: string }) {
  const { t } = useTranslation();
  const completion = useQuery(completePaymentQuery(token));

  useEffect(() => {
    if (completion.isSuccess) forgetChosenPlan();
  }, [completion.isSuccess]);

  if (completion.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('billing.complete.confirming')} />
      </Center>
    );

  if (completion.isError) {
    const failure = billingErrorMessage(completion.error);
    return (
      <Stack>
        <Title order={2}>{t('billing.complete.failedTitle')}</Title>
        <Alert color="red" role="alert">
          {t(failure.key, failure.values)}
        </Alert>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('billing.toSignIn')}
        </Anchor>
      </Stack>
    );
  }

  const { planName, status } = completion.data;
  return (
    <Stack>
      <Title order={2}>{t('billing.complete.title')}</Title>
      <Alert
        color={status === 'active' ? 'green' : 'blue'}
        icon={status === 'active' ? <IconCircleCheck /> : <IconHourglass />}
        role="status"
      >
        {t(status === 'active' ? 'billing.complete.thanks' : 'billing.complete.pending', { plan: planName })}
      </Alert>
      <Text size="sm">{t('billing.complete.activation')}</Text>
      <Button component={Link} to="/app/dashboard" fullWidth>
        {t('billing.toDashboard')}
      </Button>
    </Stack>
  );
}
