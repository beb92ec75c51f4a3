import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberedPlan } from '../../registration/public.ts';

/** PayPal's cancel return: nothing was booked; choose again or go on without a package. */
export function PurchaseCancelledPage() {
  const { t } = useTranslation();
  const chooseAgain = rememberedPlan() ? '/buy/select-plan' : '/buy/select-parent-plan';
  return (
    <Stack>
      <Title order={2}>{t('billing.cancelled.title')}</Title>
      <Alert color="orange" icon={<IconCircleX />} role="status">
        {t('billing.cancelled.text')}
      </Alert>
      <Button component={Link} to={chooseAgain} fullWidth>
        {t('billing.cancelled.chooseAgain')}
      </Button>
      <Button component={Link} to="/app/dashboard" variant="default" fullWidth>
        {t('billing.toDashboard')}
      </Button>
    </Stack>
  );
}
