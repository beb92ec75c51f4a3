import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { SendCodeForm } from '../components/send-code-form.tsx';

/** Step 1 sends a one-time password to the e-mail address; step 2 sets the new password with it (spec 000 §2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <Stack>
      <Title order={2}>{t('auth.forgotPasswordTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t(email ? 'auth.forgotPasswordStep2Hint' : 'auth.forgotPasswordStep1Hint')}
      </Text>
      {email ? <NewPasswordForm email={email} /> : <SendCodeForm onSent={setEmail} />}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
