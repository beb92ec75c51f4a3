import type { Subscription } from '@baylytics/contract/billing';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';

interface RenewalSwitchProps {
  /** Nothing is shown without one (ended or cancelled agreements). */
  subscription: Subscription | undefined;
  isBusy: boolean;
  /** Asked to switch renewal on or off; the page confirms a pause first. */
  onChange: (subscription: Subscription, isActive: boolean) => void;
}

/** The automatic renewal of one running agreement: on with its next date, or paused. */
export function RenewalSwitch({ subscription, isBusy, onChange }: RenewalSwitchProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!subscription) return null;
  return (
    <Stack gap={2}>
      <Switch
        checked={subscription.active}
        disabled={isBusy}
        onChange={(event) => onChange(subscription, event.currentTarget.checked)}
        aria-label={t('billing.renewal.switchOne', { description: subscription.description })}
        size="sm"
      />
      <Text size="xs" c="dimmed">
        {subscription.active && subscription.nextRunDate
          ? t('billing.renewal.nextRun', { date: format.date(subscription.nextRunDate) })
          : t('billing.renewal.paused')}
      </Text>
    </Stack>
  );
}
