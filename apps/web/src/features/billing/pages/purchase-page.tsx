import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { loginRedirect } from '../../../app/access.ts';
import { useSession } from '../../../app/session.ts';
import { useStartPayment } from '../api.ts';
import { toastBillingError } from '../billing-error-message.ts';
import { chosenPlan } from '../chosen-plan.ts';
import { PlanSummary } from '../components/plan-summary.tsx';

/** Purchase step 3: the summary of the chosen plan; Purchase sends the browser to PayPal's approval page. */
export function PurchasePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isSignedIn } = useSession();
  const [plan] = useState(chosenPlan);
  const payment = useStartPayment();

  if (!isSignedIn) return <Navigate replace to={loginRedirect(`${location.pathname}${location.search}`)} />;
  if (!plan) return <Navigate replace to="/buy/select-plan" />;

  const onPurchase = () =>
    payment.mutate(plan.id, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: toastBillingError,
    });

  return (
    <Stack>
      <Title order={2}>{t('billing.purchase.title')}</Title>
      <PlanSummary plan={plan} />
      <Text size="xs" c="dimmed">
        {t('billing.purchase.renewal', { count: plan.numberOfMonth })}
      </Text>
      {/* Stays busy after success too: the browser is on its way to PayPal. */}
      <Button onClick={onPurchase} loading={payment.isPending || payment.isSuccess} fullWidth>
        {t('billing.purchase.submit')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('billing.plans.paypalNote')}
      </Text>
      <Anchor component={Link} to="/buy/select-plan" size="sm" ta="center">
        {t('billing.purchase.changePlan')}
      </Anchor>
    </Stack>
  );
}
