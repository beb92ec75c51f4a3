import type { Subscription } from '@baylytics/contract/billing';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../app/dialog.tsx';
import { useFormat } from '../../../app/format/use-format.ts';

interface PauseRenewalModalProps {
  subscription: Subscription;
  isPausing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before pausing: the package stays until the paid period ends, and nothing more is charged. */
export function PauseRenewalModal({ subscription, isPausing, onClose, onConfirm }: PauseRenewalModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog opened onClose={onClose} title={t('billing.renewal.pauseTitle')} centered>
      <Stack>
        <Text size="sm">{t('billing.renewal.pauseQuestion', { description: subscription.description })}</Text>
        <Text size="sm">
          {t('billing.renewal.pauseEffect', { date: format.date(subscription.nextRunDate) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPausing}>
            {t('billing.renewal.keep')}
          </Button>
          <Button color="orange" onClick={onConfirm} loading={isPausing}>
            {t('billing.renewal.confirmPause')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
