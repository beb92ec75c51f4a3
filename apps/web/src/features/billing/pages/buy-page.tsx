import { parentPlanNameSchema } from '@baylytics/contract/plans';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session.ts';
import {
  AddressForm,
  addressFormValues,
  refererFromCookie,
  rememberPlan,
  useRegisterPackage,
} from '../../registration/public.ts';

const packagePlanSchema = parentPlanNameSchema.exclude(['Affiliate']);

/**
 * /buy, the register-package page (spec 000 §2): a package chosen on the website, account and billing
 * address in one form. The verification link then leads straight to /buy/select-plan.
 */
export function BuyPage() {
  const [search] = useSearchParams();
  const { isSignedIn } = useSession();
  const plan = packagePlanSchema.safeParse(search.get('plan'));
  // Without a package named: a signed-in user chooses one here rather than landing on the dashboard unasked.
  if (!plan.success) return <Navigate replace to={isSignedIn ? '/buy/select-parent-plan' : '/login'} />;
  rememberPlan(plan.data);
  // Signed in already: the account exists, only the purchase is left.
  if (isSignedIn) return <Navigate replace to={`/buy/select-plan?${search.toString()}`} />;
  return <RegisterPackage plan={plan.data} />;
}

function RegisterPackage({ plan }: { plan: string }) {
  const { t, i18n } = useTranslation();
  const registration = useRegisterPackage();

  if (registration.isSuccess)
    return (
      <Stack>
        <Title order={2}>{t('registration.packageTitle', { plan })}</Title>
        <Alert color="green" icon={<IconMailCheck />} title={t('registration.createdTitle')} role="status">
          {t('registration.packageCreatedText', { email: registration.variables?.email, plan })}
        </Alert>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.toSignIn')}
        </Anchor>
      </Stack>
    );

  return (
    <Stack>
      <Title order={2}>{t('registration.packageTitle', { plan })}</Title>
      <Text size="sm" c="dimmed">
        {t('registration.packageIntro')}
      </Text>
      <AddressForm
        initialValues={addressFormValues(null, null)}
        email=""
        withCredentials
        withPromoCode
        submitLabel={t('registration.packageSubmit')}
        isSubmitting={registration.isPending}
        onSubmit={(address, account) =>
          registration.mutateAsync({
            ...address,
            ...account,
            plan: packagePlanSchema.parse(plan),
            referer: refererFromCookie(),
            language: i18n.language === 'en' ? 'en' : 'de',
          })
        }
      />
      <Text size="sm" ta="center">
        {t('registration.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('auth.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
