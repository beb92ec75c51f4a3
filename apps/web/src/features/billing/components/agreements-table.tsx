import type { agreementSchema, Subscription } from '@baylytics/contract/billing';
import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../../app/format/dates.ts';
import { formatEuro } from '../../../app/format/numbers.ts';
import { cancellationReasonLabel } from '../cancellation-reason-label.ts';
import { RenewalSwitch } from './renewal-switch.tsx';

export type Agreement = z.infer<typeof agreementSchema>;

function AgreementStatus({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  if (agreement.active) return <Badge color="green">{t('billing.agreements.running')}</Badge>;
  if (agreement.cancellationReason) return <Badge color="orange">{t('billing.agreements.cancelled')}</Badge>;
  return <Badge color="gray">{t('billing.agreements.ended')}</Badge>;
}

interface AgreementsTableProps {
  agreements: Agreement[];
  onCancel: (agreement: Agreement) => void;
  /** The renewal of each running agreement with a PayPal subscription, by agreement id. */
  subscriptions: ReadonlyMap<number, Subscription>;
  /** The agreement whose renewal is being changed. */
  changingId: number | null;
  onRenewalChange: (subscription: Subscription, isActive: boolean) => void;
}

/** Running and ended agreements; a running one can be cancelled and its automatic renewal paused. */
export function AgreementsTable({
  agreements,
  onCancel,
  subscriptions,
  changingId,
  onRenewalChange,
}: AgreementsTableProps) {
  const { t } = useTranslation();
  // Only a running, uncancelled agreement has a renewal to switch.
  const renewalOf = (agreement: Agreement) =>
    agreement.active && !agreement.cancellationReason ? subscriptions.get(agreement.agreementId) : undefined;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.agreements.description')}</Table.Th>
            <Table.Th>{t('billing.agreements.createdTime')}</Table.Th>
            <Table.Th ta="right">{t('billing.agreements.price')}</Table.Th>
            <Table.Th>{t('billing.agreements.nextPayment')}</Table.Th>
            <Table.Th>{t('billing.agreements.status')}</Table.Th>
            <Table.Th>{t('billing.renewal.label')}</Table.Th>
            <Table.Th>{t('billing.agreements.cancellationReason')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('billing.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agreements.map((agreement) => (
            <Table.Tr key={agreement.agreementId}>
              <Table.Td>{agreement.description}</Table.Td>
              <Table.Td>{formatDate(agreement.createdTime)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(agreement.price)}
              </Table.Td>
              <Table.Td>{formatDate(agreement.nextPayment)}</Table.Td>
              <Table.Td>
                <AgreementStatus agreement={agreement} />
              </Table.Td>
              <Table.Td>
                <RenewalSwitch
                  subscription={renewalOf(agreement)}
                  isBusy={changingId === agreement.agreementId}
                  onChange={onRenewalChange}
                />
              </Table.Td>
              <Table.Td>{cancellationReasonLabel(t, agreement.cancellationReason)}</Table.Td>
              <Table.Td ta="right">
                {agreement.active && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => onCancel(agreement)}
                    aria-label={t('billing.agreements.cancelOne', { description: agreement.description })}
                  >
                    {t('billing.agreements.cancel')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
