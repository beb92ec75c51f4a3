import type { agreementSchema, Subscription } from '@baylytics/contract/billing';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatEuro } from '../../../app/format/numbers.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import type { DataColumn } from '../../../app/list/data-table.tsx';
import { cancellationReasonLabel } from '../cancellation-reason-label.ts';
import { RenewalSwitch } from './renewal-switch.tsx';

export type Agreement = z.infer<typeof agreementSchema>;

function AgreementStatus({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  if (agreement.active) return <Badge color="green">{t('billing.agreements.running')}</Badge>;
  if (agreement.cancellationReason) return <Badge color="orange">{t('billing.agreements.cancelled')}</Badge>;
  return <Badge color="gray">{t('billing.agreements.ended')}</Badge>;
}

/** The agreement table's columns: running and ended agreements; a running one can be cancelled and its
 * automatic renewal paused. */
export function useAgreementColumns({
  onCancel,
  subscriptions,
  changingId,
  onRenewalChange,
}: {
  onCancel: (agreement: Agreement) => void;
  /** The renewal of each running agreement with a PayPal subscription, by agreement id. */
  subscriptions: ReadonlyMap<number, Subscription>;
  /** The agreement whose renewal is being changed. */
  changingId: number | null;
  onRenewalChange: (subscription: Subscription, isActive: boolean) => void;
}): DataColumn<Agreement>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    // Only a running, uncancelled agreement has a renewal to switch.
    const renewalOf = (agreement: Agreement) =>
      agreement.active && !agreement.cancellationReason
        ? subscriptions.get(agreement.agreementId)
        : undefined;
    return [
      {
        id: 'description',
        header: t('billing.agreements.description'),
        cell: (agreement) => agreement.description,
      },
      {
        id: 'createdTime',
        header: t('billing.agreements.createdTime'),
        cell: (agreement) => format.date(agreement.createdTime),
      },
      {
        id: 'price',
        header: t('billing.agreements.price'),
        align: 'right',
        noWrap: true,
        cell: (agreement) => formatEuro(agreement.price),
      },
      {
        id: 'nextPayment',
        header: t('billing.agreements.nextPayment'),
        cell: (agreement) => format.date(agreement.nextPayment),
      },
      {
        id: 'status',
        header: t('billing.agreements.status'),
        cell: (agreement) => <AgreementStatus agreement={agreement} />,
      },
      {
        id: 'renewal',
        header: t('billing.renewal.label'),
        cell: (agreement) => (
          <RenewalSwitch
            subscription={renewalOf(agreement)}
            isBusy={changingId === agreement.agreementId}
            onChange={onRenewalChange}
          />
        ),
      },
      {
        id: 'cancellationReason',
        header: t('billing.agreements.cancellationReason'),
        cell: (agreement) => cancellationReasonLabel(t, agreement.cancellationReason),
      },
      {
        id: 'actions',
        header: <VisuallyHidden>{t('billing.actions')}</VisuallyHidden>,
        align: 'right',
        cell: (agreement) =>
          agreement.active && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => onCancel(agreement)}
              aria-label={t('billing.agreements.cancelOne', { description: agreement.description })}
            >
              {t('billing.agreements.cancel')}
            </Button>
          ),
      },
    ];
  }, [t, onCancel, subscriptions, changingId, onRenewalChange, format.date]);
}
