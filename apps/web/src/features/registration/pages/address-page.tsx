import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loginRedirect } from '../../../app/access.ts';
import { useSession } from '../../../app/session.ts';
import { addressFormValues } from '../address-form-values.ts';
import { useCompleteAddress } from '../api.ts';
import { AddressForm } from '../components/address-form.tsx';
import { RegistrationCompleted } from '../components/registration-completed.tsx';

/** Registration step 3: the billing address, for a user signed in by the verification link. */
export function AddressPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isSignedIn, user } = useSession();
  const completion = useCompleteAddress();
  const [initialValues] = useState(() => addressFormValues(null, user));

  if (!isSignedIn) return <Navigate replace to={loginRedirect(`${location.pathname}${location.search}`)} />;
  if (completion.isSuccess) return <RegistrationCompleted />;

  return (
    <Stack>
      <Title order={2}>{t('address.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('address.hint')}
      </Text>
      <AddressForm
        initialValues={initialValues}
        email={user?.email ?? ''}
        submitLabel={t('address.complete')}
        isSubmitting={completion.isPending}
        withPromoCode
        onSubmit={(address) => completion.mutateAsync(address)}
      />
    </Stack>
  );
}
