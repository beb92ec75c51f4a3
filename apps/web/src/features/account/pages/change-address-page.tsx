import { Alert, Center, Loader, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { useSession } from '../../../app/session.ts';
import { toast } from '../../../app/toast.ts';
import { AddressForm, addressFormValues } from '../../registration/public.ts';
import { useStoredAddress, useUpdateAddress } from '../api.ts';

/** The billing address of the registration, loaded and saved again (spec 000 §2). */
export function ChangeAddressPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { user } = useSession();
  const stored = useStoredAddress();
  const update = useUpdateAddress();

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg" maw={640}>
        {stored.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {stored.isError && (
          <Alert color="red" role="alert">
            {t(apiErrorMessage(stored.error).key)}
          </Alert>
        )}
        {stored.isSuccess && (
          <AddressForm
            initialValues={addressFormValues(stored.data, user)}
            email={stored.data?.email ?? user?.email ?? ''}
            submitLabel={t('address.save')}
            isSubmitting={update.isPending}
            onSubmit={async (address) => {
              await update.mutateAsync(address);
              toast.success('address.saved');
            }}
          />
        )}
      </Paper>
    </>
  );
}
