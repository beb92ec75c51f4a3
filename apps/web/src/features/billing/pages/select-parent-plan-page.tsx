import { type ParentPlanName, parentPlans } from '@baylytics/contract/plans';
import type { Role } from '@baylytics/contract/roles';
import { Alert, Anchor, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginRedirect } from '../../../app/access.ts';
import { useSession } from '../../../app/session.ts';
import { rememberPlan } from '../../registration/public.ts';
import { useParentPlans } from '../api.ts';
import { billingErrorMessage } from '../billing-error-message.ts';
import { ParentPlanCard } from '../components/parent-plan-card.tsx';

/** A package is the user's own when the user holds every role it grants. */
function holdsPackage(held: readonly Role[], name: ParentPlanName): boolean {
  return parentPlans[name].every((role) => held.includes(role));
}

/** Purchase step 1: a card per package. The choice is remembered (`parent_plan`) for the steps that follow. */
export function SelectParentPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn, user } = useSession();
  const parentPlans = useParentPlans();

  // Without an account the choice goes to registration; without a billing address, to the address step first.
  const onBuy = (name: ParentPlanName) => {
    rememberPlan(name);
    if (!isSignedIn) navigate(`/register?plan=${encodeURIComponent(name)}`);
    else if (user?.status === 'email_verified') navigate('/register/address');
    else navigate('/buy/select-plan');
  };

  const failure = parentPlans.isError ? billingErrorMessage(parentPlans.error) : null;

  return (
    <Stack>
      <Title order={2}>{t('billing.parentPlans.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('billing.parentPlans.hint')}
      </Text>
      {parentPlans.isPending && (
        <Center py="md">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {t(failure.key, failure.values)}
        </Alert>
      )}
      {parentPlans.data && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {parentPlans.data.map((plan) => (
            <ParentPlanCard
              key={plan.name}
              name={plan.name}
              priceMonthFrom={plan.priceMonthFrom}
              isCurrent={holdsPackage(user?.roles ?? [], plan.name)}
              onBuy={onBuy}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('billing.parentPlans.netPrices')}
      </Text>
      {!isSignedIn && (
        <Text size="sm" ta="center">
          {t('billing.parentPlans.haveAccount')}{' '}
          <Anchor component={Link} to={loginRedirect('/buy/select-parent-plan')}>
            {t('billing.signIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
