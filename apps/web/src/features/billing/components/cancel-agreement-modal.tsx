import { cancellationReasons } from '@baylytics/contract/billing';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../app/dialog.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { type CancellationReason, useCancelAgreement } from '../api.ts';
import { billingErrorMessage } from '../billing-error-message.ts';
import type { Agreement } from './agreements-table.tsx';

function isReason(value: string): value is CancellationReason {
  return (cancellationReasons as readonly string[]).includes(value);
}

// Spec 000 §5: one of the seven reasons, or 'other' with the user's own words (as the contract's body checks).
const cancelFormSchema = z
  .object({
    reason: z.string().refine(isReason, { error: 'billing.cancel.reasonRequired' }),
    text: z.string().max(1000),
  })
  .refine((values) => values.reason !== 'other' || values.text.trim().length > 0, {
    path: ['text'],
    error: 'billing.cancel.textRequired',
  });

interface CancelAgreementModalProps {
  agreement: Agreement;
  onClose: () => void;
  onCancelled: () => void;
}

/** Asks why, then confirms the cancellation; the paid period still runs out. */
export function CancelAgreementModal({ agreement, onClose, onCancelled }: CancelAgreementModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const cancellation = useCancelAgreement();
  const { form, field, submitButton } = useSchemaForm(cancelFormSchema, { reason: '', text: '' });
  const reason = form.getValues().reason;

  const onSubmit = form.onSubmit((values) => {
    if (!isReason(values.reason)) return;
    cancellation.mutate(
      {
        agreementId: agreement.agreementId,
        reason: values.reason,
        text: values.reason === 'other' ? values.text.trim() : undefined,
      },
      { onSuccess: onCancelled },
    );
  });

  const failure = cancellation.isError ? billingErrorMessage(cancellation.error) : null;

  return (
    <Dialog opened onClose={onClose} title={t('billing.cancel.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">
            {t('billing.cancel.question', { description: agreement.description })}{' '}
            {agreement.nextPayment &&
              t('billing.cancel.paidUntil', { date: format.date(agreement.nextPayment) })}
          </Text>
          <Select
            label={t('billing.cancel.reason')}
            placeholder={t('billing.cancel.reasonPlaceholder')}
            data={cancellationReasons.map((value) => ({
              value,
              label: t(`billing.cancellationReasons.${value}`),
            }))}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...field('reason')}
          />
          {reason === 'other' && (
            <Textarea
              label={t('billing.cancel.text')}
              required
              autosize
              minRows={2}
              maxLength={1000}
              {...field('text')}
            />
          )}
          {failure && (
            <Text c="red" size="sm" role="alert">
              {t(failure.key, failure.values)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('billing.cancel.keep')}
            </Button>
            <SubmitButton {...submitButton} color="red" loading={cancellation.isPending}>
              {t('billing.cancel.confirm')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
