import type { Subscription } from '@baylytics/contract/billing';
import { Button, Paper } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { DataTable } from '../../../app/list/data-table.tsx';
import { useSession } from '../../../app/session.ts';
import { toast } from '../../../app/toast.ts';
import { useAgreements, useSetRenewal, useSubscriptions } from '../api.ts';
import { billingErrorMessage, toastBillingError } from '../billing-error-message.ts';
import { type Agreement, useAgreementColumns } from '../components/agreements-table.tsx';
import { CancelAgreementModal } from '../components/cancel-agreement-modal.tsx';
import { PauseRenewalModal } from '../components/pause-renewal-modal.tsx';

/**
 * The user's agreements, running and ended, with cancellation, the automatic renewal switch (a pause is
 * confirmed first) and the way to book another package.
 */
export function AgreementsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const route = useCurrentRoute();
  const { user } = useSession();
  const agreements = useAgreements();
  const [cancelling, setCancelling] = useState<Agreement | null>(null);
  const subscriptions = useSubscriptions();
  const renewal = useSetRenewal();
  const [pausing, setPausing] = useState<Subscription | null>(null);
  const subscriptionsById = useMemo(
    () => new Map((subscriptions.data ?? []).map((subscription) => [subscription.id, subscription])),
    [subscriptions.data],
  );

  // Without a billing address there is nothing to buy yet: the address step comes first.
  const bookPath =
    user?.status === 'email_verified'
      ? '/register/address'
      : `/buy/select-parent-plan?culture=${i18n.language}`;

  const onCancelled = () => {
    setCancelling(null);
    toast.success('billing.agreements.cancelledToast');
  };

  const changeRenewal = (subscription: Subscription, isActive: boolean) => {
    renewal.mutate(
      { agreementId: subscription.id, isActive },
      {
        onSuccess: () => {
          setPausing(null);
          // The date is the one of the running renewal, before the pause cleared it.
          if (isActive) toast.success('billing.renewal.resumedToast');
          else toast.success('billing.renewal.pausedToast', { date: format.date(subscription.nextRunDate) });
        },
        onError: (error) => {
          setPausing(null);
          toastBillingError(error);
        },
      },
    );
  };

  const onRenewalChange = (subscription: Subscription, isActive: boolean) => {
    if (isActive) changeRenewal(subscription, true);
    else setPausing(subscription);
  };

  const columns = useAgreementColumns({
    onCancel: setCancelling,
    subscriptions: subscriptionsById,
    changingId: renewal.isPending ? (renewal.variables?.agreementId ?? null) : null,
    onRenewalChange,
  });

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
        <DataTable
          columns={columns}
          rows={agreements.data}
          rowId={(agreement) => String(agreement.agreementId)}
          label={t('billing.agreements.tableLabel')}
          state={agreements}
          errorTitle={t('billing.agreements.loadError')}
          errorMessage={billingErrorMessage}
          empty={{
            message: t('billing.agreements.empty'),
            hint: t('billing.agreements.emptyHint'),
            action: (
              <Button component={Link} to={bookPath} variant="light" size="xs">
                {t('billing.agreements.book')}
              </Button>
            ),
          }}
          minWidth={760}
        />
      </Paper>
      {pausing && (
        <PauseRenewalModal
          subscription={pausing}
          isPausing={renewal.isPending}
          onClose={() => setPausing(null)}
          onConfirm={() => changeRenewal(pausing, false)}
        />
      )}
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
