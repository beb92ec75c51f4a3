import { Alert, Paper, Stepper } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { EmailOwnerStep } from '../components/email-owner-step.tsx';
import { NewEmailCodeStep } from '../components/new-email-code-step.tsx';
import { NewEmailStep } from '../components/new-email-step.tsx';

/** Four steps (spec 000 §2): password, new address with the code from the current one, code from the new one, done. */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [active, setActive] = useState(0);
  const [newEmail, setNewEmail] = useState('');
  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg" maw={720}>
        <Stepper active={active} size="sm">
          <Stepper.Step label={t('account.changeEmailStep1')}>
            <EmailOwnerStep onDone={() => setActive(1)} />
          </Stepper.Step>
          <Stepper.Step label={t('account.changeEmailStep2')}>
            <NewEmailStep
              onDone={(email) => {
                setNewEmail(email);
                setActive(2);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label={t('account.changeEmailStep3')}>
            <NewEmailCodeStep newEmail={newEmail} onDone={() => setActive(4)} />
          </Stepper.Step>
          <Stepper.Step label={t('account.changeEmailStep4')} />
          <Stepper.Completed>
            <Alert color="green" icon={<IconCircleCheck />} role="status">
              {t('account.changeEmailDone', { email: newEmail })}
            </Alert>
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </>
  );
}
