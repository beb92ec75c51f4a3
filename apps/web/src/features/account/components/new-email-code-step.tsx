import { otpSchema } from '@baylytics/contract/passwords';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../app/forms.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { OtpInput } from '../../auth/public.ts';
import { useConfirmToChangeEmail } from '../api.ts';
import { StepError } from './step-error.tsx';

const schema = z.object({ otp: otpSchema });

/** Change e-mail, step 3: the code sent to the new address proves it can be read; then the address changes. */
export function NewEmailCodeStep({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmToChangeEmail();
  const { form, field, submitButton } = useSchemaForm(schema, { otp: '' });
  const otp = field('otp');
  return (
    <form onSubmit={form.onSubmit(({ otp: code }) => confirm.mutate(code, { onSuccess: onDone }))} noValidate>
      <Fieldset variant="unstyled" disabled={confirm.isPending}>
        <Stack>
          <Text size="sm">{t('account.changeEmailStep3Hint', { email: newEmail })}</Text>
          <OtpInput
            label={t('account.codeFromNewEmail')}
            value={String(otp.value ?? '')}
            onChange={(value) => form.setFieldValue('otp', value)}
            error={otp.error}
            isDisabled={confirm.isPending}
          />
          <StepError error={confirm.error} />
          <SubmitButton {...submitButton} loading={confirm.isPending} w="fit-content">
            {t('account.confirmNewEmail')}
          </SubmitButton>
        </Stack>
      </Fieldset>
    </form>
  );
}
