import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ForgotPasswordNoticePage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('auth.passwordResetTitle')}</Title>
      <Alert color="green" icon={<IconCircleCheck />} role="status">
        {t('auth.passwordResetText')}
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        {t('auth.toSignIn')}
      </Button>
    </Stack>
  );
}
