import { availablePlans } from '@baylytics/contract/billing';
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../app/forms.ts';
import { querySchemaOf } from '../../../app/request-schemas.ts';
import { billingErrorMessage } from '../billing-error-message.ts';

/** The code by the contract's rule for it; the box may be empty (no code). */
const promoCodeFormSchema = z.object({ promoCode: querySchemaOf(availablePlans).shape.promoCode.unwrap() });

interface PromoCodeFieldProps {
  initialValue: string;
  /** Applies the code: a promise that fails says why at the field (a wrong or expired code). */
  onApply: (code: string) => Promise<void>;
}

/** A promo code takes effect only when applied: then the list of plans is asked for again. */
export function PromoCodeField({ initialValue, onApply }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const { form, field, submit } = useSchemaForm(promoCodeFormSchema, { promoCode: initialValue });
  const onSubmit = submit(async ({ promoCode }) => {
    try {
      await onApply(promoCode.trim());
    } catch (error) {
      // Every refusal of a code is about the code: it is said at the field, the plans shown stay.
      const message = billingErrorMessage(error);
      form.setFieldError('promoCode', message.values ? t(message.key, message.values) : message.key);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextInput
        label={t('billing.plans.promoCode')}
        maxLength={promoCodeFormSchema.shape.promoCode.maxLength ?? undefined}
        rightSectionWidth={100}
        rightSection={
          <Button type="submit" size="compact-sm" variant="light" loading={form.submitting}>
            {t('billing.plans.applyPromoCode')}
          </Button>
        }
        {...field('promoCode')}
      />
    </form>
  );
}
