import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberedPlan } from '../remembered-plan.ts';

/** After the address: on to the dashboard, or to buying a package (none for the affiliate plan, spec 000 §2). */
export function RegistrationCompleted() {
  const { t, i18n } = useTranslation();
  const plan = rememberedPlan();
  const buyPath = plan ? `/buy/select-plan?culture=${i18n.language}` : '/buy/select-parent-plan';
  return (
    <Stack>
      <Title order={2}>{t('address.completedTitle')}</Title>
      <Alert color="green" icon={<IconCircleCheck />} role="status">
        {t('address.completedText')}
      </Alert>
      {plan !== 'Affiliate' && (
        <Button component={Link} to={buyPath} fullWidth>
          {t('address.buyPackage')}
        </Button>
      )}
      <Button
        component={Link}
        to="/app/dashboard"
        variant={plan === 'Affiliate' ? 'filled' : 'default'}
        fullWidth
      >
        {t('address.toDashboard')}
      </Button>
    </Stack>
  );
}
