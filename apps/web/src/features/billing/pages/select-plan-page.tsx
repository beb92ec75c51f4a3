import type { Plan } from '@baylytics/contract/billing';
import type { ParentPlanName } from '@baylytics/contract/plans';
import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../../app/access.ts';
import { ApiError } from '../../../app/http.ts';
import { useSession } from '../../../app/session.ts';
import { rememberedPlan } from '../../registration/public.ts';
import { plansQuery } from '../api.ts';
import { billingErrorMessage } from '../billing-error-message.ts';
import { rememberChosenPlan } from '../chosen-plan.ts';
import { PlanForm } from '../components/plan-form.tsx';
import { PromoCodeField } from '../components/promo-code-field.tsx';

/** Purchase step 2, signed in: the cycles of the remembered package, with a promo code and the choice of one. */
export function SelectPlanPage() {
  const location = useLocation();
  const { isSignedIn } = useSession();
  const parentPlan = rememberedPlan();
  if (!isSignedIn) return <Navigate replace to={loginRedirect(`${location.pathname}${location.search}`)} />;
  // The affiliate plan is not bought (spec 000 §2).
  if (!parentPlan || parentPlan === 'Affiliate') return <Navigate replace to="/buy/select-parent-plan" />;
  return <PlanChoice parentPlan={parentPlan} />;
}

function PlanChoice({ parentPlan }: { parentPlan: ParentPlanName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [promoCode, setPromoCode] = useState('');
  const plans = useQuery(plansQuery(parentPlan, promoCode));

  // The code is tried first: a wrong one is said at the field, and the list shown stays.
  const onApplyPromoCode = async (code: string) => {
    await queryClient.fetchQuery(plansQuery(parentPlan, code));
    setPromoCode(code);
  };

  const onConfirm = (plan: Plan) => {
    rememberChosenPlan(plan);
    navigate('/buy/purchase');
  };

  const failure = plans.isError ? billingErrorMessage(plans.error) : null;
  const needsAddress = plans.error instanceof ApiError && plans.error.code === 'addressRequired';

  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t('billing.plans.title', { name: parentPlan })}</Title>
        <Anchor component={Link} to="/buy/select-parent-plan" size="sm">
          {t('billing.plans.otherPackage')}
        </Anchor>
      </Group>
      <PromoCodeField initialValue={promoCode} onApply={onApplyPromoCode} />
      {plans.isPending && (
        <Center py="md">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {failure && (
        <Alert color="red" role="alert" title={t('billing.plans.loadError')}>
          <Stack gap="xs">
            <Text size="sm">{t(failure.key, failure.values)}</Text>
            {needsAddress && (
              <Anchor component={Link} to="/register/address" size="sm">
                {t('billing.plans.completeAddress')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {plans.data && plans.data.length === 0 && <Text c="dimmed">{t('billing.plans.empty')}</Text>}
      {plans.data && plans.data.length > 0 && (
        <PlanForm key={promoCode} plans={plans.data} onConfirm={onConfirm} />
      )}
      <Alert color="blue" variant="light" icon={<IconInfoCircle />} role="note">
        {t('billing.plans.paypalNote')}
      </Alert>
    </Stack>
  );
}
