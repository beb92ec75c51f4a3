import { Alert, Button, Center, Loader, Paper, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { useSession } from '../../../app/session.ts';
import { toast } from '../../../app/toast.ts';
import { useAgreements } from '../api.ts';
import { billingErrorMessage } from '../billing-error-message.ts';
import { type Agreement, AgreementsTable } from '../components/agreements-table.tsx';
import { CancelAgreementModal } from '../components/cancel-agreement-modal.tsx';

/** The user's agreements, running and ended, with cancellation and the way to book another package. */
export function AgreementsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const { user } = useSession();
  const agreements = useAgreements();
  const [cancelling, setCancelling] = useState<Agreement | null>(null);

  // Without a billing address there is nothing to buy yet: the address step comes first.
  const bookPath =
    user?.status === 'email_verified'
      ? '/register/address'
      : `/buy/select-parent-plan?culture=${i18n.language}`;

  const onCancelled = () => {
    setCancelling(null);
    toast.success('billing.agreements.cancelledToast');
  };

  const failure = agreements.isError ? billingErrorMessage(agreements.error) : null;

  return (
    <>
      <PageHeader
        route={route}
        actions={
          <Button component={Link} to={bookPath} leftSection={<IconShoppingCart size={16} />}>
            {t('billing.agreements.book')}
          </Button>
        }
      />
      <Paper withBorder p="lg">
        {agreements.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {failure && (
          <Alert color="red" role="alert" title={t('billing.agreements.loadError')}>
            {t(failure.key, failure.values)}
          </Alert>
        )}
        {agreements.data?.length === 0 && <Text c="dimmed">{t('billing.agreements.empty')}</Text>}
        {agreements.data && agreements.data.length > 0 && (
          <AgreementsTable agreements={agreements.data} onCancel={setCancelling} />
        )}
      </Paper>
      {cancelling && (
        <CancelAgreementModal
          agreement={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={onCancelled}
        />
      )}
    </>
  );
}
