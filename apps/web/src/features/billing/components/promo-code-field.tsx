import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PromoCodeFieldProps {
  initialValue: string;
  error: string | null;
  isApplying: boolean;
  onApply: (code: string) => void;
}

/** A promo code takes effect only when applied: then the list of plans is asked for again. */
export function PromoCodeField({ initialValue, error, isApplying, onApply }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);
  const apply = () => onApply(value.trim());
  return (
    <TextInput
      label={t('billing.plans.promoCode')}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply();
      }}
      error={error}
      maxLength={50}
      rightSectionWidth={100}
      rightSection={
        <Button size="compact-sm" variant="light" loading={isApplying} onClick={apply}>
          {t('billing.plans.applyPromoCode')}
        </Button>
      }
    />
  );
}
